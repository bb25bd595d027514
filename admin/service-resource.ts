import type { ResourceOptions, ResourceWithOptions } from 'adminjs';
import type { PanelResourceSpec } from '../core/panel/resource-spec.js';
import { gateOptions } from './gate.js';
import type { ActionsBuild } from './service-resource/actions.js';
import { bulkActions, bulkRemoveAction } from './service-resource/bulk-actions.js';
import { resourceKit, type AdminJSModule } from './service-resource/kit.js';
import { csvExportAction, listToolsOptions } from './service-resource/list-tools.js';
import { actionLabels, homePage } from './service-resource/navigation.js';
import { recordViews, resourceLinks, resourceViews } from './service-resource/pages.js';
import { propertyOptions } from './service-resource/properties.js';
import { recordActions } from './service-resource/record-actions.js';
import { specResource } from './service-resource/resource.js';
import { writeActions } from './service-resource/write-actions.js';

export { bulkNotice } from './service-resource/bulk-actions.js';

/**
 * Builds the AdminJS resource for a spec. Records are keyed by public id; writes are validated with
 * the route DTOs and run through the plugin's services; service errors come back as notices.
 * The builders in service-resource/ each add one kind of action, in this order (a later one sees the earlier ones').
 */
export function buildServiceResource(adminjs: AdminJSModule, spec: PanelResourceSpec): ResourceWithOptions {
  const kit = resourceKit(adminjs, spec);
  const build: ActionsBuild = { actions: { ...(spec.options?.actions ?? {}) }, custom: {} };
  writeActions(spec, build);
  recordActions(kit, build);
  bulkActions(spec, build);
  resourceLinks(spec, build);
  resourceViews(kit, build);
  recordViews(kit, build);
  csvExportAction(kit, build);
  bulkRemoveAction(spec, build);

  const options: ResourceOptions = listToolsOptions(spec, {
    ...spec.options,
    id: spec.id,
    actions: build.actions,
    properties: propertyOptions(spec),
    translations: actionLabels(spec),
    ...homePage(spec),
  });
  return { resource: specResource(kit), options: gateOptions(spec.module, options, build.custom) };
}
