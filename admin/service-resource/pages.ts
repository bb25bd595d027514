import type { ActionContext, ActionRequest, BaseRecord } from 'adminjs';
import { AppError } from '../../core/http/app-error.js';
import type { PanelRecordView, PanelResourceSpec } from '../../core/panel/resource-spec.js';
import type { ActionsBuild } from './actions.js';
import type { ResourceKit } from './kit.js';

/** The spec's resource links: buttons on the list that open another resource's action. */
export function resourceLinks(spec: PanelResourceSpec, { actions, custom }: ActionsBuild): void {
  for (const [name, def] of Object.entries(spec.resourceLinks ?? {})) {
    custom[name] = def.permission;
    actions[name] = {
      ...actions[name],
      actionType: 'resource',
      label: def.label,
      icon: def.icon,
      component: false,
      handler: async (_request: ActionRequest, _response: unknown, ctx: ActionContext) => ({
        redirectUrl: ctx.h.resourceActionUrl({ resourceId: def.to.resourceId, actionName: def.to.action }),
      }),
    };
  }
}

/** A page reads only: its changes go through record actions. */
function refuseWrites(kit: ResourceKit, request: ActionRequest): void {
  if (request.method !== 'get') throw new kit.adminjs.ValidationError({}, { message: 'This page only reads', type: 'METHOD_NOT_ALLOWED' });
}

/** The spec's pages of the whole resource (e.g. a tree): their component reads `load()` through a GET. */
export function resourceViews(kit: ResourceKit, { actions, custom }: ActionsBuild): void {
  for (const [name, def] of Object.entries(kit.spec.views ?? {})) {
    custom[name] = def.permission;
    actions[name] = {
      ...actions[name],
      actionType: 'resource',
      label: def.label,
      icon: def.icon,
      component: def.component,
      showInDrawer: false,
      handler: async (request: ActionRequest) => {
        refuseWrites(kit, request);
        return { data: await def.load() };
      },
    };
  }
}

/** The spec's read-only pages of one record (e.g. a banner's statistics), among the record's actions. */
export function recordViews(kit: ResourceKit, { actions, custom }: ActionsBuild): void {
  const { flat } = kit.adminjs;
  for (const [name, def] of Object.entries(kit.spec.recordViews ?? {})) {
    custom[name] = def.permission;
    actions[name] = {
      ...actions[name],
      actionType: 'record',
      label: def.label,
      icon: def.icon,
      component: def.component,
      showInDrawer: false,
      hideActionHeader: def.ownHeader ?? false,
      isVisible: def.isVisible ? (ctx: ActionContext) => !!ctx.record && def.isVisible!(flat.unflatten(ctx.record.params)) : true,
      handler: recordViewHandler(kit, def),
    };
  }
}

function recordViewHandler(kit: ResourceKit, def: PanelRecordView) {
  return async (request: ActionRequest, _response: unknown, ctx: ActionContext) => {
    refuseWrites(kit, request);
    const record = ctx.record as BaseRecord;
    const query = Object.fromEntries(Object.entries(request.query ?? {}).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
    try {
      return { record: record.toJSON(ctx.currentAdmin), data: await def.load(String(record.id()), query) };
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      return { record: record.toJSON(ctx.currentAdmin), data: null, notice: { message: e.message, type: 'error' } };
    }
  };
}
