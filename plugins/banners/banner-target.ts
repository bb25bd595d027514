import { invalidField } from '../../core/http/app-error.js';
import { lockLiveForReference } from '../catalog/index.js';
import { lockLiveProductForReference } from '../products/index.js';
import type { TargetKind } from './entities/enums.js';

/*
 * The target rule of a banner (issue 14): targetKind product, category or brand needs its own target public id
 * and no other; url needs a ctaUrl and no target id; null takes no target id. A target id must name a live
 * record (400 VALIDATION_FAILED naming the field: a body field, like the rule itself; docs/decisions.md).
 */

const FIELDS = { product: 'targetProductPublicId', category: 'targetCategoryPublicId', brand: 'targetBrandPublicId' } as const;
/** The live record's id, its row held by its owner (FOR KEY SHARE) until the banner's transaction ends. */
const LOCK_LIVE = {
  product: (publicId: string) => lockLiveProductForReference(publicId),
  category: (publicId: string) => lockLiveForReference('category', publicId),
  brand: (publicId: string) => lockLiveForReference('brand', publicId),
};
type Typed = keyof typeof FIELDS;

export interface TargetInput {
  targetKind?: TargetKind | null;
  targetProductPublicId?: string | null;
  targetCategoryPublicId?: string | null;
  targetBrandPublicId?: string | null;
  ctaUrl?: string | null;
}

export interface StoredTarget {
  targetKind: TargetKind | null;
  targetProductId: string | null;
  targetCategoryId: string | null;
  targetBrandId: string | null;
  ctaUrl: string | null;
}

export const NO_TARGET: StoredTarget = { targetKind: null, targetProductId: null, targetCategoryId: null, targetBrandId: null, ctaUrl: null };
const ID_COLUMNS = { product: 'targetProductId', category: 'targetCategoryId', brand: 'targetBrandId' } as const;

async function liveId(kind: Typed, publicId: string): Promise<string> {
  const row = await LOCK_LIVE[kind](publicId);
  if (!row) throw invalidField(FIELDS[kind], `no live ${kind} has the public id ${publicId}`);
  return String(row.id);
}

/** The stored target after applying `dto` to `current` (a create passes NO_TARGET); throws 400 naming the field. */
export async function resolveTarget(dto: TargetInput, current: StoredTarget): Promise<StoredTarget> {
  const kind = dto.targetKind !== undefined ? dto.targetKind : current.targetKind;
  const ctaUrl = dto.ctaUrl !== undefined ? dto.ctaUrl : current.ctaUrl;
  const out: StoredTarget = { targetKind: kind, targetProductId: null, targetCategoryId: null, targetBrandId: null, ctaUrl };
  for (const other of Object.keys(FIELDS) as Typed[]) {
    const given = dto[FIELDS[other]];
    if (other !== kind && given !== undefined && given !== null) {
      throw invalidField(FIELDS[other], kind ? `${FIELDS[other]} is not allowed when targetKind is ${kind}` : `${FIELDS[other]} needs targetKind ${other}`);
    }
  }
  if (kind === 'url') {
    if (!ctaUrl) throw invalidField('ctaUrl', 'ctaUrl is required when targetKind is url');
  } else if (kind) {
    const field = FIELDS[kind];
    const given = dto[field];
    if (given) out[ID_COLUMNS[kind]] = await liveId(kind, given);
    else if (given === undefined && current.targetKind === kind && current[ID_COLUMNS[kind]]) out[ID_COLUMNS[kind]] = current[ID_COLUMNS[kind]];
    else throw invalidField(field, `${field} is required when targetKind is ${kind}`);
  }
  return out;
}
