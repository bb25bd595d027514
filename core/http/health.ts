import type { Application } from 'express';
import type { DataSource } from 'typeorm';

/** /healthz: the process serves requests (it listens only after migrations). /readyz: its database answers. */
export function mountHealth(app: Application, ds: () => DataSource | undefined): void {
  app.get('/healthz', (_req, res) => {
    res.json({ message: 'OK', data: { status: 'ok' }, errorCode: null });
  });
  app.get('/readyz', async (_req, res) => {
    try {
      await ds()!.query('SELECT 1');
      res.json({ message: 'OK', data: { status: 'ready' }, errorCode: null });
    } catch {
      res.status(503).json({ statusCode: 503, errorCode: 'NOT_READY', message: 'The database is not reachable' });
    }
  });
}
