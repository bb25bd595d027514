import { panelForm } from '../../../core/panel/panel-reads.js';
import { definePanelResource, type PanelProperty, type PanelResourceSpec } from '../../../core/panel/resource-spec.js';

export { byReference, panelReads, type PanelReads } from '../../../core/panel/panel-reads.js';

/** Form values: '' means untouched for optional fields. */
export const form = {
  ...panelForm,
  /** '' clears a nullable number */
  nullableInt(v: unknown): unknown {
    if (v === '') return null;
    return form.int(v);
  },
  /** an AdminJS datetime value (a Date's JSON text, or a Date) as the instant text the DTO takes; '' clears */
  instant(v: unknown): unknown {
    if (v instanceof Date) return v.toISOString();
    if (v === '') return null;
    return v ?? undefined;
  },
};

/** A composite panel id: the public ids joined by `~` (a campaign placement, an assignment). */
export const splitId = (id: string, parts: number): string[] | null => {
  const ids = id.split('~');
  return ids.length === parts && ids.every((p) => /^[0-9a-f-]{36}$/i.test(p)) ? ids : null;
};

/**
 * definePanelResource, with a plain text property added for every path the lists and forms name but the
 * spec does not declare (AdminJS refuses an undeclared path).
 */
export function withAllProperties(spec: Omit<PanelResourceSpec, 'kind'>): PanelResourceSpec {
  const known = new Set(spec.properties.map((p) => p.path));
  const o = (spec.options ?? {}) as { listProperties?: string[]; showProperties?: string[]; editProperties?: string[]; filterProperties?: string[] };
  const named = [...(o.listProperties ?? []), ...(o.showProperties ?? []), ...(o.editProperties ?? []), ...(o.filterProperties ?? [])];
  const extra: PanelProperty[] = [...new Set(named)].filter((path) => !known.has(path)).map((path) => ({ path }));
  return definePanelResource({ ...spec, properties: [...spec.properties, ...extra] });
}
