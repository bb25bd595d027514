import { permissionJoin } from '../../core/auth/permission-tables.js';
import { clock } from '../../core/clock/clock.js';
import { repo } from '../../core/db/transaction.js';
import { signedInActor } from '../../core/context/request-context.js';
import { User, type UserKind } from './entities/user.entity.js';
import { AccountErrors } from './errors.js';
import { dummyHash, hashPassword, verifyPassword } from './password.js';
import type { ClientInfo, SessionService } from './session.service.js';
import { toProfile } from './mappers.js';
import { assertCustomerMaySignIn, customerStanding } from './customer-gates.js';
import { normaliseEmail } from './email.js';

// its home is email.ts (customer-gates imports it without a cycle); re-exported for code still importing it here
export { normaliseEmail };

/** Sign-in, profile and password rules shared by the admin and customer surfaces. */
export class AuthService {
  private everyPermission: string[] = [];

  constructor(private readonly sessions: SessionService) {}

  /** Every permission of the enabled plugins (what a superadmin holds), known at start-up. */
  configure(everyPermission: string[]): void {
    this.everyPermission = everyPermission;
  }

  private knownPermissions(): string[] {
    return this.everyPermission;
  }

  /** A live (not deleted) user with its role, and its password hash when `withSecret`. */
  async findUser(where: Partial<Pick<User, 'id' | 'email' | 'publicId'>>, withSecret = false): Promise<User | null> {
    const qb = repo(User).createQueryBuilder('u').leftJoinAndSelect('u.role', 'role');
    if (withSecret) qb.addSelect('u.passwordHash');
    return qb
      .where(
        Object.keys(where)
          .map((k) => `u.${k} = :${k}`)
          .join(' AND '),
        where,
      )
      .getOne();
  }

  findWithSecret(where: Partial<Pick<User, 'id' | 'email' | 'publicId'>>): Promise<User | null> {
    return this.findUser(where, true);
  }

  async loginWithPassword(kind: UserKind, email: string, password: string, client: ClientInfo) {
    const user = await this.findWithSecret({ email: normaliseEmail(email) });
    const valid = await verifyPassword(password, user?.passwordHash ?? (await dummyHash()));
    if (!user || !valid || user.kind !== kind) throw AccountErrors.INVALID_CREDENTIALS();
    // checked after the password, so the account's standing is only told to someone who knows it
    assertCustomerMaySignIn(user);
    const tokens = await this.sessions.issue(user, client);
    await repo(User).update({ id: user.id }, { lastLoginAt: clock.now() });
    return { user: toProfile(user), tokens };
  }

  /** Checks an admin's email and password without opening an API session (the admin panel's sign-in). */
  async verifyAdminCredentials(email: string, password: string): Promise<{ user: User; permissions: Set<string> } | null> {
    const user = await this.findWithSecret({ email: normaliseEmail(email) });
    const valid = await verifyPassword(password, user?.passwordHash ?? (await dummyHash()));
    if (!user || !valid || user.kind !== 'admin' || customerStanding(user) !== 'active') return null;
    await repo(User).update({ id: user.id }, { lastLoginAt: clock.now() });
    return { user, permissions: new Set(await this.permissionsOfUser(user)) };
  }

  /** The permission names a user holds now (every known one for a superadmin). */
  async permissionsOfUser(user: User): Promise<string[]> {
    if (user.kind !== 'admin') return [];
    if (user.isSuperadmin) return this.knownPermissions();
    if (!user.roleId) return [];
    const rows: Array<{ name: string }> = await repo(User).query(
      `SELECT p.name FROM role_permissions rp ${permissionJoin('p', 'rp.permission_id')} WHERE rp.role_id = $1 ORDER BY p.name`,
      [user.roleId],
    );
    return rows.map((r) => r.name);
  }

  /** The calling user's profile. */
  async me() {
    const user = await this.findWithSecret({ id: signedInActor().internalId });
    if (!user) throw AccountErrors.INVALID_CREDENTIALS();
    return toProfile(user, true);
  }

  /** The calling admin's role and permissions. */
  async permissions() {
    const actor = signedInActor();
    const user = await this.findUser({ id: actor.internalId });
    const superadmin = actor.superadmin === true;
    const names = superadmin ? this.knownPermissions() : [...(actor.permissions ?? [])].sort();
    return { role: user ? toProfile(user).role : null, isSuperadmin: superadmin, permissions: names };
  }

  /**
   * Sets a first password (no currentPassword needed) or changes one (currentPassword required and checked).
   * Other sessions of the user end; the calling session stays.
   */
  async setPassword(newPassword: string, currentPassword?: string): Promise<void> {
    const actor = signedInActor();
    const user = await this.findWithSecret({ id: actor.internalId });
    if (!user) throw AccountErrors.INVALID_CREDENTIALS();
    if (user.passwordHash) {
      if (currentPassword === undefined) throw AccountErrors.CURRENT_PASSWORD_REQUIRED();
      if (!(await verifyPassword(currentPassword, user.passwordHash))) throw AccountErrors.CURRENT_PASSWORD_INVALID();
    }
    await repo(User).update({ id: user.id }, { passwordHash: await hashPassword(newPassword) });
    await this.sessions.revokeAllOf(user.id, actor.sessionId);
  }
}
