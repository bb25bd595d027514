import type { ActionContext, ActionRequest, BaseRecord } from 'adminjs';
import { AppError } from '../../core/http/app-error.js';
import type { PanelRecordAction } from '../../core/panel/resource-spec.js';
import { ACTION_CONFIRM_COMPONENT } from '../components/action-confirm.js';
import type { ActionsBuild } from './actions.js';
import type { ResourceKit } from './kit.js';

/** The spec's record actions: a confirmation view (GET), then the service call (POST), its outcome as a notice. */
export function recordActions(kit: ResourceKit, { actions, custom }: ActionsBuild): void {
  const { flat } = kit.adminjs;
  for (const [name, def] of Object.entries(kit.spec.recordActions ?? {})) {
    custom[name] = def.permission;
    actions[name] = {
      actionType: 'record',
      label: def.label,
      icon: def.icon,
      showInDrawer: true,
      component: ACTION_CONFIRM_COMPONENT,
      custom: { confirm: def.confirm ?? null },
      isVisible: def.isVisible ? (ctx: ActionContext) => !!ctx.record && def.isVisible!(flat.unflatten(ctx.record.params)) : true,
      handler: recordActionHandler(kit, def),
    };
  }
}

/** The action's inputs for this record (fixed, or from its row as the panel shows it). */
async function fieldsOf(kit: ResourceKit, def: PanelRecordAction, record: BaseRecord) {
  if (!def.fields) return [];
  return typeof def.fields === 'function' ? def.fields(kit.adminjs.flat.unflatten(record.params)) : def.fields;
}

function recordActionHandler(kit: ResourceKit, def: PanelRecordAction) {
  const { ValidationError } = kit.adminjs;
  return async (request: ActionRequest, _response: unknown, ctx: ActionContext) => {
    const record = ctx.record as BaseRecord;
    // a GET only reads the record (the confirmation view, with the action's inputs): a link from elsewhere must not change anything
    if (request.method !== 'post') return { record: { ...record.toJSON(ctx.currentAdmin), actionFields: await fieldsOf(kit, def, record) } };
    const redirectUrl = ctx.h.recordActionUrl({ resourceId: kit.spec.id, recordId: String(record.id()), actionName: 'show' });
    let dto: object | undefined;
    try {
      if (def.form) dto = await kit.validated(def.form, (request.payload ?? {}) as Record<string, unknown>);
    } catch (e) {
      if (!(e instanceof ValidationError)) throw e;
      const problems = Object.values(e.propertyErrors).map((p) => p.message);
      return { record: record.toJSON(ctx.currentAdmin), notice: { message: problems.join('; ') || 'The values are not valid', type: 'error' } };
    }
    try {
      const row = await def.run(String(record.id()), dto);
      if (row) record.storeParams(kit.shown(row));
      return { record: record.toJSON(ctx.currentAdmin), notice: { message: def.successMessage, type: 'success' }, redirectUrl };
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      return { record: record.toJSON(ctx.currentAdmin), notice: { message: e.message, type: 'error' } };
    }
  };
}
