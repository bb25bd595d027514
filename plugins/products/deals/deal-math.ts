/** basis points in a whole: 2000 bps = 20% */
const WHOLE_BPS = 10_000n;

/** The `deal` block of a price (issue 11): saving + effectivePrice = basePrice exactly. */
export interface DealBlock {
  basePrice: number;
  effectivePrice: number;
  saving: number;
  discountBps: number;
  effectiveMaxPrice: number;
}

/** A live deal that covers a product: what choosing the winner needs. */
export interface DealCandidate {
  /** internal id: the final tie breaker (ids follow creation order) */
  id: string;
  discountBps: number;
  /** epoch ms */
  createdAt: number;
}

/** floor(price * bps / 10000), exact for every price up to 2^53 - 1 (BigInt: the product exceeds 2^53). */
export function savingOf(price: number, discountBps: number): number {
  return Number((BigInt(price) * BigInt(discountBps)) / WHOLE_BPS);
}

/** floor(100 * (mrp - sellingPrice) / mrp), 0 when mrp is 0: exact like the database's generated column (a float product loses digits past 2^53). */
export function discountPercentOf(mrp: number, sellingPrice: number): number {
  if (mrp === 0) return 0;
  return Number((100n * (BigInt(mrp) - BigInt(sellingPrice))) / BigInt(mrp));
}

export function dealBlock(basePrice: number, maxPrice: number, discountBps: number): DealBlock {
  const saving = savingOf(basePrice, discountBps);
  return {
    basePrice,
    effectivePrice: basePrice - saving,
    saving,
    discountBps,
    effectiveMaxPrice: maxPrice - savingOf(maxPrice, discountBps),
  };
}

/** Earliest created first: by creation instant, then by id (a serial, so creation order within one ms). */
function createdBefore(a: DealCandidate, b: DealCandidate): boolean {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt;
  return BigInt(a.id) < BigInt(b.id);
}

/** The deal with the largest saving on `price`; ties go to the earliest created. Null when none covers it. */
export function winningDeal<D extends DealCandidate>(candidates: readonly D[], price: number): D | null {
  let best: D | null = null;
  let bestSaving = -1;
  for (const d of candidates) {
    const saving = savingOf(price, d.discountBps);
    if (saving > bestSaving || (saving === bestSaving && best && createdBefore(d, best))) {
      best = d;
      bestSaving = saving;
    }
  }
  return best;
}

/** The card/variant pricing of a base price under its winning deal: effectivePrice and the deal block (or null). */
export function applyDeals(candidates: readonly DealCandidate[], basePrice: number, maxPrice = basePrice): { effectivePrice: number; deal: DealBlock | null } {
  const winner = winningDeal(candidates, basePrice);
  if (!winner) return { effectivePrice: basePrice, deal: null };
  const deal = dealBlock(basePrice, maxPrice, winner.discountBps);
  return { effectivePrice: deal.effectivePrice, deal };
}
