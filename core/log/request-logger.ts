import { randomUUID } from 'node:crypto';
import { pinoHttp } from 'pino-http';
import type { RequestHandler } from 'express';
import { logger } from './logger.js';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** Access log line per request, tagged with a request id (taken from X-Request-Id when sane). */
export function requestLogger(): RequestHandler {
  return pinoHttp({
    logger: logger(),
    genReqId(req, res) {
      const given = req.headers['x-request-id'];
      const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    customLogLevel(_req, res, err) {
      if (err || res.statusCode >= 500) return 'error';
      if (res.statusCode >= 400) return 'info';
      return 'debug';
    },
    serializers: {
      req: (req) => ({ id: req.id, method: req.method, url: req.url }),
      res: (res) => ({ statusCode: res.statusCode }),
    },
  }) as unknown as RequestHandler;
}
