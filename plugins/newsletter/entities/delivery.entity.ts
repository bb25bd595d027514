import { BaseEntity, Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * One recipient of one campaign, written when the campaign is sent (unique per campaign and subscriber).
 * `sending` is claimed before the SMTP call and left only for `sent` or `failed`, so a worker that dies
 * mid-send leaves at most its in-flight rows in doubt, and no row is ever mailed twice.
 */
@Entity('newsletter_deliveries')
export class NewsletterDelivery extends BaseEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'bigint' })
  campaignId: string;

  @Column({ type: 'bigint' })
  subscriberId: string;

  @Column({ type: 'varchar', length: 320 })
  email: string;

  @Column({ type: 'varchar', length: 12, default: 'pending' })
  status: DeliveryStatus;

  /** SHA-256 of the one-click unsubscribe token this mail carries (set when it is sent) */
  @Column({ type: 'varchar', length: 64, nullable: true, unique: true })
  unsubscribeTokenHash: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  error: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  attemptedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  finishedAt: Date | null;
}
