import type { Application } from 'express';
import type { Config } from '../config/index.js';
import type { DemoContext } from './demo/demo-context.js';
import type { DashboardTile } from './panel/dashboard.js';
import type { Flow } from './flows/define.js';
import type { HookHandler } from './hooks/define-hook.js';
import type { Subscription } from './jobs/subscribers.js';
import type { JobDeclaration } from './jobs/define-job.js';

export interface AdminContext {
  config: Config;
  /** true when the admin's role grants the permission (superadmin always) */
  can(admin: unknown, permission: string): boolean;
  /** every Module_ACTION of the enabled plugins */
  permissionNames: string[];
}

export interface PluginStartContext {
  config: Config;
  /** the enabled plugins, in load order */
  plugins: PluginManifest[];
  app?: Application;
}

/** What a plugin brings. Everything is optional but the name. */
export interface PluginManifest {
  name: string;
  requires?: string[];
  /** permission modules; each gets Module_READ/_CREATE/_UPDATE/_DELETE/_RESTORE */
  permissions?: string[];
  entities?: Function[];
  /** TypeORM migration classes of the plugin's own tables (plugins/<name>/migrations), run whether or not it is enabled */
  migrations?: Function[];
  /**
   * Tables of other plugins (or core) the plugin's migrations point foreign keys at: the only way its schema may
   * name another owner's table (checked by `npm run check:boundaries`, scripts/table-ownership).
   */
  references?: string[];
  /**
   * Names of the plugin's constraints that only its own code can break (money that must add up, a settlement
   * per session): a violation is a bug, logged and answered 500, never mapped to a client's 400/409.
   */
  invariants?: string[];
  controllers?: Function[];
  /** background jobs, each made with `defineJob('<plugin>.<what>', handler, { schedule })` from core/jobs */
  jobs?: JobDeclaration[];
  /** outbox subscribers, each made with `subscribe(topic, '<plugin>.<what>', handler)` from core/jobs */
  subscribers?: Subscription[];
  /** durable flows (defineFlow from core/flows), named `<plugin>.<what>`; run and resumed by the jobs system */
  flows?: Flow<any>[];
  /** in-process hook handlers, each made with `hook.handle('<plugin>.<what>', handler)` (core/hooks); run in load order */
  hooks?: HookHandler[];
  /** AdminJS resources (ResourceWithOptions) */
  admin?: (ctx: AdminContext) => unknown[];
  /** what the plugin shows on the panel's home page: counts, lists, shortcuts, activity names (core/panel/dashboard.ts) */
  dashboard?: (ctx: AdminContext) => DashboardTile[];
  /** runs once at start-up after migrations (seeding, run-time wiring) */
  onStart?: (ctx: PluginStartContext) => Promise<void> | void;
  /**
   * The plugin's demo data (`npm run seed`, `npm start -- --demo`, DEMO_DATA=on): runs as the system after every
   * plugin started, in load order, through the plugin's own services; idempotent (creates only what is missing).
   * See core/demo/demo-context.ts.
   */
  demo?: (ctx: DemoContext) => Promise<void>;
  /** plugins whose demo must run before this one's though it does not require them (e.g. orders moves the orders of payments' demo purchases) */
  demoAfter?: string[];
}

export function definePlugin(manifest: PluginManifest): PluginManifest {
  return manifest;
}

export class PluginLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PluginLoadError';
  }
}

/**
 * Picks the enabled plugins (undefined = all) and orders them so every plugin comes after
 * what it requires. A missing or disabled requirement, an unknown name or a cycle stops start-up.
 */
export function resolvePlugins(available: PluginManifest[], enabled?: string[]): PluginManifest[] {
  const byName = new Map(available.map((p) => [p.name, p]));
  const wanted = enabled ?? available.map((p) => p.name);
  for (const name of wanted) {
    if (!byName.has(name)) {
      throw new PluginLoadError(`PLUGINS names an unknown plugin "${name}" (known: ${[...byName.keys()].join(', ')})`);
    }
  }
  const on = new Set(wanted);
  const ordered: PluginManifest[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string, trail: string[]) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting') throw new PluginLoadError(`Plugins require each other in a cycle: ${[...trail, name].join(' -> ')}`);
    state.set(name, 'visiting');
    const plugin = byName.get(name)!;
    for (const req of plugin.requires ?? []) {
      if (!byName.has(req)) throw new PluginLoadError(`Plugin "${name}" requires "${req}", which does not exist`);
      if (!on.has(req)) throw new PluginLoadError(`Plugin "${name}" requires "${req}", which is not enabled: add it to PLUGINS`);
      visit(req, [...trail, name]);
    }
    state.set(name, 'done');
    ordered.push(plugin);
  };
  for (const name of wanted) visit(name, []);
  return ordered;
}

export const PERMISSION_ACTIONS = ['READ', 'CREATE', 'UPDATE', 'DELETE', 'RESTORE'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

export function permissionNames(plugins: PluginManifest[]): string[] {
  const modules = [...new Set(plugins.flatMap((p) => p.permissions ?? []))];
  return modules.flatMap((m) => PERMISSION_ACTIONS.map((a) => `${m}_${a}`));
}
