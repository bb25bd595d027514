/**
 * The bounds an imported row is held to: those of the product and variant routes (spec 02 "Limits",
 * issue 11), in one place for the import. The admin routes' DTOs keep the same numbers.
 */
export const IMPORT_LIMITS = {
  nameMax: 255,
  slugMax: 260,
  skuMax: 64,
  variantNameMax: 255,
  shortDescriptionMax: 500,
  descriptionMax: 100_000,
  tags: 25,
  /** option names and values */
  optionTextMax: 60,
  optionValues: 100,
  variants: 100,
  /** prices are integer minor units, bigint-safe */
  moneyMax: Number.MAX_SAFE_INTEGER,
} as const;
