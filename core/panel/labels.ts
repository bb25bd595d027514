/*
 * How the panel words and colours enum values: `brand_series` reads "Brand series", and a status has a tone
 * (green done, red failed, blue running, grey waiting, amber stopped by someone). The browser side is
 * admin/components/browser/enum-badge.js; a property may override both (PanelProperty.labels/tones).
 */

export type Tone = 'green' | 'red' | 'blue' | 'grey' | 'amber';

/** `brand_series` -> "Brand series", `index,follow` -> "Index, follow", `CSV` stays. */
export function enumLabel(value: string): string {
  const words = value
    .replace(/[_-]+/g, ' ')
    .replace(/,(?=\S)/g, ', ')
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** `Categories_READ` -> "Categories: read", `BrandSeries_UPDATE` -> "Brand series: update" (a permission `Module_ACTION`). */
export function permissionLabel(name: string): string {
  const cut = name.lastIndexOf('_');
  if (cut <= 0) return enumLabel(name);
  const module = name
    .slice(0, cut)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ');
  const words = module.charAt(0) + module.slice(1).toLowerCase();
  return `${words}: ${name
    .slice(cut + 1)
    .toLowerCase()
    .replace(/_/g, ' ')}`;
}

/** The labels of permission names, as PanelProperty.labels takes them. */
export function permissionLabels(names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((n) => [n, permissionLabel(n)]));
}

/** The tone of the values every area uses alike; other values are grey. */
const COMMON_TONES: Record<string, Tone> = {
  completed: 'green',
  done: 'green',
  published: 'green',
  active: 'green',
  succeeded: 'green',
  paid: 'green',
  failed: 'red',
  dead: 'red',
  banned: 'red',
  error: 'red',
  deleted: 'red',
  processing: 'blue',
  running: 'blue',
  in_progress: 'blue',
  queued: 'grey',
  pending: 'grey',
  draft: 'grey',
  scheduled: 'grey',
  cancelled: 'amber',
  canceled: 'amber',
  skipped: 'amber',
  pending_deletion: 'amber',
};

export function toneOf(value: string, own: Record<string, Tone> = {}): Tone {
  return own[value] ?? COMMON_TONES[value] ?? 'grey';
}

/** Labels and tones of an enum's values, as the browser component takes them. */
export function enumPresentation(values: readonly string[], labels: Record<string, string> = {}, tones: Record<string, Tone> = {}) {
  return {
    labels: Object.fromEntries(values.map((v) => [v, labels[v] ?? enumLabel(v)])),
    tones: Object.fromEntries(values.map((v) => [v, toneOf(v, tones)])),
  };
}
