import { repo, withTransaction } from '../../core/db/transaction.js';
import type { AccountMails } from './account-mails.js';
import { customerStanding } from './customer-gates.js';
import { User, type UserKind } from './entities/user.entity.js';
import { AccountErrors } from './errors.js';
import { mayMailAnotherCode } from './mailed-code-cap.js';
import { issueCode, retireCodes } from './one-time-codes.js';
import { hashPassword } from './password.js';
import type { SessionService } from './session.service.js';
import { sendQuietly } from './silent-mail.js';
import { userByEmail } from './user-lookup.js';
import type { CodeOrToken, VerificationService } from './verification.service.js';

/** Forgot / reset password by mailed code or link token (both surfaces). */
export class PasswordResetService {
  constructor(
    private readonly mails: AccountMails,
    private readonly verification: VerificationService,
    private readonly sessions: SessionService,
  ) {}

  /** Answers the same whatever the email; only an active account of the surface gets a mail, up to the cap per address. */
  async forgot(kind: UserKind, email: string): Promise<void> {
    const found = await withTransaction(async () => {
      const user = await userByEmail(kind, email, true);
      if (!user || customerStanding(user) !== 'active') return null;
      if (!(await mayMailAnotherCode(user.id, 'password_reset'))) return null;
      return { user, issued: await issueCode(user.id, 'password_reset') };
    });
    if (found) await sendQuietly('password reset', () => this.mails.passwordReset(found.user, found.issued.code, found.issued.token!));
  }

  /**
   * Sets the new password and ends every session. Receiving the mailed code proves the address, so
   * the email becomes verified too.
   */
  async reset(kind: UserKind, input: CodeOrToken & { newPassword: string }): Promise<void> {
    const passwordHash = await hashPassword(input.newPassword);
    const done = await withTransaction(async () => {
      const user = await this.verification.consume(kind, 'password_reset', input);
      if (!user) return false;
      await repo(User).update({ id: user.id }, { passwordHash, emailVerified: true });
      await retireCodes(user.id, 'password_reset');
      await this.sessions.revokeAllOf(user.id);
      return true;
    });
    if (!done) throw AccountErrors.CODE_INVALID();
  }
}
