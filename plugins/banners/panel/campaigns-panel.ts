import { entityColumnsSql } from '../../../core/db/entity-columns.js';
import { containsPattern } from '../../../core/db/sql.js';
import { formValue, type PanelRecordAction, type PanelRow } from '../../../core/panel/resource-spec.js';
import { statisticsView } from '../analytics/panel-stats.js';
import { banners } from '../banners-context.js';
import { ACTION_TARGET, CAMPAIGN_ACTIONS, mayMove, type CampaignAction } from '../campaign-lifecycle.js';
import { CreateCampaignDto, UpdateCampaignDto } from '../dto/campaign.dto.js';
import { Campaign } from '../entities/campaign.entity.js';
import { BANNER_SOURCES, CAMPAIGN_STATUSES, type CampaignStatus } from '../entities/enums.js';
import { toCampaign } from '../mappers.js';
import { form, panelReads, withAllProperties } from './panel-rows.js';
import { restoreAction } from '../../../core/panel/restore-action.js';

const reads = panelReads({
  select: `SELECT ${entityColumnsSql(Campaign, 't')} FROM campaigns t`,
  countFrom: 'FROM campaigns t',
  sortable: { name: 'lower(t.name)', status: 't.status', startsAt: 't.starts_at', createdAt: 't.created_at', updatedAt: 't.updated_at' },
  defaultSort: 'updatedAt',
  softDeleted: true,
  filters: {
    name: (v, p) => `(t.name ILIKE ${p(containsPattern(v))} OR t.advertiser_name ILIKE ${p(containsPattern(v))})`,
    status: (v, p) => `t.status = ${p(v)}`,
    source: (v, p) => `t.source = ${p(v)}`,
  },
  toRow: (r): PanelRow => {
    const c = toCampaign(r);
    return { ...c, id: c.publicId, deleted: !!c.deletedAt };
  },
});

const refetch = async (publicId: string) => (await reads.findMany([publicId]))[0]!;
const nullable = (v: unknown) => formValue.nullable(v);

const campaignInput = (p: Record<string, unknown>) => ({
  name: formValue.optional(p.name),
  description: nullable(p.description),
  source: formValue.optional(p.source),
  startsAt: form.instant(p.startsAt),
  endsAt: form.instant(p.endsAt),
  budgetTotalPaisa: form.nullableInt(p.budgetTotalPaisa),
  budgetDailyPaisa: form.nullableInt(p.budgetDailyPaisa),
  impressionCap: form.nullableInt(p.impressionCap),
  clickCap: form.nullableInt(p.clickCap),
  advertiserName: nullable(p.advertiserName),
  advertiserContact: nullable(p.advertiserContact),
  contractRef: nullable(p.contractRef),
  priority: form.int(p.priority),
});

const LABELS: Record<CampaignAction, [label: string, icon: string, done: string]> = {
  schedule: ['Schedule', 'Clock', 'The campaign is scheduled'],
  activate: ['Activate', 'Play', 'The campaign is active'],
  pause: ['Pause', 'Pause', 'The campaign is paused'],
  end: ['End', 'Square', 'The campaign has ended'],
  cancel: ['Cancel', 'XCircle', 'The campaign is cancelled'],
};

/** The lifecycle actions, offered where the lifecycle allows them; each calls the service (which decides again under the row lock). */
function lifecycleActions(): Record<string, PanelRecordAction> {
  return Object.fromEntries(
    CAMPAIGN_ACTIONS.map((action) => [
      action,
      {
        permission: 'UPDATE',
        label: LABELS[action][0],
        icon: LABELS[action][1],
        confirm: `${LABELS[action][0]} this campaign (it becomes ${ACTION_TARGET[action]})?`,
        isVisible: (row: Record<string, unknown>) => !row.deletedAt && mayMove(row.status as CampaignStatus, action),
        run: async (publicId: string) => {
          await banners.campaigns.transition(publicId, action);
          return refetch(publicId);
        },
        successMessage: LABELS[action][2],
      } satisfies PanelRecordAction,
    ]),
  );
}

const EDITABLE = [
  'name',
  'description',
  'source',
  'startsAt',
  'endsAt',
  'priority',
  'advertiserName',
  'advertiserContact',
  'contractRef',
  'budgetTotalPaisa',
  'budgetDailyPaisa',
  'impressionCap',
  'clickCap',
];

/** Campaigns in the panel: created as drafts, moved by the lifecycle actions. */
export function campaignsResource() {
  return withAllProperties({
    id: 'Campaigns',
    module: 'Campaigns',
    // also the schedule action's refusal of a start in the past
    errorFields: { CAMPAIGN_DATE_INVALID: 'startsAt' },
    properties: [
      { path: 'id', isId: true, isEditable: false },
      { path: 'name', isTitle: true, isSortable: true },
      {
        path: 'status',
        availableValues: [...CAMPAIGN_STATUSES],
        tones: { draft: 'grey', scheduled: 'blue', active: 'green', paused: 'amber', ended: 'grey', cancelled: 'red' },
        isEditable: false,
        isSortable: true,
      },
      { path: 'source', availableValues: [...BANNER_SOURCES], defaultValue: 'internal' },
      { path: 'description', type: 'textarea' },
      { path: 'startsAt', type: 'datetime', isSortable: true },
      { path: 'endsAt', type: 'datetime' },
      { path: 'priority', type: 'number', defaultValue: 0 },
      { path: 'budgetTotalPaisa', type: 'number' },
      { path: 'budgetDailyPaisa', type: 'number' },
      { path: 'impressionCap', type: 'number' },
      { path: 'clickCap', type: 'number' },
      { path: 'createdAt', type: 'datetime', isEditable: false, isSortable: true },
      { path: 'updatedAt', type: 'datetime', isEditable: false, isSortable: true },
      { path: 'deletedAt', type: 'datetime', isEditable: false },
      { path: 'deleted', type: 'boolean', isEditable: false },
    ],
    options: {
      navigation: { name: 'Banners', icon: 'Image' },
      sort: { sortBy: 'updatedAt', direction: 'desc' },
      listProperties: ['name', 'status', 'source', 'startsAt', 'endsAt', 'priority'],
      showProperties: [...EDITABLE, 'status', 'createdAt', 'updatedAt', 'deletedAt'],
      editProperties: EDITABLE,
      filterProperties: ['name', 'status', 'source', 'deleted'],
      properties: { budgetTotalPaisa: { description: 'Paisa; tracking only, no billing' } },
    },
    ...reads,
    create: { dto: CreateCampaignDto, input: campaignInput, run: async (dto: CreateCampaignDto) => refetch((await banners.campaigns.create(dto)).publicId) },
    update: {
      dto: UpdateCampaignDto,
      input: campaignInput,
      run: async (publicId, dto: UpdateCampaignDto) => {
        await banners.campaigns.update(publicId, dto);
        return refetch(publicId);
      },
    },
    remove: (publicId) => banners.campaigns.remove(publicId),
    recordActions: {
      ...lifecycleActions(),
      restore: restoreAction('campaign', async (publicId) => {
        await banners.campaigns.restore(publicId);
        return refetch(publicId);
      }),
    },
    recordViews: { statistics: statisticsView((publicId) => ({ campaignPublicId: publicId })) },
  });
}
