import { defineTopic } from '../../core/jobs/topics.js';

/** Published in the send transaction; the newsletter's own worker sends the mails (spec 01 "Events": name and payload not shown). */
export const CAMPAIGN_SEND_REQUESTED = defineTopic<{ campaignId: string }>('newsletter.campaign.send-requested');

/** Published by subscribe for a new, pending or unsubscribed address; the handler makes the token and sends the mail. */
export const SUBSCRIBER_CONFIRMATION_REQUESTED = defineTopic<{ subscriberId: string }>('newsletter.subscriber.confirmation-requested');
