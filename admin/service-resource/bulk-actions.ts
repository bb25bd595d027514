import type { ActionContext, ActionRequest, BaseRecord } from 'adminjs';
import { AppError } from '../../core/http/app-error.js';
import type { PanelBulkResult, PanelResourceSpec } from '../../core/panel/resource-spec.js';
import { ACTION_CONFIRM_COMPONENT } from '../components/action-confirm.js';
import type { ActionsBuild } from './actions.js';

/** "2 restored, 1 failed: Shoes (CATEGORY_PARENT_DELETED)": the counts, then the first failures by title. */
export function bulkNotice(result: PanelBulkResult, done: string, titles: Map<string, string> = new Map()): { message: string; type: 'success' | 'error' } {
  const { succeeded, failures } = result;
  if (!failures.length) return { message: `${succeeded.length} ${done}`, type: 'success' };
  const shown = failures.slice(0, 5).map((f) => `${titles.get(f.publicId) ?? f.publicId} (${f.errorCode})`);
  const more = failures.length > shown.length ? `, and ${failures.length - shown.length} more` : '';
  return { message: `${succeeded.length} ${done}, ${failures.length} failed: ${shown.join(', ')}${more}`, type: 'error' };
}

/** A bulk action's handler: the selection (GET, the confirmation view), then the bulk service (POST) and its counts. */
function bulkHandler(spec: PanelResourceSpec, run: (ids: string[]) => Promise<PanelBulkResult>, done: string) {
  return async (request: ActionRequest, _response: unknown, ctx: ActionContext) => {
    const records = (ctx.records ?? []) as BaseRecord[];
    const json = () => records.map((r) => r.toJSON(ctx.currentAdmin));
    // a GET only shows the selection (the confirmation view); the action runs on POST
    if (request.method !== 'post') return { records: json() };
    // the ids as selected: one that no longer exists is reported by the service as a failure
    const asked = String(request.query?.recordIds ?? '')
      .split(',')
      .filter(Boolean);
    const ids = asked.length ? asked : records.map((r) => String(r.id()));
    const titles = new Map(records.map((r) => [String(r.id()), r.title()]));
    try {
      const result = await run(ids);
      return {
        records: json(),
        notice: bulkNotice(result, done, titles),
        redirectUrl: ctx.h.resourceUrl({ resourceId: spec.id }),
      };
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      return { records: json(), notice: { message: e.message, type: 'error' } };
    }
  };
}

/** The spec's bulk actions on the records selected in the list. */
export function bulkActions(spec: PanelResourceSpec, { actions, custom }: ActionsBuild): void {
  for (const [name, def] of Object.entries(spec.bulkActions ?? {})) {
    custom[name] = def.permission;
    actions[name] = {
      ...actions[name],
      actionType: 'bulk',
      label: def.label,
      icon: def.icon,
      variant: def.variant ?? 'default',
      showInDrawer: true,
      component: ACTION_CONFIRM_COMPONENT,
      handler: bulkHandler(spec, def.run, def.done),
    };
  }
}

/** AdminJS's bulk delete through the spec's bulk service, when it has one (per-item failures reported). */
export function bulkRemoveAction(spec: PanelResourceSpec, { actions }: ActionsBuild): void {
  if (spec.bulkRemove) actions.bulkDelete = { ...actions.bulkDelete, handler: bulkHandler(spec, spec.bulkRemove, 'deleted') };
}
