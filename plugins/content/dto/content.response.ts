import { field, namedSchema, type JsonSchema, type NamedSchema } from '../../../core/http/openapi/response-fields.js';
import { SeoResponse } from '../../seo/index.js';
import { PAGE_KEYS, PAGE_SECTIONS, SECTION_KEYS, type PageKey, type SectionKey } from '../keys.js';
import { POSITION_MAX, POSITION_MIN } from './content.dto.js';
import { RICH_TEXT_ID } from '../schemas/building-blocks.js';
import { richTextSchema } from '../schemas/rich-text.js';
import { SECTION_SCHEMAS } from '../schemas/section-schemas.js';

/*
 * The content vocabulary in the OpenAPI document: page keys, section keys, the payload schema of every
 * section (components named `<Section>SectionPayload`) and a section as the pages answer it (`<Section>Section`,
 * one variant per key, told apart by sectionKey). The payload schemas are the ones the service validates with
 * (schemas/section-schemas.ts), written in OpenAPI terms: the validator's own keywords become descriptions
 * or `x-` extensions, and the rich-text document is a component of its own.
 */

const pascal = (key: string) => key.replace(/(^|_)([a-z])/g, (_m, _s, c: string) => c.toUpperCase());

const RICH_TEXT_REFS: Record<string, string> = { [RICH_TEXT_ID]: 'RichTextDocument', '#/$defs/node': 'RichTextNode', '#/$defs/mark': 'RichTextMark' };

/** An ajv schema of the content plugin as an OpenAPI 3.1 schema (JSON Schema 2020-12 plus the document's $refs). */
function openApiSchema(schema: unknown, ref: (target: NamedSchema) => JsonSchema): unknown {
  if (Array.isArray(schema)) return schema.map((s) => openApiSchema(s, ref));
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$ref' && typeof value === 'string' && RICH_TEXT_REFS[value]) Object.assign(out, ref(RICH_TEXT[RICH_TEXT_REFS[value]]));
    else if (key === 'notBlank') out.pattern = '\\S';
    else if (key === 'serializedMaxLength') out['x-serialized-max-length'] = value;
    else if (key === 'uniqueBy') out['x-unique-by'] = value;
    // ajv's discriminator option; the variants are told apart by their `type` constant
    else if (key === 'discriminator' || key === '$id' || key === '$defs') continue;
    else out[key] = openApiSchema(value, ref);
  }
  return out;
}

const { $defs, ...richTextDocument } = richTextSchema as { $defs: Record<string, unknown> } & Record<string, unknown>;
const RICH_TEXT: Record<string, NamedSchema> = {
  RichTextDocument: namedSchema('RichTextDocument', (ref) => ({
    ...(openApiSchema(richTextDocument, ref) as JsonSchema),
    description: 'A rich-text document (a ProseMirror/Tiptap subset)',
  })),
  RichTextNode: namedSchema('RichTextNode', (ref) => openApiSchema($defs.node, ref) as JsonSchema),
  RichTextMark: namedSchema('RichTextMark', (ref) => openApiSchema($defs.mark, ref) as JsonSchema),
};

export const PageKeySchema = namedSchema('PageKey', {
  type: 'string',
  enum: [...PAGE_KEYS],
  description: `A content page. Sections each page takes: ${PAGE_KEYS.map((p) => `\`${p}\`: ${PAGE_SECTIONS[p].join(', ')}`).join('; ')}.`,
  'x-page-sections': PAGE_SECTIONS,
} as JsonSchema);

export const SectionKeySchema = namedSchema('SectionKey', {
  type: 'string',
  enum: [...SECTION_KEYS],
  description: 'A section of a content page; its payload schema is `<SectionKey in PascalCase>SectionPayload`.',
} as JsonSchema);

export const SECTION_PAYLOADS = Object.fromEntries(
  SECTION_KEYS.map((key) => [key, namedSchema(`${pascal(key)}SectionPayload`, (ref) => openApiSchema(SECTION_SCHEMAS[key], ref) as JsonSchema)]),
) as Record<SectionKey, NamedSchema>;

const SECTION_VARIANTS = Object.fromEntries(
  SECTION_KEYS.map((key) => [
    key,
    namedSchema(
      `${pascal(key)}Section`,
      (ref) =>
        ({
          type: 'object',
          required: ['sectionKey', 'position', 'isEnabled', 'payload', 'createdAt', 'updatedAt'],
          properties: {
            sectionKey: { type: 'string', const: key },
            position: { type: 'integer' },
            isEnabled: { type: 'boolean' },
            payload: ref(SECTION_PAYLOADS[key]),
            createdAt: { type: 'string', format: 'date-time' },
            updatedAt: { type: 'string', format: 'date-time' },
          },
        }) as JsonSchema,
    ),
  ]),
) as Record<SectionKey, NamedSchema>;

/** A section of a page: its key tells the payload's shape. */
export const ContentSectionSchema = namedSchema(
  'ContentSection',
  (ref) =>
    ({
      oneOf: SECTION_KEYS.map((key) => ref(SECTION_VARIANTS[key])),
      discriminator: {
        propertyName: 'sectionKey',
        mapping: Object.fromEntries(SECTION_KEYS.map((key) => [key, ref(SECTION_VARIANTS[key]).$ref as string])),
      },
    }) as JsonSchema,
);

/** The PUT body: the DTO's fields, with the payload of one of the section schemas (the one of the path's sectionKey). */
export const PutSectionBodySchema = namedSchema(
  'PutSectionBody',
  (ref) =>
    ({
      type: 'object',
      required: ['payload'],
      properties: {
        position: { type: 'integer', minimum: POSITION_MIN, maximum: POSITION_MAX },
        isEnabled: { type: 'boolean' },
        // anyOf: several section schemas accept the same payload; the path's sectionKey says which one applies
        payload: { anyOf: SECTION_KEYS.map((key) => ref(SECTION_PAYLOADS[key])), description: 'The payload schema of the sectionKey in the path' },
      },
      additionalProperties: false,
    }) as JsonSchema,
);

export class ContentPageResponse {
  @field.integer() id: number;
  @field.schema((ref) => ref(PageKeySchema)) pageKey: PageKey;
  @field.string() title: string;
  @field.uuid({ nullable: true }) seoId: string | null;
  @field.dateTime() createdAt: string;
  @field.dateTime() updatedAt: string;
  @field.object(() => SeoResponse, { nullable: true }) seo: SeoResponse | null;
  @field.array(() => ContentSectionSchema, { description: 'In position order; the public read has the enabled ones only' }) sections: unknown[];
}
