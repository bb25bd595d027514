import { Column, Entity, Index } from 'typeorm';
import { BaseModel } from '../../../core/db/base.entity.js';

export type CodePurpose = 'email_verify' | 'password_reset' | 'phone_verify' | 'account_recovery';

/**
 * A 6-digit code (and, for mailed links, a long token) sent to a user. Only hashes are stored; a code is
 * single-use, expires, and burns after too many wrong attempts. Issuing a new one retires the older ones.
 */
@Entity('one_time_codes')
@Index(['userId', 'purpose'])
export class OneTimeCode extends BaseModel {
  @Column({ type: 'bigint' })
  userId: string;

  @Column({ type: 'varchar', length: 32 })
  purpose: CodePurpose;

  /** sha256 of `<publicId>:<code>` (salted by the row's own id) */
  @Column({ type: 'char', length: 64 })
  codeHash: string;

  /** sha256 of the link token; null when the code travels without a link (SMS) */
  @Column({ type: 'char', length: 64, nullable: true, unique: true })
  tokenHash: string | null;

  /** what the code proves, where it is not the account's own email (the phone number being verified) */
  @Column({ type: 'varchar', length: 254, nullable: true })
  target: string | null;

  /** on the service's clock (createdAt is the database's); the mail caps count by it */
  @Column({ type: 'timestamptz' })
  issuedAt: Date;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}
