import type { ValidationError as ClassValidationError } from 'class-validator';
import type { AppError } from '../core/http/app-error.js';
import { isAmount, showAmount, type AmountProperty } from '../core/panel/money-field.js';

/*
 * Problems with a panel form as AdminJS shows them beside the fields. A service's refusal of a field and the
 * DTO's refusal of an amount name the field by its label, amounts in rupees and percent as the field takes them
 * (not the paisa or basis points the DTO and the services see); other DTO messages stay as class-validator words them.
 */

export type FieldErrors = Record<string, { type: string; message: string }>;

export interface FieldNaming {
  labelOf(path: string): string;
  property(path: string): AmountProperty | undefined;
}

/** a wrong type explains more than the rules that follow from it ("must be an array" before "at most 50 elements") */
const TYPE_RULES = ['isArray', 'isObject', 'isString', 'isInt', 'isNumber', 'isBoolean', 'nestedValidation'];

/** The first broken rule under an error, with the path to it (nested DTOs: `faqs.0.question`). */
function firstProblem(e: ClassValidationError, path: string): { path: string; type: string; message: string } | undefined {
  const rules = Object.entries(e.constraints ?? {});
  const rule = rules.find(([type]) => TYPE_RULES.includes(type)) ?? rules[0];
  if (rule) return { path, type: rule[0], message: rule[1] };
  for (const child of e.children ?? []) {
    const found = firstProblem(child, `${path}.${child.property}`);
    if (found) return found;
  }
  return undefined;
}

/** "sellingPrice must not be less than 0" -> "Selling Price must not be less than Rs 0.00". */
export function labelled(naming: FieldNaming, field: string, message: string): string {
  const label = naming.labelOf(field);
  const p = naming.property(field);
  const text = p && isAmount(p) ? message.replace(/(than|least|most) (-?\d+)$/, (_all, word, n) => `${word} ${showAmount(p, n)}`) : message;
  if (text.startsWith(`${field} `)) return `${label}${text.slice(field.length)}`;
  return text.startsWith(`${label} `) ? text : `${label}: ${text}`;
}

/** class-validator problems as AdminJS property errors (the first problem of each field, nested ones named by path). */
export function propertyErrors(errors: ClassValidationError[], naming: FieldNaming): FieldErrors {
  const out: FieldErrors = {};
  for (const e of errors) {
    const problem = firstProblem(e, e.property);
    if (!problem) out[e.property] = { type: 'invalid', message: `${e.property} is invalid` };
    else {
      const message = problem.path === e.property ? problem.message : `${problem.path}: ${problem.message}`;
      const amount = naming.property(e.property);
      out[e.property] = { type: problem.type, message: amount && isAmount(amount) ? labelled(naming, e.property, message) : message };
    }
  }
  return out;
}

/**
 * A service's refusal of named fields (VALIDATION_FAILED with `[{ field, problems }]`, as invalidField gives, or an
 * error code the resource ties to a field) as errors beside those fields of the form; nothing when it names none.
 */
export function serviceFieldErrors(
  e: AppError,
  naming: FieldNaming,
  onForm: (path: string) => boolean,
  errorFields: Record<string, string> = {},
): FieldErrors | undefined {
  const tied = errorFields[e.errorCode];
  if (tied && onForm(tied)) return { [tied]: { type: e.errorCode, message: labelled(naming, tied, e.message) } };
  if (!Array.isArray(e.details)) return undefined;
  const out: FieldErrors = {};
  for (const d of e.details as Array<{ field?: unknown; problems?: unknown }>) {
    if (typeof d?.field !== 'string' || !onForm(d.field) || !Array.isArray(d.problems)) continue;
    out[d.field] = { type: e.errorCode, message: labelled(naming, d.field, d.problems.map(String).join('; ')) };
  }
  return Object.keys(out).length ? out : undefined;
}
