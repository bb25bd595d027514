import type { PropertyOptions } from 'adminjs';
import { enumPresentation, type Tone } from './labels.js';

/** Name of the enum value badge in AdminJS.UserComponents (see admin/components/browser/enum-badge.js). */
export const ENUM_BADGE_COMPONENT = 'EnumBadge';

/**
 * AdminJS property options of an enum property: readable labels in the form's and the filter's select
 * (`brand_series` -> "Brand series"), and a coloured badge in lists and on the record's page.
 */
export function enumProperty(
  values: readonly string[],
  own: { labels?: Record<string, string>; tones?: Record<string, Tone> } = {},
  base: PropertyOptions = {},
): PropertyOptions {
  const { labels, tones } = enumPresentation(values, own.labels, own.tones);
  return {
    ...base,
    availableValues: values.map((value) => ({ value, label: labels[value]! })),
    components: { ...base.components, list: ENUM_BADGE_COMPONENT, show: ENUM_BADGE_COMPONENT },
    custom: { ...base.custom, enum: { labels, tones } },
  };
}
