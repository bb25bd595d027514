import { Column, Entity } from 'typeorm';
import { BaseModel } from '../../../../core/db/base.entity.js';

/** A single-use code the callback hands to the frontend; only its sha256 is stored. */
@Entity('oauth_codes')
export class OAuthCode extends BaseModel {
  @Column({ type: 'char', length: 64, unique: true })
  codeHash: string;

  @Column({ type: 'varchar', length: 32 })
  provider: string;

  @Column({ type: 'varchar', length: 255 })
  subject: string;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  /** the provider asserted email_verified = true */
  @Column({ type: 'boolean', default: false })
  emailVerified: boolean;

  @Column({ type: 'varchar', length: 150, nullable: true })
  name: string | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  image: string | null;

  /** set when the flow links the identity to this (internal) customer id instead of signing in */
  @Column({ type: 'bigint', nullable: true })
  linkUserId: string | null;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}
