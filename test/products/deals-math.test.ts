import fc from 'fast-check';
import { applyDeals, dealBlock, discountPercentOf, savingOf, winningDeal, type DealCandidate } from '../../plugins/products/deals/deal-math.js';

const MAX = Number.MAX_SAFE_INTEGER; // 9007199254740991
const price = fc.oneof(fc.integer({ min: 0, max: MAX }), fc.constantFrom(0, 1, 9, 10_000, MAX, MAX - 1));
const bps = fc.integer({ min: 1, max: 9000 });

/** The reference: exact rational arithmetic on BigInt. */
const exactSaving = (p: number, b: number) => (BigInt(p) * BigInt(b)) / 10000n;

describe('deal math (property based)', () => {
  it('saving + effectivePrice = basePrice exactly, both whole and never negative, for every price up to 2^53 - 1', () => {
    fc.assert(
      fc.property(price, price, bps, (a, b, d) => {
        const [base, max] = a <= b ? [a, b] : [b, a];
        const block = dealBlock(base, max, d);
        expect(BigInt(block.saving) + BigInt(block.effectivePrice)).toBe(BigInt(base));
        expect(BigInt(block.saving)).toBe(exactSaving(base, d));
        for (const v of [block.saving, block.effectivePrice, block.effectiveMaxPrice]) {
          expect(Number.isSafeInteger(v)).toBe(true);
          expect(v).toBeGreaterThanOrEqual(0);
        }
        expect(block.effectivePrice).toBeLessThanOrEqual(block.effectiveMaxPrice);
        expect(BigInt(max) - BigInt(block.effectiveMaxPrice)).toBe(exactSaving(max, d));
      }),
      { numRuns: 2000 },
    );
  });

  it('is exact at 9007199254740991 where floating point is not', () => {
    // 9007199254740991 * 232 / 10000 = 208967022709990.99... -> 208967022709990; a float computation rounds up first
    expect(savingOf(MAX, 232)).toBe(208967022709990);
    expect(Math.floor((MAX * 232) / 10000)).toBe(208967022709991);
    expect(dealBlock(MAX, MAX, 232).effectivePrice).toBe(8798232232031001);
    expect(savingOf(MAX, 9000)).toBe(8106479329266891);
    expect(dealBlock(MAX, MAX, 9000)).toEqual({
      basePrice: MAX,
      saving: 8106479329266891,
      effectivePrice: 900719925474100,
      discountBps: 9000,
      effectiveMaxPrice: 900719925474100,
    });
    expect(dealBlock(MAX, MAX, 1).saving).toBe(900719925474);
    expect(dealBlock(0, 0, 9000)).toEqual({ basePrice: 0, saving: 0, effectivePrice: 0, discountBps: 9000, effectiveMaxPrice: 0 });
  });

  it('the winner has the largest saving; among equal savings the earliest created wins', () => {
    const candidate = fc.record({ id: fc.integer({ min: 1, max: 1_000_000 }).map(String), discountBps: bps, createdAt: fc.integer({ min: 0, max: 100 }) });
    fc.assert(
      fc.property(price, fc.uniqueArray(candidate, { minLength: 1, maxLength: 8, selector: (c) => c.id }), (p, deals: DealCandidate[]) => {
        const w = winningDeal(deals, p)!;
        const best = Math.max(...deals.map((d) => savingOf(p, d.discountBps)));
        expect(savingOf(p, w.discountBps)).toBe(best);
        const tied = deals.filter((d) => savingOf(p, d.discountBps) === best);
        const earliest = tied.reduce((a, b) => (b.createdAt < a.createdAt || (b.createdAt === a.createdAt && BigInt(b.id) < BigInt(a.id)) ? b : a));
        expect(w).toBe(earliest);
        // the order deals come in does not matter
        expect(winningDeal([...deals].reverse(), p)).toBe(earliest);
      }),
      { numRuns: 1000 },
    );
  });

  it('no deal: effectivePrice is the selling price and deal is null', () => {
    expect(applyDeals([], 1234)).toEqual({ effectivePrice: 1234, deal: null });
    const older = { id: '2', discountBps: 1000, createdAt: 1 };
    const newer = { id: '1', discountBps: 1500, createdAt: 2 };
    expect(applyDeals([newer, older], 10).deal?.discountBps).toBe(1000); // both save 1
    expect(applyDeals([older, newer], 100).deal?.discountBps).toBe(1500);
  });

  it('discountPercentage is floor(100 * discount / mrp) exactly (as the sort column computes it), 0 when mrp is 0', () => {
    fc.assert(
      fc.property(price, price, (a, b) => {
        const [sellingPrice, mrp] = a <= b ? [a, b] : [b, a];
        const exact = mrp === 0 ? 0n : (100n * (BigInt(mrp) - BigInt(sellingPrice))) / BigInt(mrp);
        expect(discountPercentOf(mrp, sellingPrice)).toBe(Number(exact));
      }),
    );
    // 100 * 990791918021509 / 9007199254740991 is 10.99...; in floating point it rounds up to 11
    expect(discountPercentOf(MAX, MAX - 990791918021509)).toBe(10);
    expect([discountPercentOf(0, 0), discountPercentOf(100, 100), discountPercentOf(100, 0), discountPercentOf(150000, 129900)]).toEqual([0, 0, 100, 13]);
  });
});
