import { CommonErrors, type ErrorDef } from '../app-error.js';
import { DEVICE_HEADER, type RateLimitSpec } from '../rate-limit/classes.js';
import type { AuthRequirement, RoutePolicy } from '../route-policy.js';
import { errorResponses } from './error-responses.js';
import type { OperationObject, ParameterObject } from './types.js';

export const BEARER_SCHEME = 'bearerAuth';

export interface RouteInput {
  /** path, query or header parameters, or a body */
  any: boolean;
  /** a JSON request body */
  jsonBody: boolean;
}

const NO_POLICY: RoutePolicy = { permissions: [], rateLimits: [], errors: [] };

const AUTH_TEXT: Record<AuthRequirement, string> = {
  admin: 'admin bearer token',
  customer: 'customer bearer token',
  any: 'bearer token (admin or customer)',
};

const KEY_TEXT: Record<RateLimitSpec['key'], string> = {
  account: 'per account',
  ip: 'per IP address',
  'ip+device': `per IP address and device (\`${DEVICE_HEADER}\` header)`,
};

function windowText(seconds: number): string {
  if (seconds === 60) return 'minute';
  if (seconds === 3600) return 'hour';
  if (seconds % 3600 === 0) return `${seconds / 3600} hours`;
  if (seconds % 60 === 0) return `${seconds / 60} minutes`;
  return `${seconds} seconds`;
}

/** Every error the route can answer with: what its policy implies, then what it declares with @Throws. */
function routeErrors(policy: RoutePolicy, input: RouteInput): ErrorDef[] {
  const errors: ErrorDef[] = [];
  if (policy.auth) errors.push(CommonErrors.UNAUTHORIZED);
  if (policy.auth === 'admin' || policy.auth === 'customer' || policy.permissions.length) errors.push(CommonErrors.FORBIDDEN);
  if (input.any || policy.idempotencyScope) errors.push(CommonErrors.VALIDATION_FAILED);
  if (input.jsonBody) errors.push(CommonErrors.MALFORMED_JSON);
  if (policy.idempotencyScope) {
    if (policy.idempotencyRequired !== false) errors.push(CommonErrors.IDEMPOTENCY_KEY_REQUIRED);
    errors.push(CommonErrors.IDEMPOTENCY_KEY_CONFLICT, CommonErrors.IDEMPOTENCY_REQUEST_IN_PROGRESS);
  }
  if (policy.rateLimits.length) errors.push(CommonErrors.RATE_LIMITED);
  return [...errors, ...policy.errors];
}

function humanDescription(policy: RoutePolicy): string[] {
  const lines: string[] = [];
  if (policy.permissions.length) {
    const perms = policy.permissions.map((p) => `\`${p}\``).join(' and ');
    lines.push(`**Permission:** ${perms} (admin bearer token; a superadmin bypasses the check)`);
  } else {
    lines.push(`**Authentication:** ${policy.auth ? AUTH_TEXT[policy.auth] : 'none (public route)'}`);
  }
  for (const r of policy.rateLimits) {
    lines.push(`**Rate limit:** \`${r.name}\`, ${r.limit} requests per ${windowText(r.windowSeconds)} ${KEY_TEXT[r.key]}`);
  }
  if (policy.idempotencyScope) {
    const need = policy.idempotencyRequired === false ? 'optional' : 'required';
    lines.push(`**Idempotency-Key** header ${need} (scope \`${policy.idempotencyScope}\`): a retry with the same key and body replays the first answer`);
  }
  return lines;
}

const idempotencyHeader = (scope: string, required: boolean): ParameterObject => ({
  in: 'header',
  name: 'Idempotency-Key',
  required,
  description: `Client-chosen key; the first answer for it is kept and replayed (scope \`${scope}\`)`,
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
});

// many routes share one list of errors; their responses are built once (read-only once in the document)
const responseCache = new Map<string, ReturnType<typeof errorResponses>>();
function errorResponsesCached(errors: ErrorDef[]) {
  const key = errors.map((e) => `${e.statusCode} ${e.errorCode} ${e.message}`).join('\n');
  let responses = responseCache.get(key);
  if (!responses) responseCache.set(key, (responses = errorResponses(errors)));
  return responses;
}

/** Writes what the route's decorators declare (core/http/route-policy.ts) into its operation. */
export function applyRoutePolicy(op: OperationObject, policy: RoutePolicy | undefined, input: RouteInput): void {
  const p = policy ?? NO_POLICY;
  op['x-permission'] = [...p.permissions];
  op['x-auth'] = p.auth ?? 'none';
  // an empty list says "no authentication" (rather than leaving it unsaid)
  op.security = p.auth ? [{ [BEARER_SCHEME]: [] }] : [];
  if (p.rateLimits.length) {
    op['x-rate-limit'] = p.rateLimits.map((r) => ({ class: r.name, limit: r.limit, windowSeconds: r.windowSeconds, key: r.key }));
  }
  if (p.idempotencyScope) {
    op['x-idempotency-scope'] = p.idempotencyScope;
    op.parameters = [...(op.parameters ?? []), idempotencyHeader(p.idempotencyScope, p.idempotencyRequired !== false)];
  }
  for (const [status, response] of Object.entries(errorResponsesCached(routeErrors(p, input)))) {
    op.responses[status] ??= response;
  }
  op.description = [op.description, ...humanDescription(p)].filter(Boolean).join('\n\n');
}
