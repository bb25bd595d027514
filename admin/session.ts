import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import { logger } from '../core/log/logger.js';

export const PANEL_COOKIE = 'bazaar.admin';

/**
 * Admin panel sessions in PostgreSQL (table admin_panel_sessions, made by the core migration),
 * through the data source's own pool: no extra connections, closed with the data source.
 */
export function panelSessions(opts: { dataSource: DataSource; secret: string; ttlSeconds: number }) {
  const PgStore = connectPgSimple(session);
  const pool = (opts.dataSource.driver as unknown as { master: Pool }).master;
  const store = new PgStore({
    pool,
    tableName: 'admin_panel_sessions',
    createTableIfMissing: false,
    ttl: opts.ttlSeconds,
    errorLog: (...args: unknown[]) => logger().warn({ args: args.map(String) }, 'admin panel session store'),
  });
  // @adminjs/express adds a session middleware of its own on the same store; express-session lets the
  // last one built decide the cookie of new sessions, so both get these very options
  const options: session.SessionOptions = {
    store,
    secret: opts.secret,
    name: PANEL_COOKIE,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', path: '/admin', maxAge: opts.ttlSeconds * 1000 },
  };
  return { store, options, middleware: session(options) };
}
