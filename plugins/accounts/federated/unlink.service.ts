import type { OAuthProviderName } from '../../../config/index.js';
import { signedInActor } from '../../../core/context/request-context.js';
import { repo, withTransaction } from '../../../core/db/transaction.js';
import { User } from '../entities/user.entity.js';
import { FederatedErrors } from './errors.js';
import { countIdentities, deleteIdentities } from './identities.js';
import { enabledProvider } from './providers.js';

/**
 * DELETE {provider}/link: detaches every identity of that provider from the customer, unless nothing
 * would be left to sign in with (no password and no identity of another provider).
 */
export async function unlinkProvider(provider: OAuthProviderName): Promise<void> {
  enabledProvider(provider);
  const userId = signedInActor().internalId;
  await withTransaction(async () => {
    // the row lock orders this against a concurrent password set or another unlink of the same customer
    const user = await repo(User).createQueryBuilder('u').addSelect('u.passwordHash').setLock('pessimistic_write').where('u.id = :id', { id: userId }).getOne();
    if (!user) throw FederatedErrors.LINK_NOT_FOUND();
    const others = await countIdentities(user.id, provider);
    const mine = (await countIdentities(user.id)) - others;
    if (mine === 0) throw FederatedErrors.LINK_NOT_FOUND();
    if (!user.passwordHash && others === 0) throw FederatedErrors.LAST_CREDENTIAL();
    await deleteIdentities(user.id, [provider]);
  });
}
