import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { BaseModel } from '../../../core/db/base.entity.js';
import { User } from './user.entity.js';

/** A signed-in session; publicId is the sessionId of the tokens object. Revoked sessions are kept. */
@Entity('auth_sessions')
@Index(['userId'])
export class Session extends BaseModel {
  @Column({ type: 'bigint' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn()
  user: User;

  /** sha256 of the refresh token that is valid now */
  @Column({ type: 'char', length: 64 })
  refreshTokenHash: string;

  /** sha256 of the token it replaced: presenting it again is a replay and revokes the session */
  @Column({ type: 'char', length: 64, nullable: true })
  previousRefreshTokenHash: string | null;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  deviceId: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  deviceType: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  deviceName: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  userAgent: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;
}
