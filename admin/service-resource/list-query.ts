import type { PanelFilterValue, PanelListQuery, PanelResourceSpec } from '../../core/panel/resource-spec.js';

/** AdminJS's list paging and sort parameters. */
export interface ListParams {
  limit?: number;
  offset?: number;
  sort?: { sortBy?: string; direction?: 'asc' | 'desc' };
}

/** The date properties the spec's list tools filter by Kathmandu days. */
export const rangePaths = (spec: PanelResourceSpec): string[] => [spec.listTools?.dateRange ?? []].flat();

/** A date range is a filter of a date property the list offers as a filter (a URL naming another is not one). */
function takesRange(spec: PanelResourceSpec, path: string): boolean {
  const p = spec.properties.find((x) => x.path === path);
  const offered = spec.options?.filterProperties as string[] | undefined;
  return (p?.type === 'datetime' || p?.type === 'date') && (!offered || offered.includes(path) || rangePaths(spec).includes(path));
}

/** The list filters AdminJS sends, kept to the spec's properties: text values, and date ranges of date properties. */
export function filtersOf(spec: PanelResourceSpec, filter: any): Record<string, PanelFilterValue> {
  const out: Record<string, PanelFilterValue> = {};
  for (const [path, f] of Object.entries<any>(filter?.filters ?? {})) {
    if (!spec.properties.some((p) => p.path === path)) continue;
    const v = f.value;
    if (typeof v === 'string' && v !== '') out[path] = v;
    else if (v && typeof v === 'object' && takesRange(spec, path)) out[path] = { from: stringOr(v.from), to: stringOr(v.to) };
  }
  return out;
}

const stringOr = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** The spec's list query for an AdminJS list: at most 500 rows, sorted only by a sortable property. */
export function listQuery(spec: PanelResourceSpec, filter: any, params: ListParams): PanelListQuery {
  const sortBy = params.sort?.sortBy;
  return {
    filters: filtersOf(spec, filter),
    limit: Math.min(Number(params.limit ?? 10), 500),
    offset: Number(params.offset ?? 0),
    sortBy: spec.properties.some((p) => p.path === sortBy && p.isSortable) ? sortBy : undefined,
    direction: params.sort?.direction === 'desc' ? 'desc' : 'asc',
  };
}
