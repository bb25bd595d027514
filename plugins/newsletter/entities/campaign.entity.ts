import { Column, Entity } from 'typeorm';
import { BaseModel } from '../../../core/db/base.entity.js';

export const CAMPAIGN_STATUSES = ['draft', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** A newsletter mail: edited as a draft, sent once to the subscribers confirmed at that moment. */
@Entity('newsletter_campaigns')
export class NewsletterCampaign extends BaseModel {
  /** internal, never shown to recipients */
  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Column({ type: 'varchar', length: 255 })
  subject: string;

  @Column({ type: 'text' })
  bodyMarkdown: string;

  @Column({ type: 'varchar', length: 16, default: 'draft' })
  status: CampaignStatus;

  /** frozen at send */
  @Column({ type: 'integer', default: 0 })
  recipientCount: number;

  @Column({ type: 'integer', default: 0 })
  sentCount: number;

  @Column({ type: 'integer', default: 0 })
  failedCount: number;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  /** the worker process sending it (core/jobs/lease-owner.ts) and until when its lease holds without renewal */
  @Column({ type: 'integer', nullable: true })
  leaseOwner: number | null;

  @Column({ type: 'timestamptz', nullable: true })
  leaseUntil: Date | null;
}
