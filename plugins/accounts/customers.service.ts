import { repo, withTransaction } from '../../core/db/transaction.js';
import { createCustomer, customerStanding } from './customer-gates.js';
import { User } from './entities/user.entity.js';
import { AccountErrors } from './errors.js';
import { toProfile } from './mappers.js';
import { hashPassword } from './password.js';
import type { ClientInfo, SessionService } from './session.service.js';
import type { VerificationService } from './verification.service.js';

/** What the admin panel shows of a customer. */
export function toCustomerRow(user: User) {
  return {
    id: user.publicId,
    name: user.name,
    email: user.email,
    phone: user.phone,
    emailVerified: user.emailVerified,
    phoneVerified: user.phoneVerified,
    standing: customerStanding(user),
    isActive: user.isActive,
    deletionScheduledAt: user.deletionScheduledAt,
    lastLoginAt: user.lastLoginAt,
    createdAt: user.createdAt,
  };
}

/** Customer registration and the admin-side customer operations (read, ban, unban). */
export class CustomersService {
  constructor(
    private readonly sessions: SessionService,
    private readonly verification: VerificationService,
  ) {}

  /** Creates the customer, signs it in and mails a verification code (never on a duplicate: that is a 409). */
  async register(input: { name: string; email: string; password: string }, client: ClientInfo) {
    const passwordHash = await hashPassword(input.password);
    const { user, tokens, issued } = await withTransaction(async () => {
      const user = await createCustomer({ name: input.name, email: input.email, emailVerified: false, passwordHash });
      const issued = await this.verification.issueEmailCode(user);
      const tokens = await this.sessions.issue(user, client);
      return { user, tokens, issued };
    });
    await this.verification.mailEmailCode(user, issued);
    return { user: toProfile(user), tokens };
  }

  /** A banned customer cannot sign in or refresh; every session ends now. */
  async ban(publicId: string) {
    return this.setActive(publicId, false);
  }

  async unban(publicId: string) {
    return this.setActive(publicId, true);
  }

  private async setActive(publicId: string, isActive: boolean) {
    return withTransaction(async () => {
      const user = await repo(User)
        .createQueryBuilder('u')
        .setLock('pessimistic_write')
        .where('u.publicId = :publicId AND u.kind = :kind', { publicId, kind: 'customer' })
        .getOne();
      if (!user || user.anonymisedAt) throw AccountErrors.CUSTOMER_NOT_FOUND();
      await repo(User).update({ id: user.id }, { isActive });
      if (!isActive) await this.sessions.revokeAllOf(user.id);
      return repo(User).findOneByOrFail({ id: user.id });
    });
  }
}
