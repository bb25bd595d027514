import { validate as isUuid } from 'uuid';
import { containsPattern, sqlRows } from '../../core/db/sql.js';
import { SqlList } from '../../core/lifecycle/index.js';
import { definePanelResource, formValue, type PanelFilterValue, type PanelListQuery, type PanelRow } from '../../core/panel/resource-spec.js';
import { CreateNewsletterCampaignDto, UpdateNewsletterCampaignDto } from './dto/campaign.dto.js';
import { CAMPAIGN_STATUSES } from './entities/campaign.entity.js';
import { SUBSCRIBER_STATUSES, SUBSCRIPTION_SOURCES } from './entities/subscriber.entity.js';
import { campaignSelect, SUBSCRIBER_SELECT, toCampaign, toSubscriber, type CampaignRow, type SubscriberRow } from './mappers.js';
import { newsletter } from './newsletter-context.js';
import { renderHtml } from './render-markdown.js';

/*
 * The newsletter in the admin panel: the subscribers (read only: search by email, filter by status and source)
 * and the campaigns, whose drafts are written and sent through the same services as the API routes. A
 * campaign's page shows its body as its recipients' mail renders it (the preview).
 */

const text = (v: PanelFilterValue | undefined) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
const dir = (q: PanelListQuery) => (q.direction === 'desc' ? 'DESC' : 'ASC');

/** One panel list over alias `alias`: filters by path, sort from an allowlist, rows mapped by `toRow`. */
function panelList<R>(def: {
  select: string;
  countFrom: string;
  alias: string;
  sortable: Record<string, string>;
  defaultSort: string;
  filters: Record<string, (value: string, param: (v: unknown) => string) => string>;
  toRow: (row: R, detail: boolean) => PanelRow;
}) {
  const listOf = (filters: PanelListQuery['filters']) => {
    const list = new SqlList<R>({ select: def.select, countFrom: def.countFrom });
    for (const [path, condition] of Object.entries(def.filters)) {
      const value = text(filters[path]);
      if (value !== undefined) list.where(condition(value, (v) => list.param(v)));
    }
    return list;
  };
  return {
    async find(q: PanelListQuery): Promise<PanelRow[]> {
      const sort = def.sortable[q.sortBy ?? def.defaultSort] ?? def.sortable[def.defaultSort];
      const rows = await listOf(q.filters).rows(`${sort} ${dir(q)}, ${def.alias}.id ${dir(q)}`, { limit: q.limit, offset: q.offset });
      return rows.map((r) => def.toRow(r, false));
    },
    count: (filters: PanelListQuery['filters']) => listOf(filters).count(),
    async findMany(ids: string[]): Promise<PanelRow[]> {
      const valid = ids.filter((id) => isUuid(id)).map((id) => id.toLowerCase());
      if (!valid.length) return [];
      return (await sqlRows<R>(`${def.select} WHERE ${def.alias}.public_id = ANY($1::uuid[])`, [valid])).map((r) => def.toRow(r, true));
    },
  };
}

const campaignReads = panelList<CampaignRow>({
  select: campaignSelect(true),
  countFrom: 'FROM newsletter_campaigns c',
  alias: 'c',
  sortable: { name: 'lower(c.name)', status: 'c.status', sentAt: 'c.sent_at', createdAt: 'c.created_at', updatedAt: 'c.updated_at' },
  defaultSort: 'createdAt',
  filters: {
    name: (v, p) => `c.name ILIKE ${p(containsPattern(v))}`,
    status: (v, p) => `c.status = ${p(v)}`,
  },
  // the preview only on a record's page (lists would render every body)
  toRow: (r, detail) => ({ ...toCampaign(r), ...(detail ? { preview: renderHtml(r.bodyMarkdown ?? '') } : {}) }),
});

const subscriberReads = panelList<SubscriberRow>({
  select: SUBSCRIBER_SELECT,
  countFrom: 'FROM newsletter_subscribers s',
  alias: 's',
  sortable: { email: 's.email', status: 's.status', confirmedAt: 's.confirmed_at', createdAt: 's.created_at' },
  defaultSort: 'createdAt',
  filters: {
    email: (v, p) => `s.email ILIKE ${p(containsPattern(v))}`,
    status: (v, p) => `s.status = ${p(v)}`,
    source: (v, p) => `s.source = ${p(v)}`,
  },
  toRow: (r) => toSubscriber(r),
});

const refetchCampaign = async (publicId: string) => (await campaignReads.findMany([publicId]))[0]!;

const campaignInput = (p: Record<string, unknown>) => ({
  name: formValue.optional(p.name),
  subject: formValue.optional(p.subject),
  bodyMarkdown: formValue.optional(p.bodyMarkdown),
});

export function newsletterCampaignsResource() {
  return definePanelResource({
    id: 'NewsletterCampaigns',
    module: 'Newsletter',
    properties: [
      { path: 'id', isId: true, isEditable: false },
      { path: 'name', isTitle: true, isSortable: true },
      { path: 'subject' },
      {
        path: 'status',
        availableValues: [...CAMPAIGN_STATUSES],
        tones: { draft: 'grey', sending: 'blue', sent: 'green', failed: 'red', cancelled: 'amber' },
        isEditable: false,
        isSortable: true,
      },
      { path: 'bodyMarkdown', type: 'textarea' },
      { path: 'preview', type: 'richtext', isEditable: false },
      { path: 'recipientCount', type: 'number', isEditable: false },
      { path: 'sentCount', type: 'number', isEditable: false },
      { path: 'failedCount', type: 'number', isEditable: false },
      { path: 'sentAt', type: 'datetime', isEditable: false, isSortable: true },
      { path: 'createdAt', type: 'datetime', isEditable: false, isSortable: true },
      { path: 'updatedAt', type: 'datetime', isEditable: false },
    ],
    options: {
      navigation: { name: 'Newsletter', icon: 'Mail' },
      sort: { sortBy: 'createdAt', direction: 'desc' },
      listProperties: ['name', 'subject', 'status', 'recipientCount', 'sentCount', 'failedCount', 'sentAt'],
      showProperties: [
        'name',
        'subject',
        'status',
        'recipientCount',
        'sentCount',
        'failedCount',
        'sentAt',
        'preview',
        'bodyMarkdown',
        'createdAt',
        'updatedAt',
      ],
      editProperties: ['name', 'subject', 'bodyMarkdown'],
      filterProperties: ['name', 'status'],
      properties: {
        name: { description: 'Internal: recipients never see it' },
        bodyMarkdown: {
          description: 'Blocks separated by a blank line become paragraphs; a block starting with "## " is a subheading. Nothing else is markup.',
        },
        preview: { description: "The body as the recipients' mail shows it" },
      },
      translations: { en: { properties: { bodyMarkdown: 'Body', recipientCount: 'Recipients', sentCount: 'Sent', failedCount: 'Failed', sentAt: 'Sent at' } } },
    },
    ...campaignReads,
    create: {
      dto: CreateNewsletterCampaignDto,
      input: campaignInput,
      run: async (dto: CreateNewsletterCampaignDto) => refetchCampaign((await newsletter.campaigns.create(dto)).id),
    },
    update: {
      dto: UpdateNewsletterCampaignDto,
      input: campaignInput,
      run: async (publicId, dto: UpdateNewsletterCampaignDto) => {
        await newsletter.campaigns.update(publicId, dto);
        return refetchCampaign(publicId);
      },
    },
    recordActions: {
      send: {
        permission: 'UPDATE',
        label: 'Send',
        icon: 'Send',
        confirm: 'Send this campaign now to every confirmed subscriber? It cannot be edited afterwards.',
        isVisible: (row) => row.status === 'draft',
        run: async (publicId) => {
          await newsletter.campaigns.send(publicId);
          return refetchCampaign(publicId);
        },
        successMessage: 'The campaign is sending',
      },
    },
  });
}

export function newsletterSubscribersResource() {
  return definePanelResource({
    id: 'NewsletterSubscribers',
    module: 'Newsletter',
    properties: [
      { path: 'id', isId: true, isEditable: false },
      { path: 'email', isTitle: true, isSortable: true, isEditable: false },
      {
        path: 'status',
        availableValues: [...SUBSCRIBER_STATUSES],
        tones: { pending: 'amber', confirmed: 'green', unsubscribed: 'grey' },
        isEditable: false,
        isSortable: true,
      },
      { path: 'source', availableValues: [...SUBSCRIPTION_SOURCES], isEditable: false },
      { path: 'confirmedAt', type: 'datetime', isEditable: false, isSortable: true },
      { path: 'unsubscribedAt', type: 'datetime', isEditable: false },
      { path: 'createdAt', type: 'datetime', isEditable: false, isSortable: true },
    ],
    options: {
      navigation: { name: 'Newsletter', icon: 'Mail' },
      sort: { sortBy: 'createdAt', direction: 'desc' },
      listProperties: ['email', 'status', 'source', 'confirmedAt', 'createdAt'],
      showProperties: ['email', 'status', 'source', 'confirmedAt', 'unsubscribedAt', 'createdAt'],
      filterProperties: ['email', 'status', 'source'],
      translations: { en: { properties: { confirmedAt: 'Confirmed at', unsubscribedAt: 'Unsubscribed at' } } },
    },
    ...subscriberReads,
  });
}

export const newsletterAdmin = () => [newsletterSubscribersResource(), newsletterCampaignsResource()];
