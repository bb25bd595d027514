import type { EntityManager } from 'typeorm';
import { clock } from '../../core/clock/clock.js';
import { sqlRows } from '../../core/db/sql.js';
import { getDataSource } from '../../core/db/transaction.js';
import { currentLeaseOwner, leaseOwnerAliveSql } from '../../core/jobs/lease-owner.js';
import { logger } from '../../core/log/logger.js';
import { platform } from '../../core/platform.js';
import { NEWSLETTER_LIMITS as L } from './limits.js';
import type { NewsletterMails } from './newsletter-mails.js';
import { newToken } from './tokens.js';

/**
 * Every write of the sender goes through its own pooled connection in autocommit: progress must be durable
 * as it happens, not held in the outbox delivery's transaction (which a crash rolls back).
 */
const outside = (): EntityManager => getDataSource().manager;

export const INTERRUPTED = 'interrupted mid-send: not sent again, it may have been delivered';
export const UNSUBSCRIBED = 'unsubscribed before delivery';

interface ClaimedCampaign {
  id: string;
  publicId: string;
  subject: string;
  bodyMarkdown: string;
}

interface Recipient {
  id: string;
  email: string;
  subscriberStatus: string;
}

/** Runs `work` over `items` with at most `lanes` at once. */
async function inLanes<T>(items: T[], lanes: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(lanes, items.length) }, lane));
}

const TALLY = `(SELECT count(*) FILTER (WHERE status = 'sent')::int AS sent, count(*) FILTER (WHERE status = 'failed')::int AS failed,
                       count(*) FILTER (WHERE status IN ('pending', 'sending'))::int AS open
                  FROM newsletter_deliveries WHERE campaign_id = $1) x`;

/**
 * The campaign worker: sends a `sending` campaign's mails in batches over the mailer, one delivery row per
 * recipient. A run holds the campaign's lease (this process as lease owner, renewed every batch); a run of a
 * process that died is taken over at once. Each row is claimed (`sending`) before its SMTP call and closed
 * after it, so a resumed run mails only rows never attempted; the in-flight rows of a dead run are in doubt
 * and end `failed`, never mailed twice. The campaign ends `sent` (at least one delivered) or `failed`, with
 * sentCount + failedCount = recipientCount.
 */
export class CampaignSender {
  /** campaigns this process is sending now (a second delivery of the same event in this process waits out) */
  private readonly running = new Set<string>();

  constructor(private readonly mails: NewsletterMails) {}

  async run(publicId: string): Promise<void> {
    if (this.running.has(publicId)) return;
    this.running.add(publicId);
    try {
      const campaign = await this.claim(publicId);
      if (!campaign) return;
      const log = logger().child({ component: 'newsletter', campaignId: publicId });
      const t0 = Date.now();
      await sqlRows(
        `UPDATE newsletter_deliveries SET status = 'failed', error = $2, finished_at = $3 WHERE campaign_id = $1 AND status = 'sending'`,
        [campaign.id, INTERRUPTED, clock.now()],
        outside(),
      );
      for (;;) {
        if (!(await this.renew(campaign))) return log.warn('newsletter: the campaign was taken over by another worker');
        const batch = await sqlRows<Recipient>(
          `SELECT d.id, d.email, s.status AS "subscriberStatus" FROM newsletter_deliveries d JOIN newsletter_subscribers s ON s.id = d.subscriber_id
            WHERE d.campaign_id = $1 AND d.status = 'pending' ORDER BY d.id LIMIT $2`,
          [campaign.id, L.sendBatch],
          outside(),
        );
        if (!batch.length) break;
        await inLanes(batch, L.sendLanes, (r) => this.deliver(campaign, r));
        await this.tally(campaign.id);
      }
      const [done] = await this.finish(campaign.id);
      if (done) log.info({ ms: Date.now() - t0, ...done }, 'newsletter campaign sent');
    } finally {
      this.running.delete(publicId);
    }
  }

  /** Campaigns left `sending` with no live run (the sweep job resumes them). */
  async abandoned(): Promise<string[]> {
    const rows = await sqlRows<{ publicId: string }>(
      `SELECT public_id AS "publicId" FROM newsletter_campaigns
        WHERE status = 'sending' AND (lease_owner IS NULL OR lease_until < $1 OR NOT ${leaseOwnerAliveSql('lease_owner')}) ORDER BY id`,
      [clock.now()],
      outside(),
    );
    return rows.map((r) => r.publicId);
  }

  private async claim(publicId: string): Promise<ClaimedCampaign | null> {
    const now = clock.now();
    const me = currentLeaseOwner();
    const [row] = await sqlRows<ClaimedCampaign>(
      `UPDATE newsletter_campaigns SET lease_owner = $2, lease_until = $3
        WHERE public_id = $1 AND status = 'sending'
          AND (lease_owner IS NULL OR lease_owner = $2 OR lease_until < $4 OR NOT ${leaseOwnerAliveSql('lease_owner')})
        RETURNING id, public_id AS "publicId", subject, body_markdown AS "bodyMarkdown"`,
      [publicId, me, new Date(now.getTime() + L.sendLeaseMs), now],
      outside(),
    );
    return row ? { ...row, id: String(row.id) } : null;
  }

  private async renew(c: ClaimedCampaign): Promise<boolean> {
    const rows = await sqlRows(
      `UPDATE newsletter_campaigns SET lease_until = $3 WHERE id = $1 AND lease_owner = $2 AND status = 'sending' RETURNING id`,
      [c.id, currentLeaseOwner(), new Date(clock.nowMs() + L.sendLeaseMs)],
      outside(),
    );
    return rows.length === 1;
  }

  private async deliver(c: ClaimedCampaign, r: Recipient): Promise<void> {
    const now = clock.now();
    if (r.subscriberStatus !== 'confirmed') {
      await sqlRows(
        `UPDATE newsletter_deliveries SET status = 'failed', error = $2, finished_at = $3 WHERE id = $1 AND status = 'pending'`,
        [r.id, UNSUBSCRIBED, now],
        outside(),
      );
      return;
    }
    const { token, hash } = newToken();
    const claimed = await sqlRows(
      `UPDATE newsletter_deliveries SET status = 'sending', unsubscribe_token_hash = $2, attempted_at = $3 WHERE id = $1 AND status = 'pending' RETURNING id`,
      [r.id, hash, now],
      outside(),
    );
    if (!claimed.length) return;
    let error: string | null = null;
    try {
      const sent = await platform().mailer.send(this.mails.campaign(r.email, c, token));
      if (!sent.accepted.length) error = `refused: ${sent.rejected.join(', ') || 'no recipient accepted'}`;
    } catch (e) {
      error = (e instanceof Error ? e.message : String(e)).slice(0, 500);
    }
    await sqlRows(
      `UPDATE newsletter_deliveries SET status = $2, error = $3, finished_at = $4 WHERE id = $1 AND status = 'sending'`,
      [r.id, error ? 'failed' : 'sent', error, clock.now()],
      outside(),
    );
  }

  /** sentCount and failedCount so far, for clients polling the detail while it sends. */
  private async tally(id: string): Promise<void> {
    await sqlRows(
      `UPDATE newsletter_campaigns c SET sent_count = x.sent, failed_count = x.failed, updated_at = $2 FROM ${TALLY} WHERE c.id = $1 AND c.status = 'sending'`,
      [id, clock.now()],
      outside(),
    );
  }

  private async finish(id: string): Promise<Array<{ status: string; sentCount: number; failedCount: number }>> {
    const now = clock.now();
    return sqlRows(
      `UPDATE newsletter_campaigns c
          SET sent_count = x.sent, failed_count = x.failed, status = CASE WHEN x.sent > 0 THEN 'sent' ELSE 'failed' END,
              sent_at = CASE WHEN x.sent > 0 THEN $2::timestamptz END, lease_owner = NULL, lease_until = NULL, updated_at = $2
         FROM ${TALLY}
        WHERE c.id = $1 AND c.status = 'sending' AND x.open = 0
        RETURNING c.status, c.sent_count AS "sentCount", c.failed_count AS "failedCount"`,
      [id, now],
      outside(),
    );
  }
}
