import type { DataSource, EntityManager, EntityTarget, ObjectLiteral, Repository } from 'typeorm';
import { currentContext, runInContext } from '../context/request-context.js';

/** work to do once the outermost transaction of a manager has committed */
const afterCommitHooks = new WeakMap<EntityManager, Array<() => Promise<void>>>();
/** what a transaction keeps for its rest (transactionMemo) */
const memos = new WeakMap<EntityManager, Map<string, unknown>>();
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
  return currentContext().manager ?? getDataSource().manager;
}

export function repo<T extends ObjectLiteral>(target: EntityTarget<T>): Repository<T> {
  return db().getRepository(target);
}

export function inTransaction(): boolean {
  return currentContext().manager !== undefined;
}

/**
 * Runs fn in one transaction carried implicitly by the request context: every db()/repo() call inside
 * uses it, so services of different plugins compose atomically. Nested calls join the outer one.
 */
export async function withTransaction<T>(fn: (manager: EntityManager) => Promise<T>): Promise<T> {
  const ctx = currentContext();
  if (ctx.manager && ctx.retryInSavepoint) return inRetriedSavepoint(ctx.manager, fn);
  if (ctx.manager) return fn(ctx.manager);
  for (let attempt = 1; ; attempt++) {
    const hooks: Array<() => Promise<void>> = [];
    try {
      const result = await getDataSource().transaction((manager) => {
        afterCommitHooks.set(manager, hooks);
        oneQueryAtATime(manager);
        return runInContext({ ...ctx, manager }, () => fn(manager));
      });
      for (const hook of hooks) await hook();
      return result;
    } catch (e) {
      if (attempt >= TRANSIENT_RETRIES || !isTransientConflict(e)) throw e;
      await pauseBeforeRetry(attempt);
    }
  }
}

/**
 * A transaction is one connection, and a connection runs one query at a time: queries sent together (a
 * Promise.all of reads inside a transaction) wait their turn here, in the order sent, instead of being piled on
 * the pg client (which pg 8 queues with a deprecation warning and pg 9 refuses).
 */
function oneQueryAtATime(manager: EntityManager): void {
  const runner = manager.queryRunner;
  if (!runner) return;
  const send = runner.query.bind(runner) as (...args: unknown[]) => Promise<unknown>;
  let turn: Promise<unknown> = Promise.resolve();
  runner.query = ((...args: unknown[]) => {
    const mine = turn.then(() => send(...args));
    turn = mine.catch(() => undefined);
    return mine;
  }) as typeof runner.query;
}

let savepoints = 0;

/**
 * The work of a transaction someone else opened (an idempotent route's, which holds the key's claim) in a
 * savepoint: a deadlock or serialization failure rolls back to it (its row locks and its afterCommit hooks
 * with it) and the work runs again, as an outermost transaction would be.
 */
async function inRetriedSavepoint<T>(manager: EntityManager, fn: (manager: EntityManager) => Promise<T>): Promise<T> {
  const ctx = { ...currentContext(), retryInSavepoint: false };
  const hooks = afterCommitHooks.get(manager);
  const name = `retry_point_${++savepoints}`;
  for (let attempt = 1; ; attempt++) {
    const hooksBefore = hooks?.length ?? 0;
    await manager.query(`SAVEPOINT ${name}`);
    try {
      // not released: the caller's commit ends it with the transaction, and a RELEASE would be one more round trip
      return await runInContext(ctx, () => fn(manager));
    } catch (e) {
      // the unit's work is undone whatever happened (a caller that catches the error finds none of it)
      const undone = await rollbackToSavepoint(manager, name).then(
        () => true,
        () => false,
      );
      hooks?.splice(hooksBefore);
      if (!undone || attempt >= TRANSIENT_RETRIES || !isTransientConflict(e)) throw e;
      await pauseBeforeRetry(attempt);
    }
  }
}

/** A short, growing, jittered pause before running aborted work again (two retries racing do not collide again). */
const pauseBeforeRetry = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 20));

/** Attempts of an outermost transaction that PostgreSQL aborted as a deadlock victim or a serialization failure. */
const TRANSIENT_RETRIES = 4;

/**
 * A deadlock (40P01) or serialization failure (40001): PostgreSQL rolled the whole transaction back and the
 * same work run again succeeds, so the outermost transaction is retried rather than answered as a 500.
 */
export function isTransientConflict(e: unknown): boolean {
  const code = (e as { driverError?: { code?: string }; code?: string })?.driverError?.code ?? (e as { code?: string })?.code;
  return code === '40P01' || code === '40001';
}

/**
 * Runs fn inside a transaction the caller opened itself (an idempotent route's, which commits when the
 * response is stored); `hooks` collects what afterCommit registers, for the caller to run after its commit.
 * The first withTransaction inside runs in a savepoint that is retried on a transient conflict.
 */
export function joinTransaction<T>(manager: EntityManager, hooks: Array<() => Promise<void>>, fn: () => T): T {
  afterCommitHooks.set(manager, hooks);
  return runInContext({ ...currentContext(), manager, retryInSavepoint: true }, fn);
}

/**
 * Values the transaction in progress keeps for its rest, such as a row it holds locked: read once, then kept in step
 * with the transaction's own writes by whoever wrote them. undefined outside a transaction. A savepoint rolled back
 * releases the locks taken since and undoes the writes, so it empties the memo (rollbackToSavepoint).
 */
export function transactionMemo(): Map<string, unknown> | undefined {
  const manager = currentContext().manager;
  if (!manager) return undefined;
  let memo = memos.get(manager);
  if (!memo) memos.set(manager, (memo = new Map()));
  return memo;
}

/**
 * A typed family of entries in the transaction memo, one per id under `name`: get / set / delete do nothing (get:
 * undefined) outside a transaction. What a plugin keeps for the rest of its transaction goes through one of these.
 */
export function transactionSlots<T>(name: string) {
  const key = (id: string) => `${name}:${id}`;
  return {
    get: (id: string): T | undefined => transactionMemo()?.get(key(id)) as T | undefined,
    set: (id: string, value: T): void => void transactionMemo()?.set(key(id), value),
    delete: (id: string): void => void transactionMemo()?.delete(key(id)),
  };
}

function forgetTransactionMemo(manager: EntityManager): void {
  memos.get(manager)?.clear();
}

/** ROLLBACK TO SAVEPOINT `name`, forgetting what the transaction memo kept (the only way to roll a savepoint back). */
export async function rollbackToSavepoint(manager: EntityManager, name: string): Promise<void> {
  await manager.query(`ROLLBACK TO SAVEPOINT ${name}`);
  forgetTransactionMemo(manager);
}

/**
 * Runs `hook` once the transaction in progress has committed (the outermost one, when nested), or at once
 * outside a transaction; dropped when the transaction rolls back. For effects others must not see early,
 * such as dropping a cache a concurrent reader would fill again with the old rows.
 */
export async function afterCommit(hook: () => Promise<void>): Promise<void> {
  const manager = currentContext().manager;
  const hooks = manager && afterCommitHooks.get(manager);
  if (hooks) hooks.push(hook);
  else await hook();
}
