import { containsPattern } from '../../core/db/sql.js';
import { panelReads } from '../../core/panel/panel-reads.js';
import {
  definePanelResource,
  formValue,
  type PanelProperty,
  type PanelRecordAction,
  type PanelResourceSpec,
  type PanelRow,
} from '../../core/panel/resource-spec.js';
import { CreateNewsletterCampaignDto, UpdateNewsletterCampaignDto } from './dto/campaign.dto.js';
import { CAMPAIGN_STATUSES } from './entities/campaign.entity.js';
import { campaignSelect, toCampaign } from './mappers.js';
import { newsletter } from './newsletter-context.js';
import { renderHtml } from './render-markdown.js';

/*
 * The newsletter's campaigns in the panel: drafts are written and sent through the same services as the API
 * routes. A campaign's page shows its body as its recipients' mail renders it (the preview).
 */

const campaignReads = panelReads({
  select: campaignSelect(true, 't'),
  countFrom: 'FROM newsletter_campaigns t',
  sortable: { name: 'lower(t.name)', status: 't.status', sentAt: 't.sent_at', createdAt: 't.created_at', updatedAt: 't.updated_at' },
  defaultSort: 'createdAt',
  filters: {
    name: (v, p) => `t.name ILIKE ${p(containsPattern(v))}`,
    status: (v, p) => `t.status = ${p(v)}`,
  },
  toRow: toCampaign,
});

/** A record's page adds the preview (lists would render every body). */
const withPreview = (row: PanelRow): PanelRow => ({ ...row, preview: renderHtml(String(row.bodyMarkdown)) });
const campaignPages = async (ids: string[]) => (await campaignReads.findMany(ids)).map(withPreview);
const refetchCampaign = async (publicId: string) => (await campaignPages([publicId]))[0]!;

const CAMPAIGN_PROPERTIES: PanelProperty[] = [
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
];

const CAMPAIGN_OPTIONS: PanelResourceSpec['options'] = {
  navigation: { name: 'Newsletter', icon: 'Mail' },
  sort: { sortBy: 'createdAt', direction: 'desc' },
  listProperties: ['name', 'subject', 'status', 'recipientCount', 'sentCount', 'failedCount', 'sentAt'],
  showProperties: ['name', 'subject', 'status', 'recipientCount', 'sentCount', 'failedCount', 'sentAt', 'preview', 'bodyMarkdown', 'createdAt', 'updatedAt'],
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
};

const campaignInput = (p: Record<string, unknown>) => ({
  name: formValue.optional(p.name),
  subject: formValue.optional(p.subject),
  bodyMarkdown: formValue.optional(p.bodyMarkdown),
});

const sendAction: PanelRecordAction = {
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
};

export function newsletterCampaignsResource() {
  return definePanelResource({
    id: 'NewsletterCampaigns',
    module: 'Newsletter',
    properties: CAMPAIGN_PROPERTIES,
    options: CAMPAIGN_OPTIONS,
    ...campaignReads,
    findMany: campaignPages,
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
    recordActions: { send: sendAction },
  });
}
