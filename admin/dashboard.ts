import type {
  DashboardActivity,
  DashboardCount,
  DashboardFilters,
  DashboardGroup,
  DashboardList,
  DashboardShortcut,
  DashboardTile,
} from '../core/panel/dashboard.js';
import type { AdminContext, PluginManifest } from '../core/plugin.js';
import { sqlRows } from '../core/db/sql.js';
import { logger } from '../core/log/logger.js';
import { enumLabel, toneOf, type Tone } from '../core/panel/labels.js';
import { rupees } from '../core/panel/rupees.js';
import { userLabels } from '../plugins/accounts/index.js';
import { can, type PanelAdmin } from './current-admin.js';

/*
 * The panel's home page (AdminJS `dashboard`): its data is answered by GET /admin/api/dashboard from the
 * tiles of the enabled plugins (manifest `dashboard`), the activity log and the outbox, each part filtered by
 * the admin's permissions; the page itself is components/browser/dashboard.js. The counts come in groups: today's
 * sales and what waits for someone first (each opening the list it counts, filtered), then how many records there are.
 */

const ACTIVITY_SHOWN = 12;
const LIST_ITEMS = 5;

/** "create" -> "created": how the feed words an activity-log action (unknown ones as they are). */
const ACTION_WORDS: Record<string, string> = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
  restore: 'restored',
  move: 'moved',
  reorder: 'reordered',
  show: 'made visible',
  hide: 'hid',
  publish: 'published',
  unpublish: 'unpublished',
};

/** A count as the page gets it; `group`, `hint` and `display` only when not a plain record count. */
export interface DashboardCountData {
  label: string;
  value: number | null;
  /** the list it counts: the resource's list URL with the tile's filters */
  href: string;
  group?: Exclude<DashboardGroup, 'records'>;
  hint?: string;
  /** the value as shown when it is not a plain number (money in rupees) */
  display?: string;
}

export interface DashboardData {
  counts: DashboardCountData[];
  lists: Array<{
    title: string;
    href: string;
    empty: string;
    items: Array<{ title: string; status?: string; statusLabel?: string; tone?: Tone; detail?: string; href: string }>;
  }>;
  shortcuts: Array<{ label: string; href: string }>;
  activity: Array<{ at: string; who: string; action: string; noun: string; title: string; href: string | null }>;
  /** outbox deliveries that failed for good (superadmins only; null for others) */
  deadDeliveries: number | null;
}

export interface DashboardTiles {
  counts: DashboardCount[];
  lists: DashboardList[];
  shortcuts: DashboardShortcut[];
  activity: Map<string, DashboardActivity>;
}

/** The tiles of the enabled plugins, sorted by kind; runs at start-up. */
export function collectDashboardTiles(plugins: PluginManifest[], ctx: AdminContext): DashboardTiles {
  const all: DashboardTile[] = plugins.flatMap((p) => p.dashboard?.(ctx) ?? []);
  return {
    counts: all.filter((t): t is DashboardCount => t.kind === 'count'),
    lists: all.filter((t): t is DashboardList => t.kind === 'list'),
    shortcuts: all.filter((t): t is DashboardShortcut => t.kind === 'shortcut'),
    activity: new Map(all.filter((t): t is DashboardActivity => t.kind === 'activity').map((t) => [t.entity, t])),
  };
}

interface Paths {
  resource(id: string): string;
  record(resourceId: string, recordId: string): string;
  action(resourceId: string, action: string): string;
}

/** AdminJS's list URL query for filters: `filters.status=created`, a range as `filters.createdAt~~from=...&filters.createdAt~~to=...`. */
export function listQueryOf(filters: DashboardFilters | undefined): string {
  const pairs: Array<[string, string]> = [];
  for (const [path, value] of Object.entries(filters ?? {})) {
    if (typeof value === 'string') pairs.push([`filters.${path}`, value]);
    else {
      if (value.from) pairs.push([`filters.${path}~~from`, value.from]);
      if (value.to) pairs.push([`filters.${path}~~to`, value.to]);
    }
  }
  return pairs.length ? `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}` : '';
}

function pathsUnder(root: string): Paths {
  const base = root.replace(/\/+$/, '');
  return {
    resource: (id) => `${base}/resources/${encodeURIComponent(id)}`,
    record: (resourceId, recordId) => `${base}/resources/${encodeURIComponent(resourceId)}/records/${encodeURIComponent(recordId)}/show`,
    action: (resourceId, action) => `${base}/resources/${encodeURIComponent(resourceId)}/actions/${encodeURIComponent(action)}`,
  };
}

/** A failing tile leaves its place empty instead of failing the page (logged). */
async function orNull<T>(what: string, fn: () => Promise<T>): Promise<T | null> {
  try {
    return await fn();
  } catch (err) {
    logger().error({ err, tile: what }, 'a dashboard tile failed');
    return null;
  }
}

async function recentActivity(tiles: DashboardTiles, admin: unknown, paths: Paths): Promise<DashboardData['activity']> {
  const readable = [...tiles.activity.values()].filter((t) => can(admin, `${t.module}_READ`));
  if (!readable.length) return [];
  const rows = await sqlRows<{ actor: string; action: string; entity: string; publicId: string; at: Date }>(
    `SELECT actor, action, entity, public_id AS "publicId", at FROM activity_log WHERE entity = ANY($1::text[]) ORDER BY id DESC LIMIT ${ACTIVITY_SHOWN}`,
    [readable.map((t) => t.entity)],
  );
  const titles = new Map<string, Map<string, string>>();
  for (const tile of readable) {
    const ids = rows.filter((r) => r.entity === tile.entity).map((r) => r.publicId);
    if (ids.length) titles.set(tile.entity, (await orNull(`activity ${tile.entity}`, () => tile.titles([...new Set(ids)]))) ?? new Map());
  }
  const people = await userLabels(rows.map((r) => r.actor));
  return rows.map((r) => {
    const tile = tiles.activity.get(r.entity)!;
    const title = titles.get(r.entity)?.get(r.publicId);
    return {
      at: new Date(r.at).toISOString(),
      who: people.get(r.actor) ?? (r.actor === 'system' ? 'The system' : r.actor === 'anonymous' ? 'Someone' : 'A removed account'),
      action: ACTION_WORDS[r.action] ?? r.action,
      noun: tile.noun,
      title: title ?? 'a removed record',
      href: title === undefined ? null : paths.record(tile.resourceId, r.publicId),
    };
  });
}

const GROUP_ORDER: Record<DashboardGroup, number> = { today: 0, attention: 1, records: 2 };

/** Today's, then what waits, then the records; within a group by `order`, then in plugin order. */
function orderedCounts(counts: DashboardCount[]): DashboardCount[] {
  const key = (t: DashboardCount) => [GROUP_ORDER[t.group ?? 'records'], t.order ?? Number.MAX_SAFE_INTEGER] as const;
  return counts
    .map((t, i) => ({ t, i, k: key(t) }))
    .sort((a, b) => a.k[0] - b.k[0] || a.k[1] - b.k[1] || a.i - b.i)
    .map(({ t }) => t);
}

async function countData(t: DashboardCount, paths: Paths): Promise<DashboardCountData> {
  const value = await orNull(t.label, t.count);
  const data: DashboardCountData = {
    label: t.label,
    value,
    href: `${paths.resource(t.resourceId)}${listQueryOf(typeof t.filters === 'function' ? t.filters() : t.filters)}`,
  };
  if (t.group && t.group !== 'records') data.group = t.group;
  if (t.hint) data.hint = t.hint;
  if (t.money && value !== null) data.display = rupees(value);
  return data;
}

/** The data of the home page for this admin. */
export async function dashboardData(tiles: DashboardTiles, admin: unknown, rootPath: string): Promise<DashboardData> {
  const paths = pathsUnder(rootPath);
  const reads = (module: string) => can(admin, `${module}_READ`);
  const [counts, lists, activity, dead] = await Promise.all([
    Promise.all(orderedCounts(tiles.counts.filter((t) => reads(t.module))).map((t) => countData(t, paths))),
    Promise.all(
      tiles.lists
        .filter((t) => reads(t.module))
        .map(async (t) => ({
          title: t.title,
          href: paths.resource(t.resourceId),
          empty: t.empty,
          items: ((await orNull(t.title, () => t.items(LIST_ITEMS))) ?? []).map((i) => ({
            ...i,
            ...(i.status === undefined ? {} : { statusLabel: enumLabel(i.status), tone: toneOf(i.status) }),
            href: paths.record(t.resourceId, i.id),
          })),
        })),
    ),
    recentActivity(tiles, admin, paths),
    (admin as Partial<PanelAdmin> | undefined)?.superadmin
      ? sqlRows<{ n: number }>(`SELECT count(*)::int AS n FROM outbox_deliveries WHERE status = 'dead'`).then(([r]) => r!.n)
      : Promise.resolve(null),
  ]);
  const shortcuts = tiles.shortcuts
    .filter((s) => can(admin, `${s.module}_${s.permission ?? 'CREATE'}`))
    .map((s) => ({ label: s.label, href: paths.action(s.resourceId, s.action ?? 'new') }));
  return { counts, lists, shortcuts, activity, deadDeliveries: dead };
}
