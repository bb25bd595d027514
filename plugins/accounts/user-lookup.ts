import { repo } from '../../core/db/transaction.js';
import { normaliseEmail } from './email.js';
import { User, type UserKind } from './entities/user.entity.js';

/** The live user of this kind with this email; `lock` takes the row lock (inside withTransaction). */
export function userByEmail(kind: UserKind, email: string, lock = false): Promise<User | null> {
  const qb = repo(User)
    .createQueryBuilder('u')
    .where('u.email = :email AND u.kind = :kind', { email: normaliseEmail(email), kind });
  if (lock) qb.setLock('pessimistic_write');
  return qb.getOne();
}

/** The live user by internal id, row-locked (inside withTransaction). */
export function lockUser(id: string): Promise<User | null> {
  return repo(User).createQueryBuilder('u').setLock('pessimistic_write').where('u.id = :id', { id }).getOne();
}

/**
 * How the panel names people by public id ("Name <email>", deleted accounts included; an anonymised
 * account keeps only its name). Ids that match nobody are left out.
 */
export async function userLabels(publicIds: string[]): Promise<Map<string, string>> {
  const ids = [...new Set(publicIds.filter((id) => /^[0-9a-f-]{36}$/i.test(id)))];
  if (!ids.length) return new Map();
  const users = await repo(User).createQueryBuilder('u').withDeleted().where('u.publicId IN (:...ids)', { ids }).getMany();
  return new Map(users.map((u) => [u.publicId, u.anonymisedAt ? u.name : `${u.name} <${u.email}>`]));
}
