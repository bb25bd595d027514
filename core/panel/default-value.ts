import type { PropertyOptions } from 'adminjs';

/** Name of the default-value wrapper in AdminJS.UserComponents (see admin/components/browser/default-value.js). */
export const DEFAULT_VALUE_COMPONENT = 'DefaultValue';

/**
 * AdminJS property options that start a new record's form with `value` (e.g. "Is Visible" ticked when the
 * service's default is visible): the field is drawn by AdminJS's own component for its type.
 */
export function defaultValueProperty(value: unknown, base: PropertyOptions = {}): PropertyOptions {
  return {
    ...base,
    components: { ...base.components, edit: base.components?.edit ?? DEFAULT_VALUE_COMPONENT },
    custom: { ...base.custom, defaultValue: value },
  };
}
