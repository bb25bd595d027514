import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, EntityManager, EntityTarget, ObjectLiteral, Repository } from 'typeorm';

const current = new AsyncLocalStorage<EntityManager>();
/** work to do once the outermost transaction of a manager has committed */
const afterCommitHooks = new WeakMap<EntityManager, Array<() => Promise<void>>>();
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
  const hooks: Array<() => Promise<void>> = [];
  const result = await getDataSource().transaction((manager) => {
    afterCommitHooks.set(manager, hooks);
    return current.run(manager, () => fn(manager));
  });
  for (const hook of hooks) await hook();
  return result;
}

/**
 * Runs `hook` once the transaction in progress has committed (the outermost one, when nested), or at once
 * outside a transaction; dropped when the transaction rolls back. For effects others must not see early,
 * such as dropping a cache a concurrent reader would fill again with the old rows.
 */
export async function afterCommit(hook: () => Promise<void>): Promise<void> {
  const manager = current.getStore();
  const hooks = manager && afterCommitHooks.get(manager);
  if (hooks) hooks.push(hook);
  else await hook();
}
