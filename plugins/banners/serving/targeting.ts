import type { TargetingContext } from './request-context.js';

/** An active targeting rule as stored (value shapes: issue 14, "Targeting rule operators and value shapes"). */
export interface TargetingRuleRow {
  ruleType: string;
  operator: string;
  value: unknown;
}

class RuleShapeError extends Error {}

const STRING_CONTEXT: Record<string, keyof TargetingContext> = {
  device: 'deviceType',
  country: 'countryCode',
  language: 'language',
  referrer_domain: 'referrerDomain',
};
const BOOLEAN_CONTEXT: Record<string, keyof TargetingContext> = { login_state: 'isLoggedIn', new_visitor: 'isNewVisitor' };

function valuesOf(value: unknown): unknown[] {
  const values = (value as { values?: unknown })?.values;
  if (!Array.isArray(values)) throw new RuleShapeError('value.values must be an array');
  return values;
}

const lower = (v: unknown) => String(v).toLowerCase();

function stringRule(operator: string, actual: string | null, value: unknown): boolean {
  const wanted = valuesOf(value).map(lower);
  const have = actual === null ? null : actual.toLowerCase();
  switch (operator) {
    case 'in':
      return have !== null && wanted.includes(have);
    case 'not_in':
      return have === null || !wanted.includes(have);
    case 'ends_with':
      return have !== null && wanted.some((w) => have.endsWith(w));
    default:
      throw new RuleShapeError(`operator ${operator}`);
  }
}

function hourRule(operator: string, hour: number, value: unknown): boolean {
  if (operator === 'in') return valuesOf(value).map(Number).includes(hour);
  if (operator !== 'between') throw new RuleShapeError(`operator ${operator}`);
  const { from, to } = (value ?? {}) as { from?: unknown; to?: unknown };
  if (typeof from !== 'number' || typeof to !== 'number') throw new RuleShapeError('value.from and value.to must be numbers');
  // from > to wraps past midnight: 22..2 is 22, 23, 0, 1, 2
  return from <= to ? hour >= from && hour <= to : hour >= from || hour <= to;
}

/** One rule against the context; throws on a shape or operator it cannot read. */
export function ruleMatches(rule: TargetingRuleRow, ctx: TargetingContext): boolean {
  const { ruleType, operator, value } = rule;
  if (ruleType === 'user_segment') return true;
  if (ruleType in STRING_CONTEXT) {
    if (operator === 'ends_with' && ruleType !== 'referrer_domain') throw new RuleShapeError(`operator ${operator}`);
    return stringRule(operator, ctx[STRING_CONTEXT[ruleType]] as string | null, value);
  }
  if (ruleType in BOOLEAN_CONTEXT) {
    const wanted = (value as { value?: unknown })?.value;
    if (operator !== 'eq' || typeof wanted !== 'boolean') throw new RuleShapeError('eq with a boolean value');
    return ctx[BOOLEAN_CONTEXT[ruleType]] === wanted;
  }
  if (ruleType === 'hour_of_day') return hourRule(operator, ctx.hourOfDay, value);
  if (ruleType === 'day_of_week') {
    if (operator !== 'in') throw new RuleShapeError(`operator ${operator}`);
    return valuesOf(value).map(Number).includes(ctx.dayOfWeek);
  }
  throw new RuleShapeError(`rule type ${ruleType}`);
}

/**
 * Step 2 of the serving algorithm: every rule must match (AND); no rules pass; a rule that throws (a stored
 * value this code cannot read) counts as passing, as the spec says.
 */
export function campaignTargets(rules: TargetingRuleRow[], ctx: TargetingContext): boolean {
  return rules.every((rule) => {
    try {
      return ruleMatches(rule, ctx);
    } catch {
      return true;
    }
  });
}
