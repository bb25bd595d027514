import { startGatewaySimulator, type GatewaySimulator } from '../../tools/gateway-simulator/index.js';
import { PRODUCT_CODE, SECRET, control, postForm, signedForm, statusOf } from './support/epay.js';

let sim: GatewaySimulator;
beforeAll(async () => {
  sim = await startGatewaySimulator({ secret: SECRET, productCode: PRODUCT_CODE });
});
afterAll(() => sim.close());

async function initiated(): Promise<string> {
  const form = signedForm();
  expect((await postForm(sim.formUrl, form)).status).toBe(200);
  return form.transaction_uuid;
}

async function paid(): Promise<string> {
  const uuid = await initiated();
  sim.pay(uuid);
  return uuid;
}

/** The status API's answer for a transaction (total 1000 unless asked otherwise), parsed. */
async function status(uuid: string, q: { total_amount?: string; product_code?: string } = {}) {
  const res = await statusOf(sim.statusUrl, { transaction_uuid: uuid, ...q });
  expect(res.status).toBe(200);
  return { ...JSON.parse(res.text), raw: res.text };
}

const statusesOf = async (uuid: string, n: number): Promise<string[]> => {
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push((await status(uuid)).status);
  return out;
};

describe('gateway simulator: the status API', () => {
  it('answers COMPLETE for a paid transaction with ref_id and total_amount written as a number like 1000.0', async () => {
    const uuid = await paid();
    const body = await status(uuid, { total_amount: '1000.0' });
    const code = sim.transaction(uuid)!.transactionCode;
    expect(body.raw).toBe(`{"product_code":"EPAYTEST","transaction_uuid":"${uuid}","total_amount":1000.0,"status":"COMPLETE","ref_id":"${code}"}`);
    expect(body).toMatchObject({ product_code: PRODUCT_CODE, transaction_uuid: uuid, total_amount: 1000, status: 'COMPLETE', ref_id: code });
  });

  it('answers NOT_FOUND for an unknown transaction, another total or another product code', async () => {
    const uuid = await paid();
    expect((await status('t-never-seen')).status).toBe('NOT_FOUND');
    expect(await status(uuid, { total_amount: '999' })).toMatchObject({ status: 'NOT_FOUND', ref_id: null });
    expect((await status(uuid, { product_code: 'OTHER' })).status).toBe('NOT_FOUND');
    expect(sim.transaction(uuid)!.statusChecks).toBe(0);
  });

  it('answers PENDING while the page is shown and CANCELED after Fail', async () => {
    const uuid = await initiated();
    expect(await status(uuid)).toMatchObject({ status: 'PENDING', ref_id: null });
    sim.fail(uuid);
    expect(await status(uuid)).toMatchObject({ status: 'CANCELED', ref_id: null });
  });

  it('answers FULL_REFUND and PARTIAL_REFUND after refunds at the gateway', async () => {
    const partly = await paid();
    const part = await control(sim.baseUrl, `/transactions/${partly}/refund`, { amount: '250.5' });
    expect(part.status).toBe(200);
    expect((await status(partly)).status).toBe('PARTIAL_REFUND');
    const whole = await paid();
    expect((await control(sim.baseUrl, `/transactions/${whole}/refund`, {})).status).toBe(200);
    expect(await status(whole)).toMatchObject({ status: 'FULL_REFUND', ref_id: sim.transaction(whole)!.transactionCode });
    expect((await control(sim.baseUrl, `/transactions/${whole}/refund`, {})).status).toBe(409);
    expect((await control(sim.baseUrl, `/transactions/${await paid()}/refund`, { amount: '1000.01' })).status).toBe(400);
  });

  it.each(['COMPLETE', 'PENDING', 'AMBIGUOUS', 'NOT_FOUND', 'CANCELED', 'FULL_REFUND', 'PARTIAL_REFUND'])(
    'answers %s when that status is forced (also for a transaction the gateway never saw)',
    async (forced) => {
      const uuid = await paid();
      await control(sim.baseUrl, '/faults', { transactionUuid: uuid, fault: 'status', status: forced });
      expect((await status(uuid)).status).toBe(forced);
      sim.setFault('t-unseen-forced', { fault: 'status', status: forced as 'COMPLETE' });
      expect((await status('t-unseen-forced')).status).toBe(forced);
    },
  );

  it('ambiguous: AMBIGUOUS until released, then COMPLETE', async () => {
    const uuid = await initiated();
    sim.setFault(uuid, { fault: 'ambiguous' });
    sim.pay(uuid);
    expect(await statusesOf(uuid, 3)).toEqual(['AMBIGUOUS', 'AMBIGUOUS', 'AMBIGUOUS']);
    expect((await control(sim.baseUrl, `/transactions/${uuid}/release`)).json.currentStatus).toBe('COMPLETE');
    expect((await status(uuid)).status).toBe('COMPLETE');
  });

  it('pending_then_complete: the first K checks answer PENDING, then COMPLETE', async () => {
    const uuid = await initiated();
    await control(sim.baseUrl, '/faults', { transactionUuid: uuid, fault: 'pending_then_complete', checks: 2 });
    sim.pay(uuid);
    expect(await statusesOf(uuid, 4)).toEqual(['PENDING', 'PENDING', 'COMPLETE', 'COMPLETE']);
    expect(sim.transaction(uuid)!.statusChecks).toBe(4);
  });

  it('delayed_confirmation with checks: PENDING for N checks, then COMPLETE for good', async () => {
    const uuid = await initiated();
    sim.setFault(uuid, { fault: 'delayed_confirmation', checks: 3 });
    sim.pay(uuid);
    expect(sim.transaction(uuid)!.currentStatus).toBe('PENDING');
    expect(await statusesOf(uuid, 5)).toEqual(['PENDING', 'PENDING', 'PENDING', 'COMPLETE', 'COMPLETE']);
    expect(sim.transaction(uuid)!.state).toBe('complete');
  });

  it('delayed_confirmation without checks: PENDING until released', async () => {
    const uuid = await initiated();
    sim.setFault(uuid, { fault: 'delayed_confirmation' });
    sim.pay(uuid);
    expect(await statusesOf(uuid, 4)).toEqual(['PENDING', 'PENDING', 'PENDING', 'PENDING']);
    sim.release(uuid);
    expect(await status(uuid)).toMatchObject({ status: 'COMPLETE', ref_id: sim.transaction(uuid)!.transactionCode });
  });

  it('wrong_amount: the status carries the other total and also answers when asked with it', async () => {
    const uuid = await initiated();
    sim.setFault(uuid, { fault: 'wrong_amount', totalAmount: '10.5' });
    sim.pay(uuid);
    expect((await status(uuid)).raw).toContain('"total_amount":10.5,');
    expect(await status(uuid, { total_amount: '10.5' })).toMatchObject({ status: 'COMPLETE', total_amount: 10.5 });
  });

  it("outage: answers ePay's { code: 0, error_message } instead of a status, for one transaction or all ('*')", async () => {
    const uuid = await paid();
    await control(sim.baseUrl, '/faults', { transactionUuid: uuid, fault: 'outage' });
    expect(JSON.parse((await statusOf(sim.statusUrl, { transaction_uuid: uuid })).text)).toEqual({
      code: 0,
      error_message: 'Service is currently unavailable',
    });
    const other = await paid();
    expect((await status(other)).status).toBe('COMPLETE');
    sim.setFault('*', { fault: 'outage', errorMessage: 'down for maintenance', httpStatus: 503 });
    const down = await statusOf(sim.statusUrl, { transaction_uuid: other });
    expect(down.status).toBe(503);
    expect(JSON.parse(down.text)).toEqual({ code: 0, error_message: 'down for maintenance' });
    sim.clearFaults('*');
    await control(sim.baseUrl, `/faults/${uuid}`, undefined, 'DELETE');
    expect((await status(uuid)).status).toBe('COMPLETE');
  });

  it('status_timeout: no answer within the client timeout; the answer comes only after ms', async () => {
    const uuid = await paid();
    sim.setFault(uuid, { fault: 'status_timeout', ms: 1500 });
    const started = Date.now();
    await expect(statusOf(sim.statusUrl, { transaction_uuid: uuid }, AbortSignal.timeout(200))).rejects.toThrow(/timeout|aborted/i);
    expect(Date.now() - started).toBeLessThan(1400);
    sim.setFault(uuid, { fault: 'status_timeout', ms: 300 });
    const slowStart = Date.now();
    expect((await status(uuid)).status).toBe('COMPLETE');
    expect(Date.now() - slowStart).toBeGreaterThanOrEqual(290);
  });

  it('refuses a malformed fault and needs a transactionUuid', async () => {
    expect((await control(sim.baseUrl, '/faults', { transactionUuid: 'x', fault: 'meteor' })).json.error).toMatch(/^fault must be one of/);
    expect((await control(sim.baseUrl, '/faults', { fault: 'outage' })).status).toBe(400);
    expect((await control(sim.baseUrl, '/faults', { transactionUuid: 'x', fault: 'pending_then_complete', checks: -1 })).status).toBe(400);
    expect((await control(sim.baseUrl, '/faults', { transactionUuid: 'x', fault: 'status', status: 'PAID' })).status).toBe(400);
    const res = await fetch(`${sim.baseUrl}/__control/faults`, { method: 'POST', body: '[1]' });
    expect(res.status).toBe(400);
  });

  it('GET /__control/transactions/{uuid} shows the transaction; reset forgets everything', async () => {
    const uuid = await paid();
    sim.setFault(uuid, { fault: 'ambiguous' });
    const got = await control(sim.baseUrl, `/transactions/${uuid}`, undefined, 'GET');
    expect(got.json).toMatchObject({
      transactionUuid: uuid,
      state: 'complete',
      totalAmount: '1000',
      faults: [{ fault: 'ambiguous' }],
      currentStatus: 'AMBIGUOUS',
    });
    expect((await control(sim.baseUrl, '/transactions/t-nobody', undefined, 'GET')).status).toBe(404);
    expect((await control(sim.baseUrl, '/reset')).json).toEqual({ reset: true });
    expect(sim.transaction(uuid)).toBeNull();
    expect((await status(uuid)).status).toBe('NOT_FOUND');
  });
});
