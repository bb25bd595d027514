import type { PanelResourceSpec } from '../../core/panel/resource-spec.js';
import type { ActionsBuild } from './actions.js';

/** AdminJS's new, edit and delete actions: closed where the spec has no such write; a typed password never echoed back. */
export function writeActions(spec: PanelResourceSpec, { actions }: ActionsBuild): void {
  if (!spec.create) actions.new = { ...actions.new, isAccessible: false };
  if (!spec.update) actions.edit = { ...actions.edit, isAccessible: false };
  if (!spec.remove) {
    actions.delete = { ...actions.delete, isAccessible: false };
    actions.bulkDelete = { ...actions.bulkDelete, isAccessible: false };
  }
  stripSecrets(spec, actions);
}

/** The submitted form is echoed back in the action's answer: never a typed password. */
function stripSecrets(spec: PanelResourceSpec, actions: ActionsBuild['actions']): void {
  const secrets = spec.properties.filter((p) => p.type === 'password').map((p) => p.path);
  if (!secrets.length) return;
  const strip = async (response: any) => {
    for (const path of secrets) if (response?.record?.params) delete response.record.params[path];
    return response;
  };
  for (const name of ['new', 'edit']) {
    const after = actions[name]?.after;
    actions[name] = { ...actions[name], after: [...(after ? [after].flat() : []), strip] };
  }
}
