import type { ActionContext, ActionRequest, ResourceOptions } from 'adminjs';
import type { Response } from 'express';
import { stringify } from 'csv-stringify/sync';
import { withTransaction } from '../../core/db/transaction.js';
import { sqlRows } from '../../core/db/sql.js';
import { csvColumns, type CsvColumn } from '../../core/panel/csv-columns.js';
import { kathmanduDay } from '../../core/panel/date-range.js';
import { DATE_RANGE_COMPONENT } from '../../core/panel/local-time.js';
import type { PanelListQuery, PanelResourceSpec, PanelRow } from '../../core/panel/resource-spec.js';
import { logger } from '../../core/log/logger.js';
import type { ActionsBuild } from './actions.js';
import type { ResourceKit } from './kit.js';
import { filtersOf, rangePaths } from './list-query.js';

/*
 * Lists that answer questions (PanelListTools): the date-range filter of a date property, and "Export CSV", a drawer
 * over the list that keeps the list's query string (its filters and sort: a reloaded or shared URL is the same list)
 * and downloads the rows matching it, streamed.
 */

/** Name of the export's drawer in AdminJS.UserComponents (see admin/components/browser/csv-export.js). */
export const CSV_EXPORT_COMPONENT = 'CsvExport';

/** Rows read and written at a time. */
const BATCH = 500;

/** The export's button reads "Export CSV" (AdminJS names an action by its translation), unless the spec words it. */
function exportLabel(spec: PanelResourceSpec, options: ResourceOptions): ResourceOptions {
  if (!spec.listTools?.csv) return options;
  const translations: Record<string, any> = { ...options.translations };
  const en = translations.en ?? {};
  translations.en = { ...en, actions: { exportCsv: 'Export CSV', ...en.actions } };
  return { ...options, translations };
}

/** The list's filters with the date-range properties among them, each with the Kathmandu-days filter; the export's label. */
export function listToolsOptions(spec: PanelResourceSpec, base: ResourceOptions): ResourceOptions {
  const options = exportLabel(spec, base);
  const paths = rangePaths(spec);
  if (!paths.length) return options;
  const properties = { ...options.properties };
  for (const path of paths) {
    const p = spec.properties.find((x) => x.path === path);
    if (!p || (p.type !== 'datetime' && p.type !== 'date')) throw new Error(`${spec.id}: the date-range filter needs a datetime or date property, not ${path}`);
    properties[path] = { ...properties[path], components: { ...properties[path]?.components, filter: DATE_RANGE_COMPONENT } };
  }
  const filters = options.filterProperties as string[] | undefined;
  const filterProperties = filters ? [...paths.filter((p) => !filters.includes(p)), ...filters] : undefined;
  return { ...options, properties, ...(filterProperties ? { filterProperties } : {}) };
}

/** The list's filters and sort as AdminJS's list action reads them from the query string. */
function listOrder(kit: ResourceKit, request: ActionRequest, ctx: ActionContext): Omit<PanelListQuery, 'limit' | 'offset'> {
  const { flat, Filter } = kit.adminjs;
  const { sortBy, direction, filters = {} } = flat.unflatten(request.query ?? {}) as { sortBy?: string; direction?: string; filters?: object };
  const decorated = ctx.resource.decorate();
  const first = decorated.getListProperties().find((p) => p.isSortable());
  const fallback = decorated.options.sort;
  const by = first ? (sortBy ?? fallback?.sortBy ?? first.name()) : undefined;
  const sortable = kit.spec.properties.some((p) => p.path === by && p.isSortable);
  return {
    filters: filtersOf(kit.spec, new Filter(filters, ctx.resource)),
    sortBy: sortable ? by : undefined,
    direction: (direction ?? fallback?.direction) === 'desc' ? 'desc' : 'asc',
  };
}

/** The referenced records' titles of a batch, by reference column, read as the viewer may (titles only without its READ). */
async function titlesOf(columns: CsvColumn[], rows: PanelRow[], ctx: ActionContext): Promise<Map<string, Map<string, string>>> {
  const out = new Map<string, Map<string, string>>();
  for (const c of columns) {
    if (!c.reference) continue;
    const ids = [...new Set(rows.flatMap((r) => [r[c.path]].flat()).filter((v): v is string => typeof v === 'string' && v !== ''))];
    const resource = ctx._admin.findResource(c.reference);
    const records = ids.length ? await resource.findMany(ids, ctx) : [];
    out.set(c.path, new Map(records.map((r) => [String(r.id()), resource.decorate().titleOf(r)])));
  }
  return out;
}

/** Resolves when the response can take more, or rejects when the client went away. */
function writable(res: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) return Promise.reject(new Error('the client closed the download'));
  if (!res.writableNeedDrain) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = (err?: Error) => {
      res.off('drain', onDrain);
      res.off('close', onClose);
      if (err) reject(err);
      else resolve();
    };
    const onDrain = () => done();
    const onClose = () => done(new Error('the client closed the download'));
    res.on('drain', onDrain);
    res.on('close', onClose);
  });
}

/** Every row of the list, a batch at a time, in one read-only snapshot: through the spec's cursor, else page by page. */
function eachBatch(spec: PanelResourceSpec, q: Omit<PanelListQuery, 'limit' | 'offset'>, each: (rows: PanelRow[]) => Promise<void>): Promise<void> {
  return withTransaction(async () => {
    await sqlRows('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    if (spec.scan) return spec.scan({ ...q, batch: BATCH }, each);
    for (let offset = 0; ; offset += BATCH) {
      const rows = await spec.find({ ...q, limit: BATCH, offset });
      if (rows.length) await each(rows);
      if (rows.length < BATCH) return;
    }
  });
}

async function streamCsv(kit: ResourceKit, q: Omit<PanelListQuery, 'limit' | 'offset'>, res: Response, ctx: ActionContext): Promise<void> {
  const columns = csvColumns(kit.spec);
  const name = `${kit.spec.id.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}-${kathmanduDay(new Date())}.csv`;
  res.status(200).set({ 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${name}"`, 'Cache-Control': 'no-store' });
  // a byte order mark: spreadsheets then read the names (Devanagari too) as UTF-8
  res.write(`\uFEFF${stringify([columns.map((c) => c.header)])}`);
  await eachBatch(kit.spec, q, async (rows) => {
    const titles = await titlesOf(columns, rows, ctx);
    const lines = rows.map((row) => columns.map((c) => c.cell(row, (id) => titles.get(c.path)?.get(id))));
    res.write(stringify(lines));
    await writable(res);
  });
  res.end();
}

/** "Export CSV" on the list (the resource's READ): GET answers how many rows the list's filters match; `format=csv` streams them. */
export function csvExportAction(kit: ResourceKit, { actions, custom }: ActionsBuild): void {
  if (!kit.spec.listTools?.csv) return;
  custom.exportCsv = 'READ';
  actions.exportCsv = {
    ...actions.exportCsv,
    actionType: 'resource',
    label: 'Export CSV',
    icon: 'Download',
    showInDrawer: true,
    component: CSV_EXPORT_COMPONENT,
    handler: async (request: ActionRequest, response: Response, ctx: ActionContext) => {
      if (request.method !== 'get') throw new kit.adminjs.ValidationError({}, { message: 'The export only reads', type: 'METHOD_NOT_ALLOWED' });
      const q = listOrder(kit, request, ctx);
      if (request.query?.format !== 'csv') return { data: { count: await kit.spec.count(q.filters), columns: csvColumns(kit.spec).map((c) => c.header) } };
      try {
        await streamCsv(kit, q, response, ctx);
      } catch (err) {
        // the rows already sent cannot be taken back: the download is cut, never left looking complete
        if (!response.headersSent) throw err;
        logger().warn({ err, resource: kit.spec.id }, 'panel CSV export stopped');
        response.destroy();
      }
      // answered: AdminJS's router sends nothing more
      return undefined;
    },
  };
}
