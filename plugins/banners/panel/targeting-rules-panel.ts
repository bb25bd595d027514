import { formValue, type PanelRow } from '../../../core/panel/resource-spec.js';
import { banners } from '../banners-context.js';
import { CreateTargetingRuleDto, UpdateTargetingRuleDto } from '../dto/targeting-rule.dto.js';
import { RULE_TYPES } from '../entities/enums.js';
import { byReference, form, panelReads, withAllProperties } from './panel-rows.js';

const reads = panelReads({
  select: `SELECT t.id, t.public_id AS "publicId", c.public_id AS "campaignPublicId", c.name AS "campaignName", t.rule_type AS "ruleType",
                  t.operator, t.value, t.is_active AS "isActive", t.created_at AS "createdAt", t.updated_at AS "updatedAt"
             FROM targeting_rules t JOIN campaigns c ON c.id = t.campaign_id`,
  countFrom: 'FROM targeting_rules t',
  sortable: { createdAt: 't.created_at', ruleType: 't.rule_type' },
  defaultSort: 'createdAt',
  filters: {
    campaignPublicId: byReference('campaigns', 't.campaign_id'),
    ruleType: (v, p) => `t.rule_type = ${p(v)}`,
  },
  toRow: (r): PanelRow => ({
    id: r.publicId,
    title: `${r.campaignName}: ${r.ruleType} ${r.operator} ${JSON.stringify(r.value)}`,
    campaignPublicId: r.campaignPublicId,
    ruleType: r.ruleType,
    operator: r.operator,
    value: JSON.stringify(r.value),
    isActive: r.isActive,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  }),
});

const refetch = async (publicId: string) => (await reads.findMany([publicId]))[0]!;

/** Targeting rules in the panel: a campaign's audience conditions; the value is JSON ({"values": [...]}, {"value": true}, {"from": 22, "to": 2}). */
export function targetingRulesResource() {
  return withAllProperties({
    id: 'TargetingRules',
    module: 'TargetingRules',
    errorFields: { TARGETING_RULE_INVALID_OPERATOR: 'operator' },
    properties: [
      { path: 'id', isId: true, isEditable: false },
      { path: 'title', isTitle: true, isEditable: false },
      { path: 'campaignPublicId', reference: 'Campaigns' },
      { path: 'ruleType', availableValues: [...RULE_TYPES], isSortable: true },
      { path: 'operator' },
      { path: 'value', type: 'textarea' },
      { path: 'isActive', type: 'boolean', defaultValue: true },
      { path: 'createdAt', type: 'datetime', isEditable: false, isSortable: true },
      { path: 'updatedAt', type: 'datetime', isEditable: false },
    ],
    options: {
      navigation: { name: 'Banners', icon: 'Image' },
      listProperties: ['campaignPublicId', 'ruleType', 'operator', 'value', 'isActive'],
      showProperties: ['campaignPublicId', 'ruleType', 'operator', 'value', 'isActive', 'createdAt', 'updatedAt'],
      editProperties: ['campaignPublicId', 'ruleType', 'operator', 'value', 'isActive'],
      filterProperties: ['campaignPublicId', 'ruleType'],
      properties: {
        operator: {
          description:
            'in / not_in (device, country, language, referrer_domain; also ends_with), eq (login_state, new_visitor), between or in (hour_of_day), in (day_of_week, user_segment)',
        },
        value: { description: 'JSON: {"values": [...]}, {"value": true} or {"from": 22, "to": 2}' },
      },
      translations: { en: { properties: { campaignPublicId: 'Campaign', isActive: 'Active' } } },
    },
    ...reads,
    create: {
      dto: CreateTargetingRuleDto,
      input: (p) => ({
        campaignPublicId: formValue.optional(p.campaignPublicId),
        ruleType: formValue.optional(p.ruleType),
        operator: formValue.optional(p.operator),
        value: formValue.json('value', p.value, undefined, 3),
        isActive: form.bool(p.isActive),
      }),
      run: async (dto: CreateTargetingRuleDto) => refetch((await banners.rules.create(dto)).publicId),
    },
    update: {
      dto: UpdateTargetingRuleDto,
      input: (p) => ({ operator: formValue.optional(p.operator), value: formValue.json('value', p.value, undefined, 3), isActive: form.bool(p.isActive) }),
      run: async (publicId, dto: UpdateTargetingRuleDto) => {
        await banners.rules.update(publicId, dto);
        return refetch(publicId);
      },
    },
    remove: (publicId) => banners.rules.remove(publicId),
  });
}
