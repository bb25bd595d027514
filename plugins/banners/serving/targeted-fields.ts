import { getDataSource } from '../../../core/db/transaction.js';
import type { TargetingContext } from './request-context.js';

/** The context value each rule type reads (user_segment reads none: it always passes). */
const FIELD_OF_RULE: Record<string, keyof TargetingContext | undefined> = {
  device: 'deviceType',
  country: 'countryCode',
  language: 'language',
  referrer_domain: 'referrerDomain',
  login_state: 'isLoggedIn',
  new_visitor: 'isNewVisitor',
  hour_of_day: 'hourOfDay',
  day_of_week: 'dayOfWeek',
};

// every campaign linked to the placement that may serve now or later (its time window is not read): a superset is safe
const RULE_TYPES = `
  SELECT DISTINCT r.rule_type AS "ruleType"
  FROM campaign_placements cp JOIN campaigns c ON c.id = cp.campaign_id JOIN targeting_rules r ON r.campaign_id = c.id
  WHERE cp.placement_id = $1 AND cp.is_active AND c.deleted_at IS NULL AND c.status IN ('active', 'scheduled') AND r.is_active`;

/**
 * The context fields some active targeting rule of the placement's campaigns reads, in a fixed order: the
 * only ones the serve cache keys on, so headers no rule reads (a Referer, a language) cannot multiply entries.
 */
export async function targetedFields(placementId: string): Promise<Array<keyof TargetingContext>> {
  const rows: Array<{ ruleType: string }> = await getDataSource().manager.query(RULE_TYPES, [placementId]);
  const fields = new Set(rows.map((r) => FIELD_OF_RULE[r.ruleType]).filter((f): f is keyof TargetingContext => f !== undefined));
  return (Object.values(FIELD_OF_RULE) as Array<keyof TargetingContext>).filter((f) => fields.has(f));
}
