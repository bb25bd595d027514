import 'reflect-metadata';
import fc from 'fast-check';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { compileReadyRead } from '../../core/http/ready-read.js';
import {
  LIST_READY_QUERY,
  ProductSearchQuery,
  readyQueryValues,
  SEARCH_READY_QUERY,
  StorefrontProductListQuery,
} from '../../plugins/products/storefront/storefront.dto.js';

// The ready-read validator of list and search (a precompiled ajv schema) must never take a query the route's DTO
// refuses, and must read every query it takes as the DTO does: a cached answer is found under the key the route
// stores it under, and every 400 stays the route's own.

/** What routing-controllers does with @QueryParams: strings of number/boolean/array properties normalised, then transform and validate. */
async function throughDto(type: new () => object, raw: Record<string, unknown>): Promise<Record<string, unknown> | null> {
  const value: Record<string, unknown> = { ...raw };
  for (const [key, v] of Object.entries(value)) {
    if (typeof v !== 'string') continue;
    const kind = (Reflect.getMetadata('design:type', type.prototype, key) as Function | undefined)?.name.toLowerCase();
    if (kind === 'number') {
      if (v === '' || Number.isNaN(+v)) return null;
      value[key] = +v;
    } else if (kind === 'boolean') {
      if (v === 'true' || v === '1' || v === '') value[key] = true;
      else if (v === 'false' || v === '0') value[key] = false;
      else return null;
    } else if (kind === 'array') value[key] = [v];
  }
  const instance = plainToInstance(type, value);
  const errors = await validate(instance, { whitelist: true, forbidNonWhitelisted: true, forbidUnknownValues: true });
  if (errors.length) return null;
  return Object.fromEntries(Object.entries(instance).filter(([, v]) => v !== undefined));
}

const FIELDS = [
  'cursor',
  'limit',
  'categorySlug',
  'brandSlug',
  'seriesSlug',
  'tags',
  'stockStatus',
  'minPrice',
  'maxPrice',
  'onSale',
  'featured',
  'q',
  'sort',
  'color',
];
const TEXTS = [
  '',
  ' ',
  '0',
  '1',
  '05',
  '20',
  '100',
  '101',
  '1e2',
  '-1',
  '2.5',
  '0x10',
  '9007199254740991',
  '999999999999999',
  'true',
  'false',
  'maybe',
  'phones',
  'Bad_Slug',
  'a-b',
  'a--b',
  'a,b',
  'a, b',
  'a,',
  ' x',
  'x ',
  'x y',
  '\uFE0F',
  'a\uFE0F',
  'नेपाल',
  'newest',
  'relevance',
  'priceAsc',
  'in_stock',
  'in_stock,pre_order',
  'x'.repeat(100),
  'x'.repeat(101),
];
const value = fc.oneof(fc.constantFrom(...TEXTS), fc.string({ maxLength: 8 }), fc.array(fc.constantFrom('a', 'b', '1'), { minLength: 1, maxLength: 2 }));
const query = fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 4 });

describe.each([
  ['list', LIST_READY_QUERY, StorefrontProductListQuery],
  ['search', SEARCH_READY_QUERY, ProductSearchQuery],
] as const)('the %s ready-read validator', (_name, schema, dto) => {
  const { valid } = compileReadyRead({ query: schema, answer: () => undefined });

  it('takes only what the DTO takes, with the same values', async () => {
    let taken = 0;
    await fc.assert(
      fc.asyncProperty(query, async (raw) => {
        if (!valid(raw)) return;
        taken++;
        const viaDto = await throughDto(dto, raw);
        expect(viaDto).not.toBeNull();
        expect(readyQueryValues(raw)).toEqual(viaDto);
      }),
      { numRuns: 3000 },
    );
    expect(taken).toBeGreaterThan(100);
  });

  it('takes the plain spellings of every field', () => {
    expect(
      valid({
        cursor: 'abc',
        limit: '20',
        categorySlug: 'phones',
        tags: 'a,b-c',
        stockStatus: 'in_stock,pre_order',
        minPrice: '0',
        maxPrice: '500',
        onSale: '1',
        q: 'red kettle',
        sort: 'newest',
      }),
    ).toBe(true);
    for (const bad of [{ limit: '0' }, { limit: '101' }, { q: ' x' }, { q: '\uFE0F' }, { tags: ['a'] }, { color: 'red' }, { limit: ['1', '2'] }])
      expect(valid(bad)).toBe(false);
  });
});
