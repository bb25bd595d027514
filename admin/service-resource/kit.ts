import type { PanelResourceSpec, PanelRow } from '../../core/panel/resource-spec.js';
import { fieldLabel } from '../../core/panel/field-label.js';
import { showAmounts } from '../../core/panel/money-field.js';
import { shownTables } from '../../core/panel/record-tables.js';
import type { FieldNaming } from '../field-errors.js';
import { serviceCaller } from './service-errors.js';
import { formValidator } from './form-input.js';

export type AdminJSModule = typeof import('adminjs');

/** What the builders of one spec's resource share: AdminJS, the spec, and its field naming, row display and write checks. */
export interface ResourceKit {
  adminjs: AdminJSModule;
  spec: PanelResourceSpec;
  naming: FieldNaming;
  /** A row as the panel shows it (amounts in rupees and percent, tables worded). */
  shown(row: PanelRow): PanelRow;
  /** The form's values as the write's DTO, validated; refusals are AdminJS validation errors beside their fields. */
  validated: ReturnType<typeof formValidator>;
  /** Runs a service call; a rule it refuses (AppError) becomes a validation error AdminJS shows. */
  serviceCall: ReturnType<typeof serviceCaller>;
}

/** A row as the panel shows it: amounts in rupees and percent, tables worded. */
function shownRow(spec: PanelResourceSpec, row: PanelRow): PanelRow {
  const out = showAmounts(spec.properties, row);
  for (const p of spec.properties) if ((p.table || p.sections) && p.path in out) out[p.path] = shownTables(p, out[p.path]);
  return out;
}

export function resourceKit(adminjs: AdminJSModule, spec: PanelResourceSpec): ResourceKit {
  const naming: FieldNaming = {
    labelOf: (path) => fieldLabel(spec.options, path),
    property: (path) => spec.properties.find((p) => p.path === path),
  };
  return {
    adminjs,
    spec,
    naming,
    shown: (row) => shownRow(spec, row),
    validated: formValidator(adminjs, spec, naming),
    serviceCall: serviceCaller(adminjs, spec, naming),
  };
}
