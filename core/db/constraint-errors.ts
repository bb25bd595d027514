import { AppError, CommonErrors, invalidField } from '../http/app-error.js';

interface PgError {
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
}

/** Constraints no input can break, only a bug (PluginManifest.invariants). */
const invariants = new Set<string>();

/** Declares constraints a violation of which is a bug (500), not the client's error; called by the loader. */
export function declareInvariants(names: Iterable<string>): void {
  for (const name of names) invariants.add(name);
}

const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

/** The request field a constraint guards: the column, else the name (`chk_<table>_<field>`, or PostgreSQL's `<table>_<column>_check`). */
function fieldOf(e: PgError): string {
  if (e.column) return camel(e.column);
  const named = e.table && e.constraint ? new RegExp(`^(?:chk_${e.table}_(.+)|${e.table}_(.+)_check)$`).exec(e.constraint) : null;
  return named ? camel(named[1] ?? named[2]) : 'body';
}

/**
 * The database as the last line of defence: a constraint or data error that input can cause is the
 * client's error (validation first is the rule; this keeps a missed rule from becoming a 500).
 * Undefined for errors that are not of that kind, and for a declared invariant (a bug: 500, logged).
 */
export function constraintViolation(err: unknown): AppError | undefined {
  const e = ((err as { driverError?: PgError })?.driverError ?? err) as PgError;
  if (typeof e?.code !== 'string') return undefined;
  if (e.constraint && invariants.has(e.constraint)) return undefined;
  const field = fieldOf(e);
  switch (e.code) {
    case '23514': // check_violation
      return invalidField(field, `${field} is not allowed here (${e.constraint ?? 'check'})`);
    case '23502': // not_null_violation
      return invalidField(field, `${field} is required`);
    case '22001': // string_data_right_truncation
      return invalidField(field, 'a value is too long');
    case '22003': // numeric_value_out_of_range
      return invalidField(field, 'a number is out of range');
    case '22P02': // invalid_text_representation
    case '22007': // invalid_datetime_format
    case '22008': // datetime_field_overflow
    case '22021': // character_not_in_repertoire (a NUL byte)
      return invalidField(field, 'a value has the wrong format');
    case '23505': // unique_violation
    case '23503': // foreign_key_violation
      return CommonErrors.CONFLICT();
    default:
      return undefined;
  }
}
