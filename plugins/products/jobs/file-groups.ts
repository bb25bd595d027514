import type { tabularJobs } from '../../catalog/index.js';
import { ProductRowError as R } from './errors.js';
import type { VariantFields } from './parse-row.js';

/** What the file says about one product across its rows. */
export interface ProductGroup {
  /** the product's first row: it states the product's columns */
  firstRow: number;
  /** fingerprint of the first row's product cells (null: all blank) */
  signature: string | null;
  optionNames: string[];
  /** per option, its values in order of first appearance */
  optionValues: string[][];
  /** the row marked isDefault, if any */
  defaultRow: number | null;
  /** option combinations seen (a product's first combination is kept alone until a second row comes) */
  firstCombo: string;
  combos?: Set<string>;
}

/**
 * The checks that need the whole file but not the database: a product's rows agree on its columns and
 * option names, repeat no option combination and mark one default at most; no SKU appears twice.
 * Kept small per product (the file may hold 50,000 of them).
 */
export class FileGroups {
  readonly groups = new Map<string, ProductGroup>();
  private readonly skus = new Map<string, number>();

  /** The row's product group; `first` when the row opens it. */
  open(slug: string, row: number, signature: string | null, variant: VariantFields): { group: ProductGroup; first: boolean } {
    const existing = this.groups.get(slug);
    if (existing) return { group: existing, first: false };
    const group: ProductGroup = {
      firstRow: row,
      signature,
      optionNames: variant.optionNames,
      optionValues: variant.optionNames.map(() => []),
      defaultRow: null,
      firstCombo: JSON.stringify(variant.optionValues),
    };
    this.groups.set(slug, group);
    return { group, first: true };
  }

  /** Checks a row against its product's earlier rows and the file's SKUs; records what later rows are checked against. */
  check(group: ProductGroup, first: boolean, signature: string | null, variant: VariantFields, r: tabularJobs.RowReader, row: number): void {
    if (!first && signature !== null && signature !== group.signature) {
      r.fail(null, R.PRODUCT_MISMATCH, `The product's columns differ from its first row (row ${group.firstRow}); repeat them or leave them blank`);
    }
    if (!first && JSON.stringify(variant.optionNames) !== JSON.stringify(group.optionNames)) {
      r.fail(
        'option1Name',
        R.OPTIONS_INVALID,
        `The option names differ from the product's first row (row ${group.firstRow}): ${group.optionNames.join(', ') || 'none'}`,
      );
    } else {
      this.addCombination(group, first, variant, r);
    }
    if (variant.isDefault) {
      if (group.defaultRow !== null) r.fail('isDefault', R.DEFAULT_DUPLICATE, `Row ${group.defaultRow} is already the product's default variant`);
      else group.defaultRow = row;
    }
    if (variant.sku !== null) {
      const key = variant.sku.toLowerCase();
      const seen = this.skus.get(key);
      if (seen !== undefined) r.fail('variantSku', R.SKU_DUPLICATE, `The SKU "${variant.sku}" is also on row ${seen}`);
      else this.skus.set(key, row);
    }
  }

  private addCombination(group: ProductGroup, first: boolean, variant: VariantFields, r: tabularJobs.RowReader): void {
    const combo = JSON.stringify(variant.optionValues);
    if (!first) {
      group.combos ??= new Set([group.firstCombo]);
      if (group.combos.has(combo)) {
        r.fail(
          'option1Value',
          R.OPTIONS_CONFLICT,
          group.optionNames.length ? 'Another row of the product has the same option values' : 'A product without options has one variant',
        );
        return;
      }
      group.combos.add(combo);
    }
    variant.optionValues.forEach((v, i) => {
      if (!group.optionValues[i].includes(v)) group.optionValues[i].push(v);
    });
  }
}
