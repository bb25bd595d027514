import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { BaseModel } from '../../../core/db/base.entity.js';
import { User } from './user.entity.js';

/** A signed-in session; publicId is the sessionId of the tokens object. Revoked sessions are kept. */
@Entity('auth_sessions')
@Index(['userId'])
export class Session extends BaseModel {
  @Column({ type: 'bigint', name: 'user_id' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: User;

  /** sha256 of the refresh token that is valid now */
  @Column({ type: 'char', length: 64, name: 'refresh_token_hash' })
  refreshTokenHash: string;

  /** sha256 of the token it replaced: presenting it again is a replay and revokes the session */
  @Column({ type: 'char', length: 64, name: 'previous_refresh_token_hash', nullable: true })
  previousRefreshTokenHash: string | null;

  @Column({ type: 'timestamptz', name: 'expires_at' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', name: 'revoked_at', nullable: true })
  revokedAt: Date | null;

  @Column({ type: 'varchar', length: 200, name: 'device_id', nullable: true })
  deviceId: string | null;

  @Column({ type: 'varchar', length: 100, name: 'device_type', nullable: true })
  deviceType: string | null;

  @Column({ type: 'varchar', length: 200, name: 'device_name', nullable: true })
  deviceName: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  @Column({ type: 'varchar', length: 500, name: 'user_agent', nullable: true })
  userAgent: string | null;

  @Column({ type: 'timestamptz', name: 'last_used_at', nullable: true })
  lastUsedAt: Date | null;
}
