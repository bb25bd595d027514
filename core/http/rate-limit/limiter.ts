import type { Request, Response } from 'express';
import { clock } from '../../clock/clock.js';
import type { Principal } from '../../auth/principal.js';
import { CommonErrors } from '../app-error.js';
import { DEVICE_HEADER, type RateLimitSpec } from './classes.js';
import { MemoryRateLimitStore, type RateLimitStore } from './store.js';

let store: RateLimitStore = new MemoryRateLimitStore();
let enabled = true;

export function configureRateLimits(opts: { enabled: boolean; store: RateLimitStore }): void {
  enabled = opts.enabled;
  store = opts.store;
}

/** Whether requests are counted at all (RATE_LIMITS). */
export function rateLimitsEnabled(): boolean {
  return enabled;
}

export function rateLimitStore(): RateLimitStore {
  return store;
}

function subject(spec: RateLimitSpec, req: Request, principal: Principal | null): string {
  const ip = req.ip ?? req.socket.remoteAddress ?? 'unknown';
  if (spec.key === 'account' && principal) return `acct:${principal.kind}:${principal.userId}`;
  if (spec.key === 'ip+device') {
    const device = req.headers[DEVICE_HEADER];
    return `ip:${ip}:dev:${typeof device === 'string' ? device.slice(0, 128) : '-'}`;
  }
  return `ip:${ip}`;
}

/** Counts the request against the limit; throws 429 (and sets Retry-After) when over it. */
export async function enforceRateLimit(spec: RateLimitSpec, scope: string, req: Request, res: Response, principal: Principal | null): Promise<void> {
  if (!enabled) return;
  const windowMs = spec.windowSeconds * 1000;
  const { count, resetInMs } = await store.hit(`${scope}:${subject(spec, req, principal)}`, windowMs, clock.nowMs());
  res.setHeader('RateLimit-Limit', String(spec.limit));
  res.setHeader('RateLimit-Remaining', String(Math.max(0, spec.limit - count)));
  if (count > spec.limit) {
    res.setHeader('Retry-After', String(Math.max(1, Math.ceil(resetInMs / 1000))));
    throw CommonErrors.RATE_LIMITED();
  }
}
