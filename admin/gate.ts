import type { ActionContext, ResourceOptions } from 'adminjs';
import type { PermissionAction } from '../core/plugin.js';
import type { PanelPermission } from '../core/panel/resource-spec.js';
import { can } from './current-admin.js';

/** The permission action each built-in AdminJS action needs. */
export const BUILT_IN_ACTIONS: Record<string, PermissionAction> = {
  list: 'READ',
  show: 'READ',
  search: 'READ',
  new: 'CREATE',
  edit: 'UPDATE',
  delete: 'DELETE',
  bulkDelete: 'DELETE',
};

type Check = boolean | ((context: ActionContext) => boolean) | undefined;

const holds = (check: Check, context: ActionContext) => (check === undefined ? true : typeof check === 'function' ? check(context) : check);

/** the permission each gate function checks (AdminJS copies actions' options, but keeps their functions) */
const REQUIRED_BY = new WeakMap<object, string>();

/**
 * Sets isAccessible and isVisible of every built-in action and of the given custom actions from
 * `Module_ACTION` permissions (a superadmin passes), on top of any condition already there. Without
 * Module_READ the list action is unavailable, so AdminJS leaves the resource out of the navigation.
 * A custom action must say which permission it needs: none is given by default (an action of the module, or a
 * whole permission of another module, e.g. a record's statistics gated by BannerAnalytics_READ).
 */
export function gateOptions(module: string, options: ResourceOptions = {}, custom: Record<string, PanelPermission> = {}): ResourceOptions {
  const actions: Record<string, any> = { ...(options.actions ?? {}) };
  for (const name of Object.keys(actions)) {
    if (!(name in BUILT_IN_ACTIONS) && !(name in custom)) {
      throw new Error(`Admin resource action "${name}" of module ${module} needs a permission: pass it to gateOptions`);
    }
  }
  const required: Record<string, PanelPermission> = { ...BUILT_IN_ACTIONS, ...custom };
  for (const [name, action] of Object.entries(required)) {
    const permission = action.includes('_') ? action : `${module}_${action}`;
    const current = actions[name] ?? {};
    // AdminJS's search serves the pickers and is no button of its own (without this it shows as "Search" on every resource)
    const visible: Check = current.isVisible ?? (name === 'search' ? false : undefined);
    const accessible: Check = current.isAccessible;
    const isAccessible = (ctx: ActionContext) => can(ctx.currentAdmin, permission) && holds(accessible, ctx);
    REQUIRED_BY.set(isAccessible, permission);
    actions[name] = {
      ...current,
      isAccessible,
      isVisible: (ctx: ActionContext) => can(ctx.currentAdmin, permission) && holds(visible, ctx) && holds(accessible, ctx),
    };
  }
  return { ...options, actions };
}

/** The permission that reading a gated resource's records needs (its list action's): from the options AdminJS decorated it with. */
export function readPermissionOf(options: ResourceOptions | undefined): string | undefined {
  const gate = options?.actions?.list?.isAccessible;
  return typeof gate === 'function' ? REQUIRED_BY.get(gate) : undefined;
}
