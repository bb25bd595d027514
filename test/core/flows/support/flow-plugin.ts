import { defineFlow, defineStep } from '../../../../core/flows/index.js';
import { definePlugin } from '../../../../core/plugin.js';
import { recordEffect } from '../../jobs/support/effects.js';

/**
 * The flow of the kill test, the same in the test and in its worker processes: three steps, each writing its
 * effect. In `hang` mode the second step writes its effect, tells the test it is running (the first step
 * committed, its own transaction open) and never returns, so the test can kill the worker between the two.
 */
export function fulfilFlow(mode: 'hang' | 'normal', send: (message: Record<string, unknown>) => void = () => {}) {
  const effect = (step: string) => defineStep<{ order: string }>(step, async (ctx) => recordEffect(`flow-${ctx.flowId}`, `${step} by worker-${mode}`));
  return defineFlow<{ order: string }>('shipping.fulfil', [
    effect('pick'),
    defineStep('pack', async (ctx) => {
      await recordEffect(`flow-${ctx.flowId}`, `pack by worker-${mode}`);
      if (mode === 'hang') {
        send({ type: 'between-steps', flowId: ctx.flowId });
        await new Promise(() => {});
      }
    }),
    effect('ship'),
  ]);
}

export function testPlugin(mode: 'hang' | 'normal', send: (message: Record<string, unknown>) => void) {
  return definePlugin({ name: 'shipping', flows: [fulfilFlow(mode, send)] });
}
