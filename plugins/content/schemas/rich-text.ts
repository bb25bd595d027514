import { CAPS } from './limits.js';
import { RICH_TEXT_ID, type Schema } from './building-blocks.js';

/** Node and mark types of the editor documents we accept (a ProseMirror/Tiptap subset). */
export const RICH_TEXT_NODES = ['paragraph', 'heading', 'text', 'bulletList', 'orderedList', 'listItem', 'blockquote', 'hardBreak', 'horizontalRule'] as const;
export const RICH_TEXT_MARKS = ['bold', 'italic', 'underline', 'strike', 'code', 'link'] as const;

const nullableText = { type: ['string', 'null'], maxLength: 40 };

/** The rich-text document schema, registered once under RICH_TEXT_ID; fields use richText(maxChars). */
export const richTextSchema: Schema = {
  $id: RICH_TEXT_ID,
  type: 'object',
  additionalProperties: false,
  required: ['type', 'content'],
  properties: {
    type: { const: 'doc' },
    content: { type: 'array', minItems: 1, items: { $ref: '#/$defs/node' } },
  },
  $defs: {
    node: {
      type: 'object',
      additionalProperties: false,
      required: ['type'],
      properties: {
        type: { enum: [...RICH_TEXT_NODES] },
        attrs: {
          type: 'object',
          additionalProperties: false,
          properties: {
            level: { type: 'integer', minimum: 1, maximum: 6 },
            start: { type: 'integer', minimum: 1 },
            textAlign: { enum: ['left', 'center', 'right', 'justify', null] },
          },
        },
        content: { type: 'array', items: { $ref: '#/$defs/node' } },
        text: { type: 'string', minLength: 1 },
        marks: { type: 'array', items: { $ref: '#/$defs/mark' } },
      },
      allOf: [
        { if: { properties: { type: { const: 'text' } } }, then: { required: ['text'] }, else: { not: { required: ['text'] } } },
        { if: { properties: { type: { const: 'heading' } } }, then: { required: ['attrs'], properties: { attrs: { required: ['level'] } } } },
      ],
    },
    mark: {
      type: 'object',
      additionalProperties: false,
      required: ['type'],
      properties: {
        type: { enum: [...RICH_TEXT_MARKS] },
        attrs: {
          type: 'object',
          additionalProperties: false,
          properties: {
            href: { type: 'string', maxLength: CAPS.url, format: 'link-url' },
            target: { enum: ['_blank', '_self', null] },
            rel: nullableText,
            class: nullableText,
          },
        },
      },
      if: { properties: { type: { const: 'link' } } },
      then: { required: ['attrs'], properties: { attrs: { required: ['href'] } } },
    },
  },
};
