import { DataSource } from 'typeorm';
import { IdempotencyKeyRecord } from '../http/idempotency/idempotency-key.entity.js';
import { PermissionRecord } from '../auth/permission.entity.js';
import { SlugRecord } from './slugs/slug.entity.js';
import { ActivityLogEntry } from '../lifecycle/activity-log.entity.js';
import { SnakeNamingStrategy } from './naming-strategy.js';

/** Entities owned by the kernel itself. */
export const coreEntities: Function[] = [IdempotencyKeyRecord, PermissionRecord, SlugRecord, ActivityLogEntry];

/**
 * Session settings of every pooled connection, after the URL's own `options`. Generic plans: the named prepared
 * statements of the hot paths (preparedRows) are key lookups whose plan does not depend on the values, yet
 * PostgreSQL's choice kept planning some of them on every run (measured: the basket's pricing read, 0.56 ms of
 * planning for 0.07 ms of work). Unnamed statements (TypeORM's, and sqlRows') are planned per run as before.
 */
const SESSION_OPTIONS = '-c plan_cache_mode=force_generic_plan';

function sessionOptions(url: string): string {
  let given: string | null = null;
  try {
    given = new URL(url).searchParams.get('options');
  } catch {
    /* not a URL pg parses with options: none given */
  }
  return given ? `${given} ${SESSION_OPTIONS}` : SESSION_OPTIONS;
}

/** `migrations` (schemaMigrations of the known plugins) matter only to a data source that runs them. */
export function createDataSource(url: string, entities: Function[], poolSize = 20, migrations: Function[] = []): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities: [...coreEntities, ...entities],
    migrations,
    migrationsRun: false,
    migrationsTransactionMode: 'each',
    synchronize: false,
    namingStrategy: new SnakeNamingStrategy(),
    logging: false,
    extra: { max: poolSize, options: sessionOptions(url) },
  });
}
