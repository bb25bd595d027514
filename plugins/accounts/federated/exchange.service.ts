import type { OAuthProviderName } from '../../../config/index.js';
import { clock } from '../../../core/clock/clock.js';
import { isUniqueViolation } from '../../../core/db/errors.js';
import { repo, withTransaction } from '../../../core/db/transaction.js';
import { AppError } from '../../../core/http/app-error.js';
import { accounts } from '../accounts-context.js';
import { assertCustomerMaySignIn, createCustomer, customerStanding } from '../customer-gates.js';
import { User } from '../entities/user.entity.js';
import { AccountErrors } from '../errors.js';
import { toProfile } from '../mappers.js';
import type { ClientInfo, Tokens } from '../session.service.js';
import { redeemCode } from './code-store.js';
import { FederatedErrors, ProviderErrors } from './errors.js';
import { deleteIdentities, deleteIdentity, findIdentity, insertIdentity } from './identities.js';
import type { ProviderIdentity } from './identity.js';
import { ASSERTING_PROVIDERS, enabledProvider, PROVIDERS } from './providers.js';

type SignedIn = { user: ReturnType<typeof toProfile>; tokens: Tokens };

/** Errors a concurrent exchange for the same person causes; the resolution then runs once more and finds its work. */
const RACE_CODES = new Set([
  AccountErrors.EMAIL_ALREADY_EXISTS.errorCode,
  AccountErrors.EMAIL_VERIFICATION_PENDING.errorCode,
  AccountErrors.ACCOUNT_PENDING_DELETION.errorCode,
]);
const isRace = (e: unknown) => isUniqueViolation(e) || (e instanceof AppError && RACE_CODES.has(e.errorCode));

function loadUser(id: string): Promise<User | null> {
  return repo(User).createQueryBuilder('u').withDeleted().setLock('pessimistic_write').where('u.id = :id', { id }).getOne();
}

function loadUserByEmail(email: string): Promise<User | null> {
  return repo(User).createQueryBuilder('u').withDeleted().setLock('pessimistic_write').where('u.email = :email', { email }).getOne();
}

/** Ban and deletion gates of a federated sign-in: a pending deletion asks for recovery (the federated code). */
function gate(user: User): void {
  if (customerStanding(user) === 'pending_deletion') throw FederatedErrors.ACCOUNT_RECOVERY_REQUIRED();
  assertCustomerMaySignIn(user);
}

/** POST {provider}/exchange: redeems the one-time code, then signs in (resolution table) or completes a link. */
export class ExchangeService {
  async exchange(provider: OAuthProviderName, code: string, client: ClientInfo): Promise<SignedIn> {
    enabledProvider(provider);
    // the code is spent before anything else, so it is single-use even when the resolution refuses
    const redeemed = await redeemCode(provider, code);
    if (!redeemed) throw FederatedErrors.CODE_INVALID();
    const run = redeemed.linkUserId
      ? () => this.completeLink(provider, redeemed.identity, redeemed.linkUserId!, client)
      : () => this.resolve(provider, redeemed.identity, client);
    try {
      return await withTransaction(run);
    } catch (e) {
      if (!isRace(e)) throw e;
      return withTransaction(run);
    }
  }

  private async signIn(user: User, client: ClientInfo): Promise<SignedIn> {
    const tokens = await accounts.sessions.issue(user, client);
    await repo(User).update({ id: user.id }, { lastLoginAt: clock.now() });
    return { user: toProfile(user), tokens };
  }

  /** Spec 01 "Federated resolution": evaluated in order, first match wins. */
  private async resolve(provider: OAuthProviderName, identity: ProviderIdentity, client: ClientInfo): Promise<SignedIn> {
    const errors = ProviderErrors[provider];
    // 1. no email
    if (!identity.email) throw errors.EMAIL_REQUIRED();

    // 2. a link row for (provider, subject): that customer is the identity, whatever the email says now
    const link = await findIdentity(provider, identity.subject);
    if (link) {
      const owner = await loadUser(link.userId);
      if (owner && customerStanding(owner) !== 'deleted') {
        gate(owner);
        return this.signIn(owner, client);
      }
      // the account behind the link is gone: the link is dead and the person is resolved afresh
      await deleteIdentity(link.id);
    }

    const holder = await loadUserByEmail(identity.email);
    if (holder) {
      // 3. an admin's address
      if (holder.kind === 'admin') throw errors.LOGIN_NOT_ALLOWED_FOR_ADMIN();
      // 5. a customer being deleted, or deleted
      const standing = customerStanding(holder);
      if (standing === 'pending_deletion') throw FederatedErrors.ACCOUNT_RECOVERY_REQUIRED();
      if (standing === 'deleted') throw FederatedErrors.EMAIL_UNAVAILABLE();
      // 4. a live customer: only a provider that proved the email may adopt it
      if (!ASSERTING_PROVIDERS.has(provider) || !identity.emailVerified) throw errors.ACCOUNT_LINK_REQUIRED();
      gate(holder);
      await insertIdentity(holder.id, provider, identity);
      if (!holder.emailVerified) await this.revokeUnprovenAccess(holder);
      return this.signIn(holder, client);
    }

    // 6. nobody holds the email: customer and link in this one transaction
    const created = await createCustomer({
      name: identity.name ?? identity.email.split('@')[0]!,
      email: identity.email,
      emailVerified: ASSERTING_PROVIDERS.has(provider) && identity.emailVerified,
      image: identity.image,
      passwordHash: null,
    });
    await insertIdentity(created.id, provider, identity);
    return this.signIn(created, client);
  }

  /**
   * Adoption revocation: the address was never proved before this sign-in, so whatever was attached to it
   * without proof (links of non-asserting providers, sessions) may belong to someone else and ends here.
   */
  private async revokeUnprovenAccess(user: User): Promise<void> {
    await deleteIdentities(
      user.id,
      PROVIDERS.filter((p) => !ASSERTING_PROVIDERS.has(p)),
    );
    await repo(User).update({ id: user.id }, { emailVerified: true });
    user.emailVerified = true;
    await accounts.sessions.revokeAllOf(user.id);
  }

  /** A link code: the identity joins the customer sealed in the state at link start. */
  private async completeLink(provider: OAuthProviderName, identity: ProviderIdentity, userId: string, client: ClientInfo): Promise<SignedIn> {
    const customer = await loadUser(userId);
    if (!customer || customer.kind !== 'customer') throw FederatedErrors.CODE_INVALID();
    gate(customer);
    const existing = await findIdentity(provider, identity.subject);
    if (existing && existing.userId !== customer.id) throw FederatedErrors.IDENTITY_ALREADY_LINKED();
    if (!existing) await insertIdentity(customer.id, provider, identity);
    return this.signIn(customer, client);
  }
}
