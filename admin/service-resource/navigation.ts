import type { ResourceOptions } from 'adminjs';
import type { PanelResourceSpec } from '../../core/panel/resource-spec.js';
import { can } from '../current-admin.js';

/** AdminJS names an action by its translation: the labels of the spec's own actions, unless translations give one. */
export function actionLabels(spec: PanelResourceSpec): ResourceOptions['translations'] {
  const translations: Record<string, any> = { ...spec.options?.translations };
  const labels: Record<string, string> = {};
  for (const group of [spec.recordActions, spec.bulkActions, spec.resourceLinks, spec.views, spec.recordViews]) {
    for (const [name, def] of Object.entries(group ?? {})) if (def.label) labels[name] = def.label;
  }
  if (!Object.keys(labels).length) return spec.options?.translations;
  const en = translations.en ?? {};
  translations.en = { ...en, actions: { ...labels, ...en.actions } };
  return translations;
}

/** The menu entry opens the spec's default view, for admins who may open it (none: no entry, as without the list). */
export function homePage(spec: PanelResourceSpec): Pick<ResourceOptions, 'href'> {
  const home = Object.entries(spec.views ?? {}).find(([, v]) => v.isDefault);
  if (!home) return {};
  const [name, view] = home;
  return {
    href: ({ h, currentAdmin }) =>
      (can(currentAdmin, `${spec.module}_${view.permission}`) ? h.resourceActionUrl({ resourceId: spec.id, actionName: name }) : null) as string,
  };
}
