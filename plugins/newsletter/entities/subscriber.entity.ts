import { Column, Entity } from 'typeorm';
import { BaseModel } from '../../../core/db/base.entity.js';

export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** spec 01 "Newsletter campaign": where a subscription came from */
export const SUBSCRIPTION_SOURCES = ['storefront_footer', 'checkout', 'admin_import', 'account_signup'] as const;
export type SubscriptionSource = (typeof SUBSCRIPTION_SOURCES)[number];

/** One address on the list (stored lower-cased). Only the SHA-256 hash of its confirmation token is kept. */
@Entity('newsletter_subscribers')
export class NewsletterSubscriber extends BaseModel {
  @Column({ type: 'varchar', length: 320, unique: true })
  email: string;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status: SubscriberStatus;

  @Column({ type: 'varchar', length: 32, default: 'storefront_footer' })
  source: SubscriptionSource;

  /** the one live confirmation token (a new one replaces it, so older links stop working) */
  @Column({ type: 'varchar', length: 64, nullable: true, unique: true })
  confirmTokenHash: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  confirmTokenExpiresAt: Date | null;

  /** when the confirmation mails of the last day were requested (the per-address cap counts them) */
  @Column({ type: 'timestamptz', array: true, default: () => "'{}'" })
  confirmationSends: Date[];

  @Column({ type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  unsubscribedAt: Date | null;
}
