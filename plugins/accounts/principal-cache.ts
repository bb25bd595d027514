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
 * Principals by session id for a few seconds, so an authenticated request needs no session query.
 * Every change that could alter a principal (logout, ban, password, role edit) drops the entries
 * here at once and on every other instance through NOTIFY (delivered when its transaction commits).
 */
export class PrincipalCache {
  private readonly entries = new Map<string, Entry>();

  async start(): Promise<void> {
    await notifications.listen(CHANNEL, (payload) => this.drop(payload), () => this.entries.clear());
  }

  get(sessionId: string): Principal | undefined {
    const e = this.entries.get(sessionId);
    if (!e) return undefined;
    if (e.until <= clock.nowMs()) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return e.principal;
  }

  set(principal: Principal, sessionExpiresAt: Date): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(principal.sessionId, { principal, until: Math.min(clock.nowMs() + TTL_MS, sessionExpiresAt.getTime()) });
  }

  /** scope: `session:<publicId>`, `user:<internal id>` or `all` */
  async invalidate(scope: string): Promise<void> {
    this.drop(scope);
    await notifications.notify(CHANNEL, scope);
  }

  private drop(scope: string): void {
    if (scope === 'all') return this.entries.clear();
    const [kind, id] = scope.split(':');
    if (kind === 'session') this.entries.delete(id);
    if (kind === 'user') for (const [sid, e] of this.entries) if (e.principal.internalId === id) this.entries.delete(sid);
  }
}
