import { Router } from 'express';
import type { DataSource } from 'typeorm';

/** /healthz: the process serves requests (it listens only after migrations). /readyz: its database answers. */
export function healthRoutes(ds: () => DataSource | undefined): Router {
  const r = Router();
  r.get('/healthz', (_req, res) => {
    res.json({ message: 'OK', data: { status: 'ok' }, errorCode: null });
  });
  r.get('/readyz', async (_req, res) => {
    try {
      await ds()!.query('SELECT 1');
      res.json({ message: 'OK', data: { status: 'ready' }, errorCode: null });
    } catch {
      res.status(503).json({ statusCode: 503, errorCode: 'NOT_READY', message: 'The database is not reachable' });
    }
  });
  return r;
}
