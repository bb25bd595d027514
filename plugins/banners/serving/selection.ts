/** What steps 4 and 5 of the serving algorithm order and pick. */
export interface Candidate {
  assignmentId: string;
  bannerPublicId: string;
  displayOrder: number;
  weight: number;
  isFallback: boolean;
  fallbackPriority: number | null;
  campaignPriority: number;
  bannerPriority: number;
}

export interface PlacementSlots {
  maxBanners: number;
  allowPartialRender: boolean;
}

const byId = (a: Candidate, b: Candidate) => Number(BigInt(a.assignmentId) - BigInt(b.assignmentId));
// the spec's order first; the ties (not set by the spec) by campaign then banner priority, then the oldest assignment
const tieBreak = (a: Candidate, b: Candidate) => b.campaignPriority - a.campaignPriority || b.bannerPriority - a.bannerPriority || byId(a, b);
const primaryOrder = (a: Candidate, b: Candidate) => a.displayOrder - b.displayOrder || b.weight - a.weight || tieBreak(a, b);
const fallbackOrder = (a: Candidate, b: Candidate) =>
  (a.fallbackPriority ?? Number.MAX_SAFE_INTEGER) - (b.fallbackPriority ?? Number.MAX_SAFE_INTEGER) || primaryOrder(a, b);

/**
 * Steps 4-5: primaries by displayOrder ascending then weight descending up to maxBanners; remaining slots
 * take fallbacks by fallbackPriority ascending when the placement allows a partial render, else an unfilled
 * primary slot empties the answer. A banner reached through two campaigns is shown once (its first place).
 */
export function pickBanners<C extends Candidate>(eligible: C[], slots: PlacementSlots): C[] {
  const chosen: C[] = [];
  const seen = new Set<string>();
  const take = (list: C[]) => {
    for (const c of list) {
      if (chosen.length >= slots.maxBanners) return;
      if (seen.has(c.bannerPublicId)) continue;
      seen.add(c.bannerPublicId);
      chosen.push(c);
    }
  };
  take(eligible.filter((c) => !c.isFallback).sort(primaryOrder));
  if (chosen.length >= slots.maxBanners) return chosen;
  if (!slots.allowPartialRender) return [];
  take(eligible.filter((c) => c.isFallback).sort(fallbackOrder));
  return chosen;
}
