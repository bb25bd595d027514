import { inTransaction, withTransaction } from '../db/transaction.js';
import { logger } from '../log/logger.js';
import { runAsJob } from '../context/request-context.js';
import { FlowFailed, type ExternalStep, type Flow, type LocalStep, type Step, type StepContext } from './define.js';
import { findStep, insertRun, lockRun, recordFailure, saveStep, setRunStatus, type RunStatus, type StoredRun } from './flow-store.js';

/** Another runner finished or failed the run meanwhile: this one stops. */
class RunNotRunning extends Error {}

/** A JSON copy, so a step's result is the same on its first run and on replay (read back from jsonb). */
const stored = (v: unknown): unknown => (v === undefined ? null : JSON.parse(JSON.stringify(v)));

/** The key an external step sends to the provider: the same for every attempt of this step of this instance. */
export const idempotencyKeyOf = (flow: string, flowId: string, step: string) => `${flow}:${flowId}:${step}`;

/**
 * Runs (or resumes) the flow instance `flowId`: each step not yet done runs and commits with its step row,
 * done steps return their stored result. A failure is counted and rethrown (the job system runs the flow
 * again later); a FlowFailed, or the last allowed attempt, fails the flow for good: the done steps'
 * compensations run in reverse order. `input` is used only when the run does not exist yet.
 * The steps run as the system, with `<flow>:<flow id>` as request id (the same for every resumption).
 */
export async function runFlow<I>(flow: Flow<I>, flowId: string, input?: I): Promise<RunStatus> {
  if (inTransaction()) throw new Error(`Flow "${flow.name}" cannot run inside a transaction: its steps must commit one by one (use startFlow there)`);
  return runAsJob(`${flow.name}:${flowId}`, () => runInstance(flow, flowId, input));
}

async function runInstance<I>(flow: Flow<I>, flowId: string, input?: I): Promise<RunStatus> {
  const run = await withTransaction(async (m) => {
    await insertRun(m, flow.name, flowId, input);
    return (await lockRun(m, flow.name, flowId))!;
  });
  if (run.status === 'completed' || run.status === 'failed') return run.status;
  const ctx: StepContext<I> = { flowId, input: run.input as I, results: {} };
  if (run.status === 'compensating') return compensate(flow, run, ctx);
  try {
    for (const step of flow.steps) ctx.results[step.name] = await runStep(flow, step, ctx);
    await withTransaction(async (m) => setRunStatus(m, run.id, 'completed'));
    return 'completed';
  } catch (e) {
    if (e instanceof RunNotRunning) return (await withTransaction(async (m) => lockRun(m, flow.name, flowId)))!.status;
    const message = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
    const attempts = await withTransaction(async (m) => recordFailure(m, run.id, message));
    logger().warn({ err: e, flow: flow.name, flowId, attempts }, 'flow step failed');
    if (!(e instanceof FlowFailed) && attempts < flow.maxAttempts) throw e;
    await withTransaction(async (m) => setRunStatus(m, run.id, 'compensating'));
    return compensate(flow, run, ctx);
  }
}

/** Locks the run and reads the step's row, in the caller's transaction. */
async function stepState(flow: Flow<any>, flowId: string, step: string) {
  return withTransaction(async (m) => {
    const run = await lockRun(m, flow.name, flowId);
    if (run?.status !== 'running') throw new RunNotRunning();
    return { runId: run.id, row: await findStep(m, run.id, step) };
  });
}

function runStep<I>(flow: Flow<I>, step: Step<I>, ctx: StepContext<I>): Promise<unknown> {
  return step.kind === 'local' ? runLocal(flow, step, ctx) : runExternal(flow, step, ctx);
}

async function runLocal<I>(flow: Flow<I>, step: LocalStep<I, unknown>, ctx: StepContext<I>): Promise<unknown> {
  return withTransaction(async (m) => {
    const { runId, row } = await stepState(flow, ctx.flowId, step.name); // joins this transaction: the run stays locked
    if (row?.status === 'done') return row.result;
    const result = stored(await step.run(ctx));
    await saveStep(m, runId, step.name, 'done', result);
    return result;
  });
}

async function runExternal<I>(flow: Flow<I>, step: ExternalStep<I, unknown>, ctx: StepContext<I>): Promise<unknown> {
  const key = idempotencyKeyOf(flow.name, ctx.flowId, step.name);
  const before = await withTransaction(async (m) => {
    const { runId, row } = await stepState(flow, ctx.flowId, step.name);
    if (!row) await saveStep(m, runId, step.name, 'intent', undefined, key); // committed before the call
    return { runId, row };
  });
  if (before.row?.status === 'done') return before.row.result;
  // an intent left by an earlier run: the call may have reached the provider, so ask before sending again
  const found = before.row?.status === 'intent' ? await step.lookup(key, ctx) : undefined;
  const result = stored(found !== undefined ? found : await step.call(key, ctx));
  await withTransaction(async (m) => {
    const { runId, row } = await stepState(flow, ctx.flowId, step.name);
    if (row?.status === 'intent') await saveStep(m, runId, step.name, 'done', result);
  });
  return result;
}

/** Undoes the done steps (and calls that reached their provider) in reverse order, each compensation committed with its step marked compensated. */
async function compensate<I>(flow: Flow<I>, run: StoredRun, ctx: StepContext<I>): Promise<RunStatus> {
  for (const step of [...flow.steps].reverse()) {
    await withTransaction(async (m) => {
      await lockRun(m, flow.name, ctx.flowId);
      const row = await findStep(m, run.id, step.name);
      let result = row?.result;
      // a call whose result was never recorded may still have happened: ask the provider
      if (row?.status === 'intent' && step.kind === 'external') result = await step.lookup(idempotencyKeyOf(flow.name, ctx.flowId, step.name), ctx);
      else if (row?.status !== 'done') return;
      if (result === undefined) return;
      if (step.compensate) await step.compensate(ctx, result);
      await saveStep(m, run.id, step.name, 'compensated', undefined);
    });
  }
  await withTransaction(async (m) => setRunStatus(m, run.id, 'failed'));
  return 'failed';
}
