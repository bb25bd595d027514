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

/** Every field of campaign `alias` (the body only when asked for). */
export const campaignSelect = (withBody: boolean, alias = 'c') => `
  SELECT ${alias}.id, ${alias}.public_id AS "publicId", ${alias}.name, ${alias}.subject, ${withBody ? `${alias}.body_markdown AS "bodyMarkdown",` : ''} ${alias}.status,
         ${alias}.recipient_count AS "recipientCount", ${alias}.sent_count AS "sentCount", ${alias}.failed_count AS "failedCount",
         ${alias}.sent_at AS "sentAt", ${alias}.created_at AS "createdAt", ${alias}.updated_at AS "updatedAt"
    FROM newsletter_campaigns ${alias}`;

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

/** Every field of subscriber `alias`. */
export const subscriberSelect = (alias: string) => `
  SELECT ${alias}.id, ${alias}.public_id AS "publicId", ${alias}.email, ${alias}.status, ${alias}.source, ${alias}.confirmed_at AS "confirmedAt",
         ${alias}.unsubscribed_at AS "unsubscribedAt", ${alias}.created_at AS "createdAt", ${alias}.updated_at AS "updatedAt"
    FROM newsletter_subscribers ${alias}`;
export const SUBSCRIBER_SELECT = subscriberSelect('s');

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
