import { clock } from '../../core/clock/clock.js';
import { newPublicId } from '../../core/db/ids.js';
import { snakeCase } from '../../core/db/naming-strategy.js';
import { containsPattern, sqlRows } from '../../core/db/sql.js';
import { getDataSource, withTransaction } from '../../core/db/transaction.js';
import { publish } from '../../core/jobs/outbox.js';
import { resolveList } from '../../core/http/list-query.js';
import { SqlList } from '../../core/lifecycle/index.js';
import { SUBSCRIBER_SORTABLE, type SubscriberListQuery } from './dto/subscriber.dto.js';
import type { SubscribeDto } from './dto/subscription.dto.js';
import { NewsletterErrors as E } from './errors.js';
import type { SubscriptionSource } from './entities/subscriber.entity.js';
import { NEWSLETTER_LIMITS } from './limits.js';
import { SUBSCRIBER_SELECT, toSubscriber, type SubscriberRow } from './mappers.js';
import type { NewsletterMails } from './newsletter-mails.js';
import { hashToken, newToken } from './tokens.js';
import { SUBSCRIBER_CONFIRMATION_REQUESTED } from './topics.js';

/**
 * Double opt-in. Subscribe answers the same whatever the list holds; a new, pending or unsubscribed address
 * gets a confirmation mail whose token replaces any older one, up to a few per hour and per day; a confirmed
 * address gets none.
 */
export class SubscriptionsService {
  constructor(private readonly mails: NewsletterMails) {}

  /**
   * One statement decides and writes, so two subscribes of one address never make two rows nor pass the cap
   * together (ON CONFLICT locks the row before its WHERE is checked). A new, pending or unsubscribed address
   * becomes pending and a confirmation is requested through the outbox, in the same transaction, unless the
   * address was sent its share of confirmations in the last hour or day (NEWSLETTER_LIMITS, whoever asked):
   * then nothing changes, so no new token is made and the live link keeps working. The answer is the same
   * either way and never waits for (nor depends on) the mail.
   */
  async subscribe(dto: SubscribeDto): Promise<void> {
    const email = dto.email.trim().toLowerCase();
    const now = clock.now();
    const { confirmationMailsPerHour, confirmationMailsPerDay } = NEWSLETTER_LIMITS;
    const sentWithin = (window: string) => `(SELECT count(*) FROM unnest(s.confirmation_sends) AS sent WHERE sent > $4::timestamptz - interval '${window}')`;
    await withTransaction(async () => {
      const [row] = await sqlRows<{ publicId: string }>(
        `INSERT INTO newsletter_subscribers AS s (public_id, email, status, source, confirmation_sends, created_at, updated_at)
         VALUES ($1, $2, 'pending', $3, ARRAY[$4::timestamptz], $4, $4)
         ON CONFLICT (email) DO UPDATE SET status = 'pending', source = EXCLUDED.source, updated_at = EXCLUDED.updated_at,
           confirmation_sends = array(SELECT sent FROM unnest(s.confirmation_sends) AS sent WHERE sent > $4::timestamptz - interval '1 day' ORDER BY sent) || $4::timestamptz
         WHERE s.status <> 'confirmed' AND ${sentWithin('1 hour')} < $5 AND ${sentWithin('1 day')} < $6
         RETURNING s.public_id AS "publicId"`,
        [newPublicId(), email, dto.source ?? 'storefront_footer', now, confirmationMailsPerHour, confirmationMailsPerDay],
      );
      if (row) await publish(SUBSCRIBER_CONFIRMATION_REQUESTED, { subscriberId: row.publicId });
    });
  }

  /**
   * The outbox handler of a confirmation request: a new token, its hash committed first (it replaces the stored
   * one, so older links stop working, and the link works as soon as the mail arrives), then the mail. A failed
   * send is retried with yet another token. The raw token exists only in the mail. Nothing is sent to an
   * address confirmed since.
   */
  async sendConfirmation(subscriberId: string): Promise<void> {
    const { token, hash } = newToken();
    const now = clock.now();
    const [row] = await sqlRows<{ email: string }>(
      `UPDATE newsletter_subscribers SET confirm_token_hash = $2, confirm_token_expires_at = $3
        WHERE public_id = $1 AND status = 'pending' RETURNING email`,
      [subscriberId, hash, new Date(now.getTime() + NEWSLETTER_LIMITS.confirmTokenTtlMs)],
      getDataSource().manager,
    );
    if (row) await this.mails.confirmation(row.email, token);
  }

  /** Consumes the token: 404 when it was used, replaced, expired, never valid, or the address has unsubscribed. */
  async confirm(token: string): Promise<void> {
    const now = clock.now();
    const rows = await sqlRows(
      `UPDATE newsletter_subscribers
          SET status = 'confirmed', confirmed_at = $2, confirm_token_hash = NULL, confirm_token_expires_at = NULL, updated_at = $2
        WHERE confirm_token_hash = $1 AND status = 'pending' AND confirm_token_expires_at > $2
        RETURNING id`,
      [hashToken(token), now],
    );
    if (rows.length !== 1) throw E.CONFIRMATION_TOKEN_INVALID();
  }

  /** Idempotent and silent: any token is answered alike; a campaign mail's token unsubscribes its recipient. */
  async unsubscribe(token: string): Promise<void> {
    const now = clock.now();
    await sqlRows(
      `UPDATE newsletter_subscribers s
          SET status = 'unsubscribed', unsubscribed_at = $2, confirm_token_hash = NULL, confirm_token_expires_at = NULL, updated_at = $2
         FROM newsletter_deliveries d
        WHERE d.unsubscribe_token_hash = $1 AND s.id = d.subscriber_id AND s.status <> 'unsubscribed'`,
      [hashToken(token), now],
    );
  }

  async list(q: SubscriberListQuery) {
    const l = resolveList(q, SUBSCRIBER_SORTABLE, 'createdAt');
    const list = new SqlList<SubscriberRow>({ select: SUBSCRIBER_SELECT, countFrom: 'FROM newsletter_subscribers s' });
    if (q.status) list.where(`s.status = ${list.param(q.status)}`);
    if (q.search) list.where(`s.email ILIKE ${list.param(containsPattern(q.search))}`);
    const nulls = l.sort === 'confirmedAt' ? (l.order === 'ASC' ? ' NULLS FIRST' : ' NULLS LAST') : '';
    const { rows, count } = await list.offsetPage(l, `s.${snakeCase(l.sort)} ${l.order}${nulls}, s.id ${l.order}`);
    return { rows: rows.map(toSubscriber), count, list: l };
  }

  /**
   * Adds addresses as they stand (an import of a list that already opted in, or the demo): no mail is sent,
   * an address already on the list is left as it is. Returns how many were added.
   */
  async addAsTheyStand(entries: ReadonlyArray<{ email: string; status: 'pending' | 'confirmed'; source: SubscriptionSource }>): Promise<number> {
    const rows = await sqlRows(
      `INSERT INTO newsletter_subscribers (public_id, email, status, source, confirmed_at)
       SELECT d.public_id, lower(trim(d.email)), d.status, d.source, CASE WHEN d.status = 'confirmed' THEN $2::timestamptz END
         FROM jsonb_to_recordset($1::jsonb) AS d(public_id uuid, email text, status text, source text)
       ON CONFLICT (email) DO NOTHING
       RETURNING id`,
      [JSON.stringify(entries.map((e) => ({ ...e, public_id: newPublicId() }))), clock.now()],
    );
    return rows.length;
  }

  /** How many addresses are confirmed now (the recipients a send would freeze). */
  async confirmedCount(): Promise<number> {
    const [row] = await sqlRows<{ n: number }>(`SELECT count(*)::int AS n FROM newsletter_subscribers WHERE status = 'confirmed'`);
    return row.n;
  }
}
