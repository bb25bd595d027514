/** What a step sees: the flow instance's id and input, and the results of the steps before it. */
export interface StepContext<I> {
  flowId: string;
  input: I;
  results: Record<string, unknown>;
}

interface StepBase<I, R> {
  name: string;
  /** undoes the step's effect when a later step fails for good; runs in its own transaction */
  compensate?(ctx: StepContext<I>, result: R): Promise<void>;
}

/** Runs in one transaction with the insert of its step row: its effects and its "done" commit together. */
export interface LocalStep<I, R> extends StepBase<I, R> {
  kind: 'local';
  run: (ctx: StepContext<I>) => Promise<R>;
}

/**
 * A call to another system: the intent is committed first, then `call` runs with an idempotency key derived
 * from (flow, flow id, step), then the result is recorded. After a crash between the two, `lookup` asks the
 * provider by that key (undefined: it never got the call, so it is sent again with the same key).
 */
export interface ExternalStep<I, R> extends StepBase<I, R> {
  kind: 'external';
  call: (idempotencyKey: string, ctx: StepContext<I>) => Promise<R>;
  lookup: (idempotencyKey: string, ctx: StepContext<I>) => Promise<R | undefined>;
}

export type Step<I> = LocalStep<I, any> | ExternalStep<I, any>;

export interface Flow<I> {
  name: string;
  steps: Step<I>[];
  /** failed runs before the flow fails for good and compensates (default 5) */
  maxAttempts: number;
}

/** Thrown by a step to fail the flow for good at once (no retry): the done steps are compensated. */
export class FlowFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FlowFailed';
  }
}

const NAME_MAX = 100;
const checkName = (what: string, name: string) => {
  if (!name || name.length > NAME_MAX) throw new Error(`A ${what} name must have 1 to ${NAME_MAX} characters, got "${name}"`);
};

export function defineStep<I, R = unknown>(
  name: string,
  run: (ctx: StepContext<I>) => Promise<R>,
  options: { compensate?(ctx: StepContext<I>, result: R): Promise<void> } = {},
): LocalStep<I, R> {
  checkName('step', name);
  return { kind: 'local', name, run, compensate: options.compensate };
}

export function defineExternalStep<I, R>(name: string, spec: Omit<ExternalStep<I, R>, 'kind' | 'name'>): ExternalStep<I, R> {
  checkName('step', name);
  return { kind: 'external', name, ...spec };
}

/** A flow declared in a plugin's manifest `flows`; its name is `<plugin>.<what>`, its step names unique. */
export function defineFlow<I>(name: string, steps: Step<I>[], options: { maxAttempts?: number } = {}): Flow<I> {
  checkName('flow', name);
  const seen = new Set<string>();
  for (const s of steps) {
    if (seen.has(s.name)) throw new Error(`Flow "${name}" has two steps named "${s.name}"`);
    seen.add(s.name);
  }
  return { name, steps, maxAttempts: options.maxAttempts ?? 5 };
}
