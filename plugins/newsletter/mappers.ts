import type { CampaignStatus } from './entities/campaign.entity.js';
import type { SubscriberStatus, SubscriptionSource } from './entities/subscriber.entity.js';

export interface CampaignRow {
  id: string;
  publicId: string;
  name: string;
  subject: string;
  bodyMarkdown?: string;
  status: CampaignStatus;
  recipientCount: number;
  sentCount: number;
  failedCount: number;
  sentAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Every field of campaign `c` (the body only when asked for). */
export const campaignSelect = (withBody: boolean) => `
  SELECT c.id, c.public_id AS "publicId", c.name, c.subject, ${withBody ? 'c.body_markdown AS "bodyMarkdown",' : ''} c.status,
         c.recipient_count AS "recipientCount", c.sent_count AS "sentCount", c.failed_count AS "failedCount",
         c.sent_at AS "sentAt", c.created_at AS "createdAt", c.updated_at AS "updatedAt"
    FROM newsletter_campaigns c`;

/** A campaign as the admin routes show it; the spec's `id` is the public id. */
export function toCampaignListItem(r: CampaignRow) {
  return {
    id: r.publicId,
    name: r.name,
    subject: r.subject,
    status: r.status,
    recipientCount: r.recipientCount,
    sentCount: r.sentCount,
    failedCount: r.failedCount,
    sentAt: r.sentAt,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

export function toCampaign(r: CampaignRow) {
  return { ...toCampaignListItem(r), bodyMarkdown: r.bodyMarkdown ?? '' };
}

export type CampaignView = ReturnType<typeof toCampaign>;

export interface SubscriberRow {
  publicId: string;
  email: string;
  status: SubscriberStatus;
  source: SubscriptionSource;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export const SUBSCRIBER_SELECT = `
  SELECT s.id, s.public_id AS "publicId", s.email, s.status, s.source, s.confirmed_at AS "confirmedAt", s.unsubscribed_at AS "unsubscribedAt",
         s.created_at AS "createdAt", s.updated_at AS "updatedAt"
    FROM newsletter_subscribers s`;

export function toSubscriber(r: SubscriberRow) {
  return {
    id: r.publicId,
    email: r.email,
    status: r.status,
    source: r.source,
    confirmedAt: r.confirmedAt,
    unsubscribedAt: r.unsubscribedAt,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}
