import type { ErrorDef } from '../app-error.js';
import { ref } from './schemas.js';
import type { ResponseObject } from './types.js';

/** One response per status; several codes on one status are listed together (`x-error-codes`). */
export function errorResponses(errors: ErrorDef[]): Record<string, ResponseObject> {
  const byStatus = new Map<number, ErrorDef[]>();
  const seen = new Set<string>();
  for (const e of errors) {
    if (seen.has(e.errorCode)) continue;
    seen.add(e.errorCode);
    byStatus.set(e.statusCode, [...(byStatus.get(e.statusCode) ?? []), e]);
  }
  const out: Record<string, ResponseObject> = {};
  for (const [status, defs] of [...byStatus].sort(([a], [b]) => a - b)) {
    const codes = defs.map((d) => d.errorCode);
    out[String(status)] = {
      description: defs.map((d) => `\`${d.errorCode}\`: ${d.message}`).join('\n\n'),
      'x-error-codes': codes,
      content: {
        'application/json': {
          schema: {
            allOf: [
              ref('ErrorBody'),
              { type: 'object', properties: { statusCode: { type: 'integer', enum: [status] }, errorCode: { type: 'string', enum: codes } } },
            ],
          },
          examples: Object.fromEntries(
            defs.map((d) => [d.errorCode, { summary: d.message, value: { statusCode: d.statusCode, errorCode: d.errorCode, message: d.message } }]),
          ),
        },
      },
    };
  }
  return out;
}
