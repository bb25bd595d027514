import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { logger } from './logger.js';
import { redactUrl } from './redact-url.js';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * One access line per request, tagged with a request id (taken from X-Request-Id when sane, echoed
 * back), its URL without secrets (redactUrl). 2xx/3xx log at debug, 4xx at info, a 5xx answered on purpose (a documented 503) at warn, and an
 * unexpected error at error level with the error the handler attached as `res.err`.
 * Written on 'finish' with the root logger: no per-request child logger on the hot path.
 */
export function requestLogger(): RequestHandler {
  return (req, res, next) => {
    const given = req.headers['x-request-id'];
    const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    (req as { id?: string }).id = id;
    res.setHeader('X-Request-Id', id);
    const started = performance.now();
    res.once('finish', () => {
      const err = (res as { err?: unknown }).err;
      const level = err ? 'error' : res.statusCode >= 500 ? 'warn' : res.statusCode >= 400 ? 'info' : 'debug';
      const log = logger();
      if (!log.isLevelEnabled(level)) return;
      log[level](
        { reqId: id, method: req.method, url: redactUrl(req.originalUrl), statusCode: res.statusCode, ms: Math.round(performance.now() - started), err },
        'request',
      );
    });
    next();
  };
}
