import { CAPS, ICON_KEYS, RICH_TEXT_SERIALISED_FACTOR } from './limits.js';

/*
 * Small JSON-schema fragments the section schemas are built from. Custom formats and keywords
 * (link-url, image-url, notBlank, serializedMaxLength) are registered by payload-validator.ts.
 */

export type Schema = Record<string, unknown>;

/** A non-blank string of at most max characters (an empty string is refused, also for optional fields). */
export const text = (max: number): Schema => ({ type: 'string', minLength: 1, maxLength: max, notBlank: true });

/** Absolute http(s) URL or a site-relative URL starting with one `/`. */
export const linkUrl = (): Schema => ({ type: 'string', maxLength: CAPS.url, format: 'link-url' });

/** Site-relative path, or an absolute URL on one of the configured asset origins. */
export const imageUrl = (): Schema => ({ type: 'string', maxLength: CAPS.url, format: 'image-url' });

export const iconKey = (): Schema => ({ type: 'string', enum: [...ICON_KEYS] });

export const RICH_TEXT_ID = 'https://bazaar.local/schemas/content/rich-text.json';

/** A rich-text document (type doc, non-empty content) whose serialised JSON is at most maxChars x 12. */
export const richText = (maxChars: number): Schema => ({
  allOf: [{ $ref: RICH_TEXT_ID }],
  serializedMaxLength: maxChars * RICH_TEXT_SERIALISED_FACTOR,
});

/** An object with exactly these properties (required ones listed). */
export const object = (properties: Record<string, Schema>, required: string[] = [], extra: Schema = {}): Schema => ({
  type: 'object',
  additionalProperties: false,
  properties,
  required,
  ...extra,
});

/** A collection: at least one item (absent when there is nothing), at most max. */
export const list = (items: Schema, max: number, extra: Schema = {}): Schema => ({ type: 'array', minItems: 1, maxItems: max, items, ...extra });

/** A call to action: button label and where it goes. */
export const cta = (): Schema => object({ label: text(CAPS.label), url: linkUrl() }, ['label', 'url']);

/** A text link (navigation menus, legal links). */
export const link = (): Schema => object({ label: text(CAPS.label), url: linkUrl() }, ['label', 'url']);

/** Image URL with its alternative text. */
export const image = (): Schema => object({ url: imageUrl(), alt: text(CAPS.alt) }, ['url']);
