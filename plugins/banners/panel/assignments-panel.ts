import { formValue, type PanelRow } from '../../../core/panel/resource-spec.js';
import { banners } from '../banners-context.js';
import { CreateAssignmentDto, UpdateAssignmentDto, AddCampaignPlacementDto } from '../dto/assignment.dto.js';
import { IsPublicId } from '../dto/fields.js';
import { byReference, form, panelReads, splitId, withAllProperties } from './panel-rows.js';

/** The panel's "new" forms name the campaign (and placement) the HTTP routes take from the path. */
export class PanelCampaignPlacementDto extends AddCampaignPlacementDto {
  @IsPublicId()
  campaignPublicId: string;
}

export class PanelAssignmentDto extends CreateAssignmentDto {
  @IsPublicId()
  campaignPublicId: string;

  @IsPublicId()
  placementPublicId: string;
}

const NAV = { name: 'Banners', icon: 'Image' };

const linkReads = panelReads({
  select: `SELECT t.id, c.public_id AS "campaignPublicId", p.public_id AS "placementPublicId", c.name AS "campaignName", p.label AS "placementLabel",
                  t.is_active AS "isActive", t.created_at AS "createdAt"
             FROM campaign_placements t JOIN campaigns c ON c.id = t.campaign_id JOIN placements p ON p.id = t.placement_id`,
  countFrom: 'FROM campaign_placements t JOIN placements p ON p.id = t.placement_id',
  always: 'p.deleted_at IS NULL',
  sortable: { createdAt: 't.created_at' },
  defaultSort: 'createdAt',
  filters: {
    campaignPublicId: byReference('campaigns', 't.campaign_id'),
    placementPublicId: byReference('placements', 't.placement_id'),
  },
  byIds: `(c.public_id::text || '~' || p.public_id::text) = ANY($1::text[])`,
  compositeIds: true,
  toRow: (r): PanelRow => ({
    id: `${r.campaignPublicId}~${r.placementPublicId}`,
    title: `${r.campaignName} @ ${r.placementLabel}`,
    campaignPublicId: r.campaignPublicId,
    placementPublicId: r.placementPublicId,
    isActive: r.isActive,
    createdAt: r.createdAt,
  }),
});

const assignmentReads = panelReads({
  select: `SELECT t.*, c.public_id AS "campaignPublicId", p.public_id AS "placementPublicId", b.public_id AS "bannerPublicId",
                  c.name AS "campaignName", p.label AS "placementLabel", b.title AS "bannerTitle"
             FROM banner_assignments t JOIN campaigns c ON c.id = t.campaign_id JOIN placements p ON p.id = t.placement_id JOIN banners b ON b.id = t.banner_id`,
  countFrom: 'FROM banner_assignments t JOIN placements p ON p.id = t.placement_id',
  always: 'p.deleted_at IS NULL',
  sortable: { displayOrder: 't.display_order', weight: 't.weight', createdAt: 't.created_at' },
  defaultSort: 'displayOrder',
  filters: {
    campaignPublicId: byReference('campaigns', 't.campaign_id'),
    placementPublicId: byReference('placements', 't.placement_id'),
    bannerPublicId: byReference('banners', 't.banner_id'),
  },
  byIds: `(c.public_id::text || '~' || p.public_id::text || '~' || b.public_id::text) = ANY($1::text[])`,
  compositeIds: true,
  toRow: (r): PanelRow => ({
    id: `${r.campaignPublicId}~${r.placementPublicId}~${r.bannerPublicId}`,
    title: `${r.bannerTitle} (${r.campaignName} @ ${r.placementLabel})`,
    campaignPublicId: r.campaignPublicId,
    placementPublicId: r.placementPublicId,
    bannerPublicId: r.bannerPublicId,
    displayOrder: r.display_order,
    weight: r.weight,
    isFallback: r.is_fallback,
    fallbackPriority: r.fallback_priority,
    isActive: r.is_active,
    overrideCtaLabel: r.override_cta_label,
    overrideCtaUrl: r.override_cta_url,
    overrideHeadline: r.override_headline,
    overrideSubheadline: r.override_subheadline,
    transitionDurationMs: r.transition_duration_ms,
    createdAt: r.created_at,
  }),
});

const refetchLink = async (id: string) => (await linkReads.findMany([id]))[0]!;
const refetchAssignment = async (id: string) => (await assignmentReads.findMany([id]))[0]!;
const parts = (id: string, n: number) => splitId(id, n) ?? [];

/** Campaign placements in the panel: which placements a campaign runs on (by name), with activate and deactivate. */
export function campaignPlacementsResource() {
  return withAllProperties({
    id: 'CampaignPlacements',
    module: 'Assignments',
    errorFields: { CAMPAIGN_PLACEMENT_ALREADY_EXISTS: 'placementPublicId' },
    properties: [
      { path: 'id', isId: true, isEditable: false },
      { path: 'title', isTitle: true, isEditable: false },
      { path: 'campaignPublicId', reference: 'Campaigns' },
      { path: 'placementPublicId', reference: 'Placements' },
      { path: 'isActive', type: 'boolean', defaultValue: true },
      { path: 'createdAt', type: 'datetime', isEditable: false, isSortable: true },
    ],
    options: {
      navigation: NAV,
      listProperties: ['campaignPublicId', 'placementPublicId', 'isActive'],
      showProperties: ['campaignPublicId', 'placementPublicId', 'isActive', 'createdAt'],
      editProperties: ['campaignPublicId', 'placementPublicId', 'isActive'],
      filterProperties: ['campaignPublicId', 'placementPublicId'],
      translations: { en: { properties: { campaignPublicId: 'Campaign', placementPublicId: 'Placement', isActive: 'Active' } } },
    },
    ...linkReads,
    create: {
      dto: PanelCampaignPlacementDto,
      input: (p) => ({
        campaignPublicId: formValue.optional(p.campaignPublicId),
        placementPublicId: formValue.optional(p.placementPublicId),
        isActive: form.bool(p.isActive),
      }),
      run: async ({ campaignPublicId, ...dto }: PanelCampaignPlacementDto) => {
        const link = await banners.assignments.addPlacement(campaignPublicId, dto);
        return refetchLink(`${link.campaignPublicId}~${link.placementPublicId}`);
      },
    },
    remove: async (id) => {
      const [c, p] = parts(id, 2);
      await banners.assignments.removePlacement(c, p);
    },
    recordActions: Object.fromEntries(
      (
        [
          ['activate', true],
          ['deactivate', false],
        ] as const
      ).map(([name, on]) => [
        name,
        {
          permission: 'UPDATE' as const,
          label: on ? 'Activate' : 'Deactivate',
          icon: on ? 'Eye' : 'EyeOff',
          isVisible: (row: Record<string, unknown>) => row.isActive === !on,
          run: async (id: string) => {
            const [c, p] = parts(id, 2);
            await banners.assignments.setPlacementActive(c, p, on);
            return refetchLink(id);
          },
          successMessage: on ? 'The campaign runs on this placement' : 'The campaign is paused on this placement',
        },
      ]),
    ),
  });
}

const assignmentInput = (p: Record<string, unknown>) => ({
  campaignPublicId: formValue.optional(p.campaignPublicId),
  placementPublicId: formValue.optional(p.placementPublicId),
  bannerPublicId: formValue.optional(p.bannerPublicId),
  displayOrder: form.int(p.displayOrder),
  weight: form.int(p.weight),
  isFallback: form.bool(p.isFallback),
  fallbackPriority: form.nullableInt(p.fallbackPriority),
  isActive: form.bool(p.isActive),
  overrideCtaLabel: formValue.nullable(p.overrideCtaLabel),
  overrideCtaUrl: formValue.nullable(p.overrideCtaUrl),
  overrideHeadline: formValue.nullable(p.overrideHeadline),
  overrideSubheadline: formValue.nullable(p.overrideSubheadline),
  transitionDurationMs: form.nullableInt(p.transitionDurationMs),
});

const FIELDS = [
  'displayOrder',
  'weight',
  'isFallback',
  'fallbackPriority',
  'isActive',
  'overrideCtaLabel',
  'overrideCtaUrl',
  'overrideHeadline',
  'overrideSubheadline',
  'transitionDurationMs',
];

/** Banner assignments in the panel: a banner under a campaign and a placement, all picked by name. */
export function assignmentsResource() {
  return withAllProperties({
    id: 'BannerAssignments',
    module: 'Assignments',
    errorFields: { BANNER_ASSIGNMENT_ALREADY_EXISTS: 'bannerPublicId' },
    properties: [
      { path: 'id', isId: true, isEditable: false },
      { path: 'title', isTitle: true, isEditable: false },
      { path: 'campaignPublicId', reference: 'Campaigns' },
      { path: 'placementPublicId', reference: 'Placements' },
      { path: 'bannerPublicId', reference: 'Banners' },
      { path: 'displayOrder', type: 'number', defaultValue: 0, isSortable: true },
      { path: 'weight', type: 'number', defaultValue: 100, isSortable: true },
      { path: 'isFallback', type: 'boolean', defaultValue: false },
      { path: 'fallbackPriority', type: 'number' },
      { path: 'isActive', type: 'boolean', defaultValue: true },
      { path: 'transitionDurationMs', type: 'number' },
      { path: 'createdAt', type: 'datetime', isEditable: false, isSortable: true },
    ],
    options: {
      navigation: NAV,
      sort: { sortBy: 'displayOrder', direction: 'asc' },
      listProperties: ['bannerPublicId', 'campaignPublicId', 'placementPublicId', 'displayOrder', 'weight', 'isFallback', 'isActive'],
      showProperties: ['campaignPublicId', 'placementPublicId', 'bannerPublicId', ...FIELDS, 'createdAt'],
      editProperties: ['campaignPublicId', 'placementPublicId', 'bannerPublicId', ...FIELDS],
      filterProperties: ['campaignPublicId', 'placementPublicId', 'bannerPublicId'],
      translations: { en: { properties: { campaignPublicId: 'Campaign', placementPublicId: 'Placement', bannerPublicId: 'Banner', isActive: 'Active' } } },
    },
    ...assignmentReads,
    create: {
      dto: PanelAssignmentDto,
      input: assignmentInput,
      run: async ({ campaignPublicId, placementPublicId, ...dto }: PanelAssignmentDto) => {
        const a = await banners.assignments.assign(campaignPublicId, placementPublicId, dto);
        return refetchAssignment(`${a.campaignPublicId}~${a.placementPublicId}~${a.bannerPublicId}`);
      },
    },
    update: {
      dto: UpdateAssignmentDto,
      input: (p) => {
        const { campaignPublicId: _c, placementPublicId: _p, bannerPublicId: _b, ...rest } = assignmentInput(p);
        return rest;
      },
      run: async (id, dto: UpdateAssignmentDto) => {
        const [c, p, b] = parts(id, 3);
        await banners.assignments.update(c, p, b, dto);
        return refetchAssignment(id);
      },
    },
    remove: async (id) => {
      const [c, p, b] = parts(id, 3);
      await banners.assignments.unassign(c, p, b);
    },
    recordActions: Object.fromEntries(
      (
        [
          ['activate', true],
          ['deactivate', false],
        ] as const
      ).map(([name, on]) => [
        name,
        {
          permission: 'UPDATE' as const,
          label: on ? 'Activate' : 'Deactivate',
          icon: on ? 'Eye' : 'EyeOff',
          isVisible: (row: Record<string, unknown>) => row.isActive === !on,
          run: async (id: string) => {
            const [c, p, b] = parts(id, 3);
            await banners.assignments.setActive(c, p, b, on);
            return refetchAssignment(id);
          },
          successMessage: on ? 'The assignment is active' : 'The assignment is inactive',
        },
      ]),
    ),
  });
}
