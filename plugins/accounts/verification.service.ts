import { signedInActor } from '../../core/context/request-context.js';
import { repo, withTransaction } from '../../core/db/transaction.js';
import type { AccountMails } from './account-mails.js';
import { customerStanding } from './customer-gates.js';
import { User, type UserKind } from './entities/user.entity.js';
import { AccountErrors } from './errors.js';
import { mayMailAnotherCode } from './mailed-code-cap.js';
import { toProfile } from './mappers.js';
import { consumeCode, consumeToken, issueCode, type IssuedCode } from './one-time-codes.js';
import { sendQuietly } from './silent-mail.js';
import { SmsDeliveryError, type SmsSender } from './sms-sender.js';
import { lockUser, userByEmail } from './user-lookup.js';

export interface CodeOrToken {
  email?: string;
  otp?: string;
  token?: string;
}

/** Email verification (both surfaces) and phone verification (admin surface). */
export class VerificationService {
  constructor(
    private readonly mails: AccountMails,
    private readonly sms: SmsSender,
  ) {}

  /** Issues and mails a verification code; called by registration and by resend. */
  async issueEmailCode(user: User): Promise<IssuedCode> {
    return issueCode(user.id, 'email_verify');
  }

  async mailEmailCode(user: User, issued: IssuedCode): Promise<void> {
    await sendQuietly('email verification', () => this.mails.verification(user, issued.code, issued.token!));
  }

  /**
   * Answers the same whatever the email: only an active, unverified account of the surface gets a mail, and
   * only while under the cap of mails per address (the registration mail counts).
   */
  async resendEmailVerification(kind: UserKind, email: string): Promise<void> {
    const found = await withTransaction(async () => {
      const user = await userByEmail(kind, email, true);
      if (!user || user.emailVerified || customerStanding(user) !== 'active') return null;
      if (!(await mayMailAnotherCode(user.id, 'email_verify'))) return null;
      return { user, issued: await this.issueEmailCode(user) };
    });
    if (found) await this.mailEmailCode(found.user, found.issued);
  }

  /** By {email, otp} or by {token}; a wrong, expired or used one is 400 AUTH_CODE_INVALID. */
  async confirmEmail(kind: UserKind, input: CodeOrToken) {
    const user = await withTransaction(async () => {
      const owner = await this.consume(kind, 'email_verify', input);
      if (!owner) return null;
      await repo(User).update({ id: owner.id }, { emailVerified: true });
      return repo(User).findOneOrFail({ where: { id: owner.id }, relations: { role: true } });
    });
    if (!user) throw AccountErrors.CODE_INVALID();
    return toProfile(user);
  }

  /**
   * Consumes the code (by email and otp) or the link token for `purpose`; null when it does not match.
   * A token of another surface's account is refused before it is used.
   */
  async consume(kind: UserKind, purpose: 'email_verify' | 'password_reset', input: CodeOrToken): Promise<User | null> {
    if (input.token !== undefined) {
      const code = await consumeToken(purpose, input.token);
      if (!code) return null;
      const user = await lockUser(code.userId);
      if (!user || user.kind !== kind) throw AccountErrors.CODE_INVALID();
      return user;
    }
    const user = await userByEmail(kind, input.email!, true);
    if (!user) return null;
    return (await consumeCode(user.id, purpose, input.otp!)) ? user : null;
  }

  /** Texts a code to `phone`; the number becomes the account's once the code is confirmed. */
  async requestPhoneVerification(phone: string): Promise<void> {
    const userId = signedInActor().internalId;
    try {
      await withTransaction(async () => {
        const issued = await issueCode(userId, 'phone_verify', phone);
        // inside the transaction: a failed send leaves no live code behind
        await this.sms.send(phone, `Your Bazaar verification code is ${issued.code}. It expires in 10 minutes.`);
      });
    } catch (e) {
      if (e instanceof SmsDeliveryError) throw AccountErrors.SMS_DELIVERY_FAILED();
      throw e;
    }
  }

  async confirmPhone(otp: string) {
    const userId = signedInActor().internalId;
    const user = await withTransaction(async () => {
      const code = await consumeCode(userId, 'phone_verify', otp);
      if (!code) return null;
      await repo(User).update({ id: userId }, { phone: code.target, phoneVerified: true });
      return repo(User).findOneOrFail({ where: { id: userId }, relations: { role: true } });
    });
    if (!user) throw AccountErrors.CODE_INVALID();
    return toProfile(user);
  }
}
