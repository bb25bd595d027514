/** Content caps of spec 01 "Limits", and the caps we chose where the spec is silent (see the decisions notes). */
export const CAPS = {
  label: 60,
  heading: 110,
  description: 320,
  cardTitle: 60,
  cardDescription: 220,
  /** image alternative text */
  alt: 160,
  url: 2048,
  /** one paragraph / bullet of a `document` section */
  paragraph: 2000,
  bullet: 500,
  question: 200,
  statValue: 20,
  copyright: 160,
  address: 320,
  phone: 32,
} as const;

/** Spec: "the serialised length [of a rich-text document] is capped at maxChars x 12". */
export const RICH_TEXT_SERIALISED_FACTOR = 12;

/** The fifteen icon keys a storefront ships glyphs for (why_choose and trust_strip iconKey, how_it_works icon). */
export const ICON_KEYS = [
  'truck',
  'package',
  'credit-card',
  'wallet',
  'shield-check',
  'lock',
  'refresh',
  'headset',
  'clock',
  'tag',
  'gift',
  'star',
  'heart',
  'map-pin',
  'badge-check',
] as const;

export const SOCIAL_PLATFORMS = ['facebook', 'instagram', 'x', 'youtube', 'tiktok', 'linkedin', 'pinterest', 'whatsapp'] as const;
