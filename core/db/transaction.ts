import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, EntityManager, EntityTarget, ObjectLiteral, Repository } from 'typeorm';

const current = new AsyncLocalStorage<EntityManager>();
let dataSource: DataSource | undefined;

export function bindDataSource(ds: DataSource | undefined): void {
  dataSource = ds;
}

export function getDataSource(): DataSource {
  if (!dataSource) throw new Error('The data source is not initialised');
  return dataSource;
}

/** The manager of the transaction in progress, else the data source's. */
export function db(): EntityManager {
  return current.getStore() ?? getDataSource().manager;
}

export function repo<T extends ObjectLiteral>(target: EntityTarget<T>): Repository<T> {
  return db().getRepository(target);
}

export function inTransaction(): boolean {
  return current.getStore() !== undefined;
}

/**
 * Runs fn in one transaction carried implicitly: every db()/repo() call inside uses it,
 * so services of different plugins compose atomically. Nested calls join the outer one.
 */
export async function withTransaction<T>(fn: (manager: EntityManager) => Promise<T>): Promise<T> {
  const outer = current.getStore();
  if (outer) return fn(outer);
  return getDataSource().transaction((manager) => current.run(manager, () => fn(manager)));
}
