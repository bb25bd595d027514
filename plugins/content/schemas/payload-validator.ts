import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import formats from 'ajv-formats';
import type { SectionKey } from '../keys.js';
import { ICON_KEYS } from './limits.js';
import { tooDeepAt } from '../../../core/http/json-depth.js';
import { MAX_PAYLOAD_DEPTH } from './nesting.js';
import { richTextSchema } from './rich-text.js';
import { SECTION_SCHEMAS } from './section-schemas.js';
import { isImageUrl, isLinkUrl } from './url-rules.js';
import { unservedFileProblem } from '../../../core/storage/public-reference.js';

export interface PayloadProblem {
  /** where in the PUT body the rule failed, e.g. `payload.cards.0.title` */
  field: string;
  problems: string[];
}

/** Compiles each section schema once, on its first use; image URLs are checked against the configured asset origins. */
export class PayloadValidator {
  private readonly validators = new Map<SectionKey, ValidateFunction>();
  private readonly ajv: Ajv;

  constructor(assetOrigins: readonly string[]) {
    const ajv = new Ajv({ allErrors: true, verbose: true, strict: true, strictRequired: false, strictTypes: false, discriminator: true });
    formats.default(ajv, ['email', 'date']);
    ajv.addFormat('link-url', { type: 'string', validate: isLinkUrl });
    ajv.addFormat('image-url', { type: 'string', validate: (v: string) => isImageUrl(v, assetOrigins) });
    ajv.addKeyword({ keyword: 'notBlank', type: 'string', schemaType: 'boolean', validate: (on: boolean, v: string) => !on || v === '' || v.trim() !== '' });
    ajv.addKeyword({
      keyword: 'serializedMaxLength',
      schemaType: 'number',
      validate: (max: number, v: unknown) => JSON.stringify(v).length <= max,
    });
    ajv.addKeyword({
      keyword: 'uniqueBy',
      type: 'array',
      schemaType: 'string',
      validate: (prop: string, v: unknown[]) => {
        const seen = v.map((item) => (item && typeof item === 'object' ? (item as Record<string, unknown>)[prop] : item));
        return new Set(seen).size === seen.length;
      },
    });
    ajv.addSchema(richTextSchema);
    this.ajv = ajv;
  }

  private validatorOf(section: SectionKey): ValidateFunction {
    let validate = this.validators.get(section);
    if (!validate) this.validators.set(section, (validate = this.ajv.compile(SECTION_SCHEMAS[section])));
    return validate;
  }

  /** The problems of the payload, empty when it is valid. */
  check(section: SectionKey, payload: unknown): PayloadProblem[] {
    if (payload === undefined || payload === null || typeof payload !== 'object' || Array.isArray(payload)) {
      return [{ field: 'payload', problems: ['payload must be a JSON object'] }];
    }
    const deep = tooDeepAt(payload, MAX_PAYLOAD_DEPTH);
    if (deep) return [{ field: ['payload', ...deep].join('.'), problems: [`must not nest deeper than ${MAX_PAYLOAD_DEPTH} levels`] }];
    const validate = this.validatorOf(section);
    if (validate(payload)) return [];
    return groupProblems(validate.errors ?? []);
  }
}

function fieldOf(e: ErrorObject): string {
  const segments = e.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (e.keyword === 'required') segments.push(String(e.params.missingProperty));
  if (e.keyword === 'additionalProperties') segments.push(String(e.params.additionalProperty));
  if (e.keyword === 'discriminator') segments.push(String(e.params.tag));
  return ['payload', ...segments].join('.');
}

function messageOf(e: ErrorObject): string {
  switch (e.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not an allowed property';
    case 'notBlank':
      return 'must not be blank';
    case 'minLength':
      return e.params.limit === 1 ? 'must not be empty' : `must have at least ${e.params.limit} characters`;
    case 'maxLength':
      return `must have at most ${e.params.limit} characters`;
    case 'minItems':
      return e.params.limit === 1 ? 'must hold at least one item (omit the field when there is none)' : `must hold at least ${e.params.limit} items`;
    case 'maxItems':
      return `must hold at most ${e.params.limit} items`;
    case 'serializedMaxLength':
      return `rich-text document is too long (at most ${e.schema} characters serialised)`;
    case 'uniqueBy':
      return `must not repeat a ${e.schema}`;
    case 'uniqueItems':
      return 'must not repeat an item';
    case 'format':
      if (e.params.format === 'link-url' || e.params.format === 'image-url') {
        const unserved = unservedFileProblem(e.data);
        if (unserved) return unserved;
      }
      if (e.params.format === 'link-url') return 'must be an absolute http(s) URL or a site-relative URL starting with /';
      if (e.params.format === 'image-url') return 'must be a site-relative path or an absolute URL on an allowed asset origin';
      if (e.params.format === 'date') return 'must be a date (YYYY-MM-DD)';
      return `must be a valid ${e.params.format}`;
    case 'enum':
      if (isIconEnum(e.params.allowedValues)) return `must be one of the icon keys: ${ICON_KEYS.join(', ')}`;
      return `must be one of: ${(e.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'discriminator': {
      const alternatives = ((e.parentSchema?.oneOf ?? []) as Array<{ properties?: { [k: string]: { const?: unknown } } }>).map(
        (alt) => alt.properties?.[e.params.tag]?.const,
      );
      return `must be one of: ${alternatives.map((v) => JSON.stringify(v)).join(', ')}`;
    }
    case 'const':
      return `must be ${JSON.stringify(e.params.allowedValue)}`;
    case 'pattern':
      return 'has an invalid format';
    case 'anyOf': {
      const names = (e.schema as Array<{ required?: string[] }>).flatMap((alt) => alt.required ?? []);
      return `needs at least one of: ${names.join(', ')}`;
    }
    default:
      return e.message ?? 'is invalid';
  }
}

function isIconEnum(values: unknown): boolean {
  return Array.isArray(values) && values.length === ICON_KEYS.length && values.every((v, i) => v === ICON_KEYS[i]);
}

/** One entry per failing field, problems deduplicated, in the order ajv found them. */
function groupProblems(errors: ErrorObject[]): PayloadProblem[] {
  const byField = new Map<string, string[]>();
  for (const e of errors) {
    // if/then and allOf wrappers only repeat what their inner keywords already said
    if (e.keyword === 'if' || e.keyword === 'allOf') continue;
    // "one of these is required": the anyOf error names them all at once
    if (e.keyword === 'required' && /\/anyOf\/\d+\/required$/.test(e.schemaPath)) continue;
    const field = fieldOf(e);
    const list = byField.get(field) ?? [];
    const msg = messageOf(e);
    if (!list.includes(msg)) list.push(msg);
    byField.set(field, list);
  }
  return [...byField].map(([field, problems]) => ({ field, problems }));
}
