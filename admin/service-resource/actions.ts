import type { PanelPermission } from '../../core/panel/resource-spec.js';

/**
 * The resource's actions as they are built: AdminJS action options by name, and the permission each custom action
 * needs (gateOptions gates the built-in ones by their own).
 */
export interface ActionsBuild {
  actions: Record<string, any>;
  custom: Record<string, PanelPermission>;
}
