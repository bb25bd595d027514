import { IsNull } from 'typeorm';
import { timingSafeEqual } from 'node:crypto';
import { permissionJoin } from '../../core/auth/permission-tables.js';
import type { Principal } from '../../core/auth/principal.js';
import { clock } from '../../core/clock/clock.js';
import { isUuidV7, newPublicId } from '../../core/db/ids.js';
import { db, repo, withTransaction } from '../../core/db/transaction.js';
import { signedInActor } from '../../core/context/request-context.js';
import { Session } from './entities/session.entity.js';
import type { PrincipalCache } from './principal-cache.js';
import { User } from './entities/user.entity.js';
import { AccountErrors } from './errors.js';
import { customerStanding } from './customer-gates.js';
import { markPendingDeletion } from './pending-deletion-gate.js';
import { newRefreshToken, sessionIdOfRefreshToken, sha256, signAccessToken, verifyAccessToken } from './tokens.js';

export interface DeviceInfo {
  deviceId?: string;
  deviceType?: string;
  deviceName?: string;
}

export interface Tokens {
  sessionId: string;
  accessToken: string;
  refreshToken: string;
}

export interface SessionTtl {
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
}

export interface ClientInfo {
  ip?: string;
  userAgent?: string;
  device?: DeviceInfo;
}

function sameHash(a: string, b: string | null): boolean {
  return !!b && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** Sessions are rows: logout and refresh rotation revoke for real. */
export class SessionService {
  private ttl: SessionTtl = { accessTokenTtlSeconds: 0, refreshTokenTtlSeconds: 0 };

  constructor(private readonly cache: PrincipalCache) {}

  /** Token lifetimes from the configuration (at start-up). */
  configure(ttl: SessionTtl): void {
    this.ttl = { accessTokenTtlSeconds: ttl.accessTokenTtlSeconds, refreshTokenTtlSeconds: ttl.refreshTokenTtlSeconds };
  }

  /** Drops cached principals (here and on every instance): `session:<id>`, `user:<internal id>` or `all`. */
  invalidate(scope: string): Promise<void> {
    return this.cache.invalidate(scope);
  }

  async issue(user: User, client: ClientInfo): Promise<Tokens> {
    const now = clock.now();
    const publicId = newPublicId();
    const refreshToken = newRefreshToken(publicId);
    await repo(Session).insert({
      publicId,
      userId: user.id,
      refreshTokenHash: sha256(refreshToken),
      previousRefreshTokenHash: null,
      expiresAt: new Date(now.getTime() + this.ttl.refreshTokenTtlSeconds * 1000),
      revokedAt: null,
      deviceId: client.device?.deviceId ?? null,
      deviceType: client.device?.deviceType ?? null,
      deviceName: client.device?.deviceName ?? null,
      ip: client.ip?.slice(0, 64) ?? null,
      userAgent: client.userAgent?.slice(0, 500) ?? null,
      lastUsedAt: now,
    });
    return { sessionId: publicId, accessToken: this.access(user, publicId), refreshToken };
  }

  private access(user: User, sessionId: string): string {
    return signAccessToken({ sub: user.publicId, sid: sessionId, kind: user.kind }, this.ttl.accessTokenTtlSeconds, clock.nowMs());
  }

  /**
   * Rotates the pair. The presented token must be the current one of a live session; a token that was
   * already rotated away is a replay and revokes the whole session.
   */
  async refresh(refreshToken: string, expectedKind: User['kind']): Promise<{ user: User; tokens: Tokens }> {
    const sessionId = sessionIdOfRefreshToken(refreshToken);
    if (!sessionId || !isUuidV7(sessionId)) throw AccountErrors.REFRESH_TOKEN_INVALID();
    const presented = sha256(refreshToken);
    const outcome = await withTransaction(async () => {
      const session = await repo(Session).createQueryBuilder('s').setLock('pessimistic_write').where('s.publicId = :sessionId', { sessionId }).getOne();
      const now = clock.now();
      if (!session || session.revokedAt || session.expiresAt <= now) return null;
      if (!sameHash(presented, session.refreshTokenHash)) {
        if (sameHash(presented, session.previousRefreshTokenHash)) {
          await repo(Session).update({ id: session.id }, { revokedAt: now });
          await this.invalidate(`session:${session.publicId}`);
          return 'replayed' as const;
        }
        return null;
      }
      const user = await repo(User).findOne({ where: { id: session.userId } });
      // a session of an account pending deletion stays renewable, for the deletion routes (pending-deletion-gate.ts)
      const standing = user ? customerStanding(user) : 'deleted';
      if (!user || user.kind !== expectedKind || (standing !== 'active' && standing !== 'pending_deletion')) return null;
      const next = newRefreshToken(session.publicId);
      await repo(Session).update({ id: session.id }, { refreshTokenHash: sha256(next), previousRefreshTokenHash: presented, lastUsedAt: now });
      return { user, tokens: { sessionId: session.publicId, accessToken: this.access(user, session.publicId), refreshToken: next } };
    });
    if (!outcome || outcome === 'replayed') throw AccountErrors.REFRESH_TOKEN_INVALID();
    return outcome;
  }

  async revoke(sessionPublicId: string): Promise<void> {
    await repo(Session).update({ publicId: sessionPublicId, revokedAt: IsNull() }, { revokedAt: clock.now() });
    await this.invalidate(`session:${sessionPublicId}`);
  }

  /** Ends the calling API session (sign-out, deletion request). */
  async revokeCurrent(): Promise<void> {
    const { sessionId } = signedInActor();
    if (!sessionId) throw new Error('The caller signed in without an API session');
    await this.revoke(sessionId);
  }

  /**
   * Ends every session of the user except the API session `keep` (after a password change, a ban, a role
   * change, a deletion): API sessions are revoked, and the session epoch moves on, which ends every admin
   * panel session signed in under the old one (admin/identity.ts).
   */
  async revokeAllOf(userId: string, keep?: string): Promise<void> {
    await db().query(`UPDATE auth_sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL AND ($3::uuid IS NULL OR public_id <> $3::uuid)`, [
      userId,
      clock.now(),
      keep ?? null,
    ]);
    await db().query(`UPDATE users SET session_epoch = session_epoch + 1 WHERE id = $1`, [userId]);
    await this.invalidate(`user:${userId}`);
  }

  /** Verifies the JWT, then that its session is live and its user active: one query, or none when cached. */
  async authenticate(accessToken: string): Promise<Principal | null> {
    const cached = this.cache.get(accessToken);
    if (cached) return cached;
    const claims = verifyAccessToken(accessToken, clock.nowMs());
    if (!claims) return null;
    const rows: Array<any> = await db().query(
      `SELECT u.id, u.public_id, u.kind, u.is_superadmin, s.expires_at, u.deletion_scheduled_at, u.anonymised_at,
              COALESCE((SELECT array_agg(p.name) FROM role_permissions rp ${permissionJoin('p', 'rp.permission_id')} WHERE rp.role_id = u.role_id), '{}') AS permissions
         FROM auth_sessions s JOIN users u ON u.id = s.user_id
        WHERE s.public_id = $1 AND s.revoked_at IS NULL AND s.expires_at > $2
          AND u.public_id = $3 AND u.is_active AND u.deleted_at IS NULL`,
      [claims.sid, clock.now(), claims.sub],
    );
    const row = rows[0];
    if (!row || row.kind !== claims.kind || row.anonymised_at) return null;
    const principal: Principal = {
      kind: row.kind,
      userId: row.public_id,
      internalId: String(row.id),
      sessionId: claims.sid,
      superadmin: row.kind === 'admin' && row.is_superadmin,
      permissions: new Set<string>(row.permissions),
    };
    // also past the grace period until the completion job revokes it, so cancel can answer its 409
    if (row.deletion_scheduled_at) markPendingDeletion(principal);
    this.cache.set(accessToken, principal, Math.min(claims.exp * 1000, row.expires_at.getTime()));
    return principal;
  }
}
