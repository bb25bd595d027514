import { invalidField } from '../../core/http/app-error.js';
import type { ProductOption } from './entities/product.entity.js';
import { ProductErrors as E } from './errors.js';

/** The canonical key of an option combination (option names in the product's order). */
export function comboKey(options: Record<string, string>, productOptions: ProductOption[]): string {
  return JSON.stringify(productOptions.map((o) => options[o.name] ?? null));
}

/**
 * A variant's options must name every option of the product, each with one of its values, and nothing else
 * (400 VALIDATION_FAILED). Returns them in the product's option order.
 */
export function checkVariantOptions(options: Record<string, unknown>, productOptions: ProductOption[]): Record<string, string> {
  const given = Object.keys(options);
  const names = productOptions.map((o) => o.name);
  const unknown = given.find((k) => !names.includes(k));
  if (unknown !== undefined) throw invalidField('options', `the product has no option "${unknown}" (options: ${names.join(', ') || 'none'})`);
  const out: Record<string, string> = {};
  for (const o of productOptions) {
    const value = options[o.name];
    if (typeof value !== 'string') throw invalidField('options', `options.${o.name} is required and must be one of: ${o.values.join(', ')}`);
    if (!o.values.includes(value)) throw invalidField('options', `options.${o.name} must be one of: ${o.values.join(', ')}`);
    out[o.name] = value;
  }
  return out;
}

/** "Black / 256 GB": the option values in the product's order; null without options. */
export function variantNameOf(options: Record<string, string>, productOptions: ProductOption[]): string | null {
  return productOptions.length ? productOptions.map((o) => options[o.name]).join(' / ') : null;
}

/** 409 PRODUCT_VARIANT_OPTIONS_CONFLICT when two live variants would share a combination. */
export function assertUniqueCombos(combos: Array<Record<string, string>>, productOptions: ProductOption[]): void {
  const seen = new Set<string>();
  for (const c of combos) {
    const k = comboKey(c, productOptions);
    if (seen.has(k)) throw E.PRODUCT_VARIANT_OPTIONS_CONFLICT();
    seen.add(k);
  }
}

/** Option names unique (any case), values trimmed and unique per option (400 VALIDATION_FAILED). */
export function normaliseOptions(options: ProductOption[]): ProductOption[] {
  const names = new Set<string>();
  return options.map((o, i) => {
    const name = o.name.trim();
    if (names.has(name.toLowerCase())) throw invalidField(`options[${i}].name`, `option names must be unique ("${name}" repeats)`);
    names.add(name.toLowerCase());
    const values = o.values.map((v) => v.trim());
    if (values.some((v) => v === '')) throw invalidField(`options[${i}].values`, 'option values must not be blank');
    if (new Set(values).size !== values.length) throw invalidField(`options[${i}].values`, 'option values must be unique');
    return { name, values };
  });
}
