import type { Application } from 'express';
import type { Config } from '../../config/index.js';

/** Placeholder until the generator lands. */
export function mountOpenApi(app: Application, _controllers: Function[], _config: Config): void {
  app.get('/api/openapi.json', (_req, res) => {
    res.json({ openapi: '3.0.3', info: { title: 'Bazaar', version: '0.1.0' }, paths: {} });
  });
}
