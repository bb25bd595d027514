import { Column, Entity, JoinColumn, ManyToOne } from 'typeorm';
import { SoftDeletableModel } from '../../../core/db/base.entity.js';
import { Role } from './role.entity.js';

export type UserKind = 'admin' | 'customer';

/** Admins and customers share one table so an email address identifies one person across surfaces. */
@Entity('users')
export class User extends SoftDeletableModel {
  @Column({ type: 'varchar', length: 16 })
  kind: UserKind;

  @Column({ type: 'varchar', length: 150 })
  name: string;

  /** stored lower-cased */
  @Column({ type: 'varchar', length: 254, unique: true })
  email: string;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  image: string | null;

  @Column({ type: 'boolean', default: false })
  emailVerified: boolean;

  @Column({ type: 'varchar', length: 32, nullable: true })
  phone: string | null;

  @Column({ type: 'boolean', default: false })
  phoneVerified: boolean;

  @Column({ type: 'varchar', length: 255, nullable: true, select: false })
  passwordHash: string | null;

  @Column({ type: 'bigint', nullable: true })
  roleId: string | null;

  @ManyToOne(() => Role, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn()
  role: Role | null;

  @Column({ type: 'boolean', default: false })
  isSuperadmin: boolean;

  /** false: banned / deactivated; cannot sign in */
  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  lastLoginAt: Date | null;

  /** customer deletion: when the request was made (null when no deletion is pending) */
  @Column({ type: 'timestamptz', nullable: true })
  deletionRequestedAt: Date | null;

  /** end of the 7-day grace period; past it the deletion can no longer be cancelled */
  @Column({ type: 'timestamptz', nullable: true })
  deletionScheduledAt: Date | null;

  /** set by a recovery: no new deletion request before this instant */
  @Column({ type: 'timestamptz', nullable: true })
  deleteBlockUntil: Date | null;

  /** set when the deletion completed: personal data was anonymised (the row stays for order history) */
  @Column({ type: 'timestamptz', nullable: true })
  anonymisedAt: Date | null;

  /** bumped when every session must end (password, role, deactivation, deletion); admin panel sessions compare it */
  @Column({ type: 'integer', default: 0 })
  sessionEpoch: number;
}
