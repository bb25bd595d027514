import type { Principal } from '../../core/auth/principal.js';
import { clock } from '../../core/clock/clock.js';
import { notifications } from '../../core/db/notifications.js';

const CHANNEL = 'bazaar_auth_invalidate';
const TTL_MS = 10_000;
const MAX_ENTRIES = 50_000;

interface Entry {
  principal: Principal;
  until: number;
}

/**
 * Principals by access token for a few seconds (never past the token's own expiry), so a repeated
 * token needs neither its signature checked again nor a session query.
 * Every change that could alter a principal (logout, ban, password, role edit) drops the entries
 * here at once and on every other instance through NOTIFY (delivered when its transaction commits).
 */
export class PrincipalCache {
  private readonly entries = new Map<string, Entry>();

  async start(): Promise<void> {
    this.entries.clear();
    await notifications.listen(
      CHANNEL,
      (payload) => this.drop(payload),
      () => this.entries.clear(),
    );
  }

  get(accessToken: string): Principal | undefined {
    const e = this.entries.get(accessToken);
    if (!e) return undefined;
    if (e.until <= clock.nowMs()) {
      this.entries.delete(accessToken);
      return undefined;
    }
    return e.principal;
  }

  /** `until`: the earliest of the token's and the session's expiry (epoch ms) */
  set(accessToken: string, principal: Principal, until: number): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(accessToken, { principal, until: Math.min(clock.nowMs() + TTL_MS, until) });
  }

  /** scope: `session:<publicId>`, `user:<internal id>` or `all` */
  async invalidate(scope: string): Promise<void> {
    this.drop(scope);
    await notifications.notify(CHANNEL, scope);
  }

  private drop(scope: string): void {
    if (scope === 'all') return this.entries.clear();
    const [kind, id] = scope.split(':');
    for (const [token, e] of this.entries) {
      if ((kind === 'session' && e.principal.sessionId === id) || (kind === 'user' && e.principal.internalId === id)) this.entries.delete(token);
    }
  }
}
