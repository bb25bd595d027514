import type { BaseProperty, ResourceOptions } from 'adminjs';
import { defaultValueProperty } from '../../core/panel/default-value.js';
import { enumProperty } from '../../core/panel/enum-field.js';
import { fileUploadProperty } from '../../core/panel/file-field.js';
import { imageUploadProperty } from '../../core/panel/image-field.js';
import { localTimeProperty } from '../../core/panel/local-time.js';
import { isAmount, showAmount } from '../../core/panel/money-field.js';
import { recordTablesProperty } from '../../core/panel/record-tables.js';
import type { PanelProperty, PanelResourceSpec } from '../../core/panel/resource-spec.js';
import { schemaFormProperty } from '../../core/panel/schema-field.js';
import { thumbnailProperty } from '../../core/panel/thumbnail-field.js';
import type { AdminJSModule } from './kit.js';

/** The AdminJS properties of a spec, in its order (a property's position defaults to its index). */
export function specProperties(adminjs: AdminJSModule, spec: PanelResourceSpec): BaseProperty[] {
  class SpecProperty extends adminjs.BaseProperty {
    constructor(
      private readonly def: PanelProperty,
      index: number,
    ) {
      super({ path: def.path, type: def.type ?? 'string', isId: def.isId, isSortable: def.isSortable ?? false, position: def.position ?? index });
    }
    override isTitle() {
      return this.def.isTitle ?? super.isTitle();
    }
    override isEditable() {
      return this.def.isEditable ?? !this.def.isId;
    }
    override isArray() {
      return this.def.isArray ?? false;
    }
    override reference() {
      return this.def.reference ?? null;
    }
    override availableValues() {
      return this.def.availableValues ?? null;
    }
    override type() {
      if (isAmount(this.def) || this.def.table || this.def.sections) return 'string';
      return this.def.reference ? 'reference' : super.type();
    }
  }
  return spec.properties.map((p, i) => new SpecProperty(p, i));
}

/**
 * AdminJS property options of the spec: image upload field on `image` properties, badges and labels on enums, instants
 * in Kathmandu (filtered by Kathmandu days), tables drawn on the record's page.
 */
export function propertyOptions(spec: PanelResourceSpec): ResourceOptions['properties'] {
  const out: NonNullable<ResourceOptions['properties']> = { ...spec.options?.properties };
  for (const p of spec.properties) {
    if (p.type === 'datetime') out[p.path] = localTimeProperty(out[p.path]);
    if (p.table || p.sections) out[p.path] = recordTablesProperty(out[p.path]);
    if (p.availableValues) out[p.path] = enumProperty(p.availableValues, p, out[p.path]);
    if (p.image) out[p.path] = imageUploadProperty(p.image === true ? {} : p.image, out[p.path]);
    if (p.file) out[p.path] = fileUploadProperty(p.file === true ? {} : p.file, out[p.path]);
    if (p.schema) out[p.path] = schemaFormProperty(p.schema, out[p.path]);
    if (p.thumbnail) out[p.path] = thumbnailProperty(p.thumbnail === true ? {} : p.thumbnail, out[p.path]);
    if (p.defaultValue !== undefined) out[p.path] = defaultValueProperty(showAmount(p, p.defaultValue), out[p.path]);
  }
  return out;
}
