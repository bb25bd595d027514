import type { ValidationError } from 'class-validator';

export interface FieldProblem {
  field: string;
  problems: string[];
}

/** Flattens class-validator's tree into one entry per failing field path. */
export function flattenValidationErrors(errors: ValidationError[], prefix = ''): FieldProblem[] {
  const out: FieldProblem[] = [];
  for (const e of errors) {
    const field = prefix ? `${prefix}.${e.property}` : e.property;
    if (e.constraints) out.push({ field, problems: Object.values(e.constraints) });
    if (e.children?.length) out.push(...flattenValidationErrors(e.children, field));
  }
  return out;
}

export function validationMessage(problems: FieldProblem[]): string {
  return `Validation failed: ${problems.map((p) => p.field).join(', ')}`;
}
