import { clock } from '../../core/clock/clock.js';
import { newPublicId } from '../../core/db/ids.js';
import { sqlRows } from '../../core/db/sql.js';
import { repo } from '../../core/db/transaction.js';
import { invalidField } from '../../core/http/app-error.js';
import { resolveList } from '../../core/http/list-query.js';
import { lockAlive, recordActivity, SqlList } from '../../core/lifecycle/index.js';
import { writeBanners } from './admin-cache.js';
import { campaignErrors } from './campaign.service.js';
import type { TargetingRuleResponse } from './dto/banners.response.js';
import type { CreateTargetingRuleDto, TargetingRuleListQuery, UpdateTargetingRuleDto } from './dto/targeting-rule.dto.js';
import { Campaign } from './entities/campaign.entity.js';
import type { RuleType } from './entities/enums.js';
import { TargetingRule } from './entities/targeting-rule.entity.js';
import { BannerErrors as E } from './errors.js';
import { toRule } from './mappers.js';
import { RULE_SELECT } from './queries.js';
import { isOperatorValid, valueShapeProblem } from './targeting-rules.js';

/** 400 TARGETING_RULE_INVALID_OPERATOR, then 400 VALIDATION_FAILED naming `value`. */
function assertRule(ruleType: RuleType, operator: string, value: unknown): void {
  if (!isOperatorValid(ruleType, operator)) throw E.TARGETING_RULE_INVALID_OPERATOR(undefined, `${operator} is not an operator of ${ruleType}`);
  const problem = valueShapeProblem(ruleType, operator, value);
  if (problem) throw invalidField('value', problem);
}

/** Targeting rules (admin): a campaign's audience conditions, ANDed at serving. */
export class TargetingRuleService {
  async list(q: TargetingRuleListQuery) {
    const l = resolveList(q, ['createdAt'] as const, 'createdAt');
    const list = new SqlList({ select: RULE_SELECT });
    if (q.campaignPublicId) {
      const [c] = await sqlRows(`SELECT 1 FROM campaigns WHERE public_id = $1`, [q.campaignPublicId]);
      if (!c) throw E.CAMPAIGN_NOT_FOUND();
      list.where(`c.public_id = ${list.param(q.campaignPublicId)}`);
    }
    if (q.ruleType) list.where(`r.rule_type = ${list.param(q.ruleType)}`);
    const { rows, count } = await list.offsetPage(l, `r.created_at ${l.order}, r.id ${l.order}`);
    return { rows: rows.map(toRule), count, list: l };
  }

  async detail(publicId: string): Promise<TargetingRuleResponse> {
    const [row] = await sqlRows(`${RULE_SELECT} WHERE r.public_id = $1`, [publicId]);
    if (!row) throw E.TARGETING_RULE_NOT_FOUND();
    return toRule(row);
  }

  async create(dto: CreateTargetingRuleDto): Promise<TargetingRuleResponse> {
    assertRule(dto.ruleType, dto.operator, dto.value);
    const publicId = newPublicId();
    await writeBanners(async () => {
      const campaign = await lockAlive(Campaign, dto.campaignPublicId, campaignErrors);
      const now = clock.now();
      await repo(TargetingRule).insert({
        publicId,
        campaignId: campaign.id,
        ruleType: dto.ruleType,
        operator: dto.operator,
        value: dto.value as any,
        isActive: dto.isActive ?? true,
        createdAt: now,
        updatedAt: now,
      });
      await recordActivity('create', 'targeting-rule', publicId);
    });
    return this.detail(publicId);
  }

  /** operator and value are checked together against the rule's type (the stored one fills what is not given). */
  async update(publicId: string, dto: UpdateTargetingRuleDto): Promise<TargetingRuleResponse> {
    await writeBanners(async () => {
      const rule = await repo(TargetingRule).findOne({ where: { publicId }, lock: { mode: 'pessimistic_write' } });
      if (!rule) throw E.TARGETING_RULE_NOT_FOUND();
      const operator = dto.operator ?? rule.operator;
      const value = dto.value !== undefined ? dto.value : rule.value;
      assertRule(rule.ruleType, operator, value);
      const patch: Partial<TargetingRule> = { operator, value: value as Record<string, unknown>, updatedAt: clock.now() };
      if (dto.isActive !== undefined) patch.isActive = dto.isActive;
      await repo(TargetingRule).update({ id: rule.id }, patch as any); // a jsonb value is not a deep partial
      await recordActivity('update', 'targeting-rule', publicId);
    });
    return this.detail(publicId);
  }

  async remove(publicId: string): Promise<void> {
    await writeBanners(async () => {
      const rule = await repo(TargetingRule).findOne({ where: { publicId }, lock: { mode: 'pessimistic_write' } });
      if (!rule) throw E.TARGETING_RULE_NOT_FOUND();
      await repo(TargetingRule).delete({ id: rule.id });
      await recordActivity('delete', 'targeting-rule', publicId);
    });
  }
}
