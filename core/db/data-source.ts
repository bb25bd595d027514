import { DataSource } from 'typeorm';
import { IdempotencyKeyRecord } from '../http/idempotency/idempotency-key.entity.js';
import { PermissionRecord } from '../auth/permission.entity.js';
import { SlugRecord } from './slugs/slug.entity.js';
import { ActivityLogEntry } from '../lifecycle/activity-log.entity.js';
import { SnakeNamingStrategy } from './naming-strategy.js';

/** Entities owned by the kernel itself. */
export const coreEntities: Function[] = [IdempotencyKeyRecord, PermissionRecord, SlugRecord, ActivityLogEntry];

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
    extra: { max: poolSize },
  });
}
