import { afterCommit, db } from '../db/transaction.js';
import type { Flow } from './define.js';
import { insertRun } from './flow-store.js';

type Enqueue = (flow: string, flowId: string) => Promise<void>;
let enqueueRun: Enqueue | undefined;

/** Set by startJobs: hands a run to the jobs system (the `core.flows.run` job). */
export function setFlowRunner(fn: Enqueue | undefined): void {
  enqueueRun = fn;
}

/**
 * Starts the flow instance `flowId` (a second start of the same id does nothing): the run is recorded in the
 * caller's transaction and handed to a worker once it commits. Should that hand-over be lost (the process
 * died in between), the resume job finds the run.
 */
export async function startFlow<I>(flow: Flow<I>, flowId: string, input: I): Promise<void> {
  if (!enqueueRun) throw new Error('Flows cannot start before the jobs system (startJobs)');
  const enqueue = enqueueRun;
  await insertRun(db(), flow.name, flowId, input);
  await afterCommit(() => enqueue(flow.name, flowId));
}
