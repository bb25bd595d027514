import type { DataSource } from 'typeorm';
import type { PostgresConnectionOptions } from 'typeorm/driver/postgres/PostgresConnectionOptions.js';

/** The app's own database as a connection string, for the pools that jobs open beside TypeORM's. */
export function connectionStringOf(ds: DataSource): string {
  const o = ds.options as PostgresConnectionOptions;
  if (o.url) return o.url;
  const u = new URL('postgres://localhost');
  u.hostname = o.host ?? 'localhost';
  u.port = String(o.port ?? 5432);
  if (o.username) u.username = encodeURIComponent(o.username);
  if (typeof o.password === 'string') u.password = encodeURIComponent(o.password);
  u.pathname = `/${encodeURIComponent(o.database ?? 'postgres')}`;
  return u.toString();
}
