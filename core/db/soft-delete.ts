import type { EntityTarget, ObjectLiteral } from 'typeorm';
import { IsNull, Not } from 'typeorm';
import { repo } from './transaction.js';

export type SoftDeleteOutcome = 'done' | 'not_found' | 'already';

/** Soft deletes by publicId; tells apart a missing row and one already deleted. */
export async function softDeleteByPublicId<T extends ObjectLiteral>(target: EntityTarget<T>, publicId: string): Promise<SoftDeleteOutcome> {
  const r = repo(target);
  const res = await r.softDelete({ publicId, deletedAt: IsNull() } as any);
  if (res.affected) return 'done';
  const exists = await r.exists({ where: { publicId } as any, withDeleted: true });
  return exists ? 'already' : 'not_found';
}

/** Restores by publicId; tells apart a missing row and one that is not deleted. */
export async function restoreByPublicId<T extends ObjectLiteral>(target: EntityTarget<T>, publicId: string): Promise<SoftDeleteOutcome> {
  const r = repo(target);
  const res = await r.restore({ publicId, deletedAt: Not(IsNull()) } as any);
  if (res.affected) return 'done';
  const exists = await r.exists({ where: { publicId } as any, withDeleted: true });
  return exists ? 'already' : 'not_found';
}
