import type { RuleType } from './entities/enums.js';

/** The operators valid per rule type (issue 14). */
export const RULE_OPERATORS: Record<RuleType, readonly string[]> = {
  device: ['in', 'not_in'],
  country: ['in', 'not_in'],
  language: ['in', 'not_in'],
  referrer_domain: ['in', 'not_in', 'ends_with'],
  login_state: ['eq'],
  new_visitor: ['eq'],
  hour_of_day: ['between', 'in'],
  day_of_week: ['in'],
  user_segment: ['in'],
};

export const isOperatorValid = (ruleType: RuleType, operator: string): boolean => RULE_OPERATORS[ruleType]?.includes(operator) ?? false;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const hasOnly = (v: Record<string, unknown>, keys: string[]) => Object.keys(v).length === keys.length && keys.every((k) => k in v);
const isInt = (n: unknown, min: number, max: number): n is number => Number.isInteger(n) && (n as number) >= min && (n as number) <= max;
const MAX_VALUES = 500;

function stringValues(v: unknown): boolean {
  return (
    isObject(v) &&
    hasOnly(v, ['values']) &&
    Array.isArray(v.values) &&
    v.values.length >= 1 &&
    v.values.length <= MAX_VALUES &&
    v.values.every((s) => typeof s === 'string' && s.trim().length >= 1 && s.length <= 255)
  );
}

function intValues(v: unknown, min: number, max: number): boolean {
  return (
    isObject(v) &&
    hasOnly(v, ['values']) &&
    Array.isArray(v.values) &&
    v.values.length >= 1 &&
    v.values.length <= max - min + 1 &&
    v.values.every((n) => isInt(n, min, max))
  );
}

/**
 * The value shapes per (ruleType, operator) (issue 14): `{ values: string[] }` for device, country, language,
 * referrer_domain, user_segment; `{ value: boolean }` for login_state and new_visitor; hour_of_day `between`
 * `{ from, to }` (0..23, wraps past midnight) or `in` `{ values: 0..23[] }`; day_of_week `{ values: 0..6[] }`.
 * The operator is assumed valid for the type. Returns a message when the value is of the wrong shape.
 */
export function valueShapeProblem(ruleType: RuleType, operator: string, value: unknown): string | undefined {
  switch (ruleType) {
    case 'device':
    case 'country':
    case 'language':
    case 'referrer_domain':
    case 'user_segment':
      return stringValues(value) ? undefined : 'value must be { values: string[] } with 1 to 500 non-empty strings';
    case 'login_state':
    case 'new_visitor':
      return isObject(value) && hasOnly(value, ['value']) && typeof value.value === 'boolean' ? undefined : 'value must be { value: boolean }';
    case 'hour_of_day':
      if (operator === 'between') {
        return isObject(value) && hasOnly(value, ['from', 'to']) && isInt(value.from, 0, 23) && isInt(value.to, 0, 23)
          ? undefined
          : 'value must be { from: 0..23, to: 0..23 }';
      }
      return intValues(value, 0, 23) ? undefined : 'value must be { values: integers 0..23 }';
    case 'day_of_week':
      return intValues(value, 0, 6) ? undefined : 'value must be { values: integers 0..6 } (0 = Sunday)';
    default:
      return 'unknown ruleType';
  }
}
