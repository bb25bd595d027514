import { db } from '../../../core/db/transaction.js';
import { defineExternalStep, defineFlow, defineStep, FlowFailed, runFlow } from '../../../core/flows/index.js';
import { bootApp, type TestApp } from '../../support/app.js';
import { createEffectsTable, effectsBy, recordEffect } from '../jobs/support/effects.js';

// ROLE=api: no worker runs here, so flows run only through the calls under test
let t: TestApp;
beforeAll(async () => {
  t = await bootApp({ available: [], env: { ROLE: 'api' } });
  await createEffectsTable();
});
afterAll(async () => t?.close());

const notes = async (source: string) => (await effectsBy(source)).map((e) => e.note);
const runOf = async (flow: string, flowId: string) =>
  (await db().query(`SELECT status, attempts, last_error FROM flow_runs WHERE flow = $1 AND flow_id = $2`, [flow, flowId]))[0];
const stepsOf = async (flow: string, flowId: string) =>
  db().query(
    `SELECT s.step, s.status, s.result FROM flow_steps s JOIN flow_runs r ON r.id = s.run_id WHERE r.flow = $1 AND r.flow_id = $2 ORDER BY s.created_at, s.step`,
    [flow, flowId],
  );

describe('replay', () => {
  it('skips the steps already done, returning their stored results, and finishes the rest', async () => {
    let failReserve = true;
    const calls: string[] = [];
    const flow = defineFlow<{ sku: string }>('test.order', [
      defineStep('take-order', async (ctx) => {
        calls.push('take-order');
        await recordEffect(`order-${ctx.flowId}`, `order ${ctx.input.sku}`);
        return { orderNo: 17 };
      }),
      defineStep('reserve-stock', async (ctx) => {
        calls.push('reserve-stock');
        await recordEffect(`order-${ctx.flowId}`, 'reserved'); // rolled back with the failure below
        if (failReserve) throw new Error('stock service busy');
        return { orderNo: (ctx.results['take-order'] as any).orderNo };
      }),
    ]);
    await expect(runFlow(flow, 'o-1', { sku: 'A-1' })).rejects.toThrow('stock service busy');
    expect(await runOf('test.order', 'o-1')).toEqual({ status: 'running', attempts: 1, last_error: 'Error: stock service busy' });
    expect(await notes('order-o-1')).toEqual(['order A-1']);

    failReserve = false;
    expect(await runFlow(flow, 'o-1')).toBe('completed');
    expect(calls).toEqual(['take-order', 'reserve-stock', 'reserve-stock']);
    expect(await notes('order-o-1')).toEqual(['order A-1', 'reserved']);
    expect(await stepsOf('test.order', 'o-1')).toEqual([
      { step: 'take-order', status: 'done', result: { orderNo: 17 } },
      { step: 'reserve-stock', status: 'done', result: { orderNo: 17 } },
    ]);
    // a finished flow runs nothing again
    expect(await runFlow(flow, 'o-1')).toBe('completed');
    expect(calls).toHaveLength(3);
  });
});

describe('compensation', () => {
  it('undoes the done steps in reverse order when a later step fails for good', async () => {
    const log: string[] = [];
    const step = (name: string, compensates: boolean) =>
      defineStep<{ n: number }>(
        name,
        async () => {
          await recordEffect('saga', `${name} done`);
          return { step: name };
        },
        compensates
          ? {
              compensate: async (_ctx, result: { step: string }) => {
                log.push(result.step);
                await recordEffect('saga', `${name} undone`);
              },
            }
          : {},
      );
    const flow = defineFlow<{ n: number }>('test.saga', [
      step('reserve', true),
      step('notify', false),
      step('charge', true),
      defineStep('ship', async () => {
        throw new FlowFailed('address unknown');
      }),
    ]);
    expect(await runFlow(flow, 's-1', { n: 1 })).toBe('failed');
    expect(log).toEqual(['charge', 'reserve']);
    expect(await notes('saga')).toEqual(['reserve done', 'notify done', 'charge done', 'charge undone', 'reserve undone']);
    expect(await runOf('test.saga', 's-1')).toMatchObject({ status: 'failed', attempts: 1, last_error: 'FlowFailed: address unknown' });
    expect((await stepsOf('test.saga', 's-1')).map((s: any) => `${s.step}:${s.status}`)).toEqual([
      'reserve:compensated',
      'notify:compensated',
      'charge:compensated',
    ]);
    // failed is final
    expect(await runFlow(flow, 's-1')).toBe('failed');
    expect(log).toEqual(['charge', 'reserve']);
  });

  it('fails for good after maxAttempts failed runs, then compensates', async () => {
    const flow = defineFlow<null>(
      'test.flaky-saga',
      [
        defineStep('hold', async () => recordEffect('flaky-saga', 'held'), { compensate: async () => recordEffect('flaky-saga', 'released') }),
        defineStep('never', async () => {
          throw new Error('still down');
        }),
      ],
      { maxAttempts: 2 },
    );
    await expect(runFlow(flow, 'f-1', null)).rejects.toThrow('still down');
    expect(await runFlow(flow, 'f-1')).toBe('failed');
    expect(await notes('flaky-saga')).toEqual(['held', 'released']);
  });
});

describe('external calls', () => {
  /** A stand-in for a payment provider that dedupes by idempotency key (someone else's system, not our code). */
  function provider() {
    const charges = new Map<string, { chargeId: string }>();
    let sent = 0;
    return {
      charges,
      sent: () => sent,
      charge(key: string) {
        sent++;
        if (!charges.has(key)) charges.set(key, { chargeId: `ch_${charges.size + 1}` });
        return charges.get(key)!;
      },
    };
  }

  it('after a crash between intent and result, asks the provider by the key instead of charging again', async () => {
    const psp = provider();
    let crashAfterSending = true;
    const flow = defineFlow<{ amount: number }>('test.pay', [
      defineExternalStep('charge', {
        call: async (key) => {
          const charge = psp.charge(key);
          if (crashAfterSending) throw new Error('connection reset after the provider took the charge');
          return charge;
        },
        lookup: async (key) => psp.charges.get(key),
      }),
      defineStep('record-payment', async (ctx) => recordEffect('pay', `paid with ${(ctx.results.charge as any).chargeId}`)),
    ]);
    await expect(runFlow(flow, 'p-1', { amount: 1250 })).rejects.toThrow('connection reset');
    expect(await stepsOf('test.pay', 'p-1')).toEqual([{ step: 'charge', status: 'intent', result: null }]);
    const [intent] = await db().query(`SELECT idempotency_key FROM flow_steps s JOIN flow_runs r ON r.id = s.run_id WHERE r.flow_id = 'p-1'`);
    expect(intent.idempotency_key).toBe('test.pay:p-1:charge');

    crashAfterSending = false;
    expect(await runFlow(flow, 'p-1')).toBe('completed');
    expect(psp.sent()).toBe(1); // re-asked, not re-sent
    expect([...psp.charges.keys()]).toEqual(['test.pay:p-1:charge']);
    expect(await notes('pay')).toEqual(['paid with ch_1']);
    expect((await stepsOf('test.pay', 'p-1'))[0]).toEqual({ step: 'charge', status: 'done', result: { chargeId: 'ch_1' } });
  });

  it('sends again, with the same key, when the provider never got the call', async () => {
    const psp = provider();
    let networkDown = true;
    const flow = defineFlow<null>('test.pay-retry', [
      defineExternalStep('charge', {
        call: async (key) => {
          if (networkDown) throw new Error('no route to provider');
          return psp.charge(key);
        },
        lookup: async (key) => psp.charges.get(key),
      }),
    ]);
    await expect(runFlow(flow, 'p-2', null)).rejects.toThrow('no route');
    networkDown = false;
    expect(await runFlow(flow, 'p-2')).toBe('completed');
    expect(psp.sent()).toBe(1);
    expect([...psp.charges.keys()]).toEqual(['test.pay-retry:p-2:charge']);
  });
});
