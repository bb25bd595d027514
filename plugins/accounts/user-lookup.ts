import { repo } from '../../core/db/transaction.js';
import { normaliseEmail } from './email.js';
import { User, type UserKind } from './entities/user.entity.js';

/** The live user of this kind with this email; `lock` takes the row lock (inside withTransaction). */
export function userByEmail(kind: UserKind, email: string, lock = false): Promise<User | null> {
  const qb = repo(User).createQueryBuilder('u').where('u.email = :email AND u.kind = :kind', { email: normaliseEmail(email), kind });
  if (lock) qb.setLock('pessimistic_write');
  return qb.getOne();
}

/** The live user by internal id, row-locked (inside withTransaction). */
export function lockUser(id: string): Promise<User | null> {
  return repo(User).createQueryBuilder('u').setLock('pessimistic_write').where('u.id = :id', { id }).getOne();
}
