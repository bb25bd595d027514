import { newPublicId } from '../../../../core/db/ids.js';
import { hashPassword } from '../../../../plugins/accounts/password.js';
import type { TestApp } from '../../../support/app.js';

export interface CustomerFixture {
  verified?: boolean;
  password?: string;
  banned?: boolean;
  /** a deletion is pending: grace period ends this far ahead */
  pendingDeletion?: boolean;
  /** the grace period has ended (the account can no longer come back) */
  deleted?: boolean;
}

/** A customer row as registration (and the deletion flow) would leave it; returns its internal and public ids. */
export async function insertCustomer(t: TestApp, email: string, f: CustomerFixture = {}): Promise<{ id: string; publicId: string }> {
  const publicId = newPublicId();
  const [row] = await t.bazaar.dataSource.query(
    `INSERT INTO users (public_id, kind, name, email, email_verified, password_hash, is_active, deletion_requested_at, deletion_scheduled_at)
     VALUES ($1, 'customer', 'Fixture Customer', $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      publicId,
      email,
      f.verified ?? false,
      f.password ? await hashPassword(f.password) : null,
      !f.banned,
      f.pendingDeletion ? new Date() : f.deleted ? new Date(Date.now() - 8 * 86400_000) : null,
      f.pendingDeletion ? new Date(Date.now() + 7 * 86400_000) : f.deleted ? new Date(Date.now() - 86400_000) : null,
    ],
  );
  return { id: String(row.id), publicId };
}
