import { clock } from '../../core/clock/clock.js';
import { newPublicId } from '../../core/db/ids.js';
import { snakeCase } from '../../core/db/naming-strategy.js';
import { sqlRows } from '../../core/db/sql.js';
import { repo, withTransaction } from '../../core/db/transaction.js';
import { resolveList } from '../../core/http/list-query.js';
import { publish } from '../../core/jobs/outbox.js';
import { recordActivity, SqlList } from '../../core/lifecycle/index.js';
import { CAMPAIGN_SORTABLE, type NewsletterCampaignListQuery, type CreateNewsletterCampaignDto, type UpdateNewsletterCampaignDto } from './dto/campaign.dto.js';
import { NewsletterCampaign } from './entities/campaign.entity.js';
import { NewsletterErrors as E } from './errors.js';
import { campaignSelect, toCampaign, toCampaignListItem, type CampaignRow, type CampaignView } from './mappers.js';
import { renderHtml } from './render-markdown.js';
import { CAMPAIGN_SEND_REQUESTED } from './topics.js';

const ACTIVITY = 'newsletter_campaign';

/** Newsletter campaigns: drafts edited by admins, sent once through the outbox to the worker (campaign-sender.ts). */
export class CampaignsService {
  async list(q: NewsletterCampaignListQuery) {
    const l = resolveList(q, CAMPAIGN_SORTABLE, 'createdAt');
    const list = new SqlList<CampaignRow>({ select: campaignSelect(false), countFrom: 'FROM newsletter_campaigns c' });
    if (q.status) list.where(`c.status = ${list.param(q.status)}`);
    const nulls = l.sort === 'sentAt' ? (l.order === 'ASC' ? ' NULLS FIRST' : ' NULLS LAST') : '';
    const { rows, count } = await list.offsetPage(l, `c.${snakeCase(l.sort)} ${l.order}${nulls}, c.id ${l.order}`);
    return { rows: rows.map(toCampaignListItem), count, list: l };
  }

  async detail(publicId: string): Promise<CampaignView> {
    const [row] = await sqlRows<CampaignRow>(`${campaignSelect(true)} WHERE c.public_id = $1`, [publicId]);
    if (!row) throw E.CAMPAIGN_NOT_FOUND();
    return toCampaign(row);
  }

  /** The body as its recipients' mail shows it (HTML part, without the unsubscribe footer): the panel's preview. */
  async preview(publicId: string): Promise<string> {
    return renderHtml((await this.detail(publicId)).bodyMarkdown);
  }

  async create(dto: CreateNewsletterCampaignDto): Promise<CampaignView> {
    const publicId = newPublicId();
    await withTransaction(async () => {
      const now = clock.now();
      await repo(NewsletterCampaign).insert({
        publicId,
        name: dto.name,
        subject: dto.subject,
        bodyMarkdown: dto.bodyMarkdown,
        status: 'draft',
        createdAt: now,
        updatedAt: now,
      });
      await recordActivity('create', ACTIVITY, publicId);
    });
    return this.detail(publicId);
  }

  /** Draft only (409 NEWSLETTER_CAMPAIGN_NOT_DRAFT), decided under the row lock a concurrent send also takes. */
  async update(publicId: string, dto: UpdateNewsletterCampaignDto): Promise<CampaignView> {
    await withTransaction(async () => {
      const c = await this.lockDraft(publicId);
      const patch: Partial<NewsletterCampaign> = { updatedAt: clock.now() };
      if (dto.name !== undefined) patch.name = dto.name;
      if (dto.subject !== undefined) patch.subject = dto.subject;
      if (dto.bodyMarkdown !== undefined) patch.bodyMarkdown = dto.bodyMarkdown;
      await repo(NewsletterCampaign).update({ id: c.id }, patch);
      await recordActivity('update', ACTIVITY, publicId);
    });
    return this.detail(publicId);
  }

  /**
   * One transaction: the draft locked, one delivery row per subscriber confirmed now (their count frozen as
   * recipientCount), status sending, and the outbox event the worker picks up. A second send waits for the
   * lock and then finds the campaign no longer a draft.
   */
  async send(publicId: string): Promise<CampaignView> {
    // the answer is read in the send's own transaction: it shows `sending` (spec 01) even if a worker finishes first
    return withTransaction(async () => {
      const c = await this.lockDraft(publicId);
      const [{ n }] = await sqlRows<{ n: number }>(
        `WITH recipients AS (
           INSERT INTO newsletter_deliveries (campaign_id, subscriber_id, email)
           SELECT $1, s.id, s.email FROM newsletter_subscribers s WHERE s.status = 'confirmed' ORDER BY s.id
           RETURNING 1)
         SELECT count(*)::int AS n FROM recipients`,
        [c.id],
      );
      if (n === 0) throw E.CAMPAIGN_NO_RECIPIENTS();
      await repo(NewsletterCampaign).update({ id: c.id }, { status: 'sending', recipientCount: n, sentCount: 0, failedCount: 0, updatedAt: clock.now() });
      await publish(CAMPAIGN_SEND_REQUESTED, { campaignId: publicId });
      await recordActivity('send', ACTIVITY, publicId);
      return this.detail(publicId);
    });
  }

  private async lockDraft(publicId: string): Promise<{ id: string }> {
    const [row] = await sqlRows<{ id: string; status: string }>(`SELECT id, status FROM newsletter_campaigns WHERE public_id = $1 FOR UPDATE`, [publicId]);
    if (!row) throw E.CAMPAIGN_NOT_FOUND();
    if (row.status !== 'draft') throw E.CAMPAIGN_NOT_DRAFT();
    return { id: String(row.id) };
  }
}
