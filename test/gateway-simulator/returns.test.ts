import { startGatewaySimulator, type GatewaySimulator } from '../../tools/gateway-simulator/index.js';
import { PRODUCT_CODE, SECRET, control, postForm, readReturn, signedForm, startReturnRecorder, waitFor } from './support/epay.js';

let sim: GatewaySimulator;
let shop: Awaited<ReturnType<typeof startReturnRecorder>>;
beforeAll(async () => {
  sim = await startGatewaySimulator({ secret: SECRET, productCode: PRODUCT_CODE });
  shop = await startReturnRecorder();
});
afterAll(async () => {
  await sim.close();
  await shop.close();
});

/** A transaction the gateway has shown its page for, returning to the recorder. */
async function initiated(overrides: Record<string, string> = {}) {
  const form = signedForm({ success_url: `${shop.base}/ok/a1`, failure_url: `${shop.base}/fail/a1`, ...overrides });
  expect((await postForm(sim.formUrl, form)).status).toBe(200);
  return form.transaction_uuid;
}

/** Press a page button the way the browser does: a form post answered with a 302. */
async function press(uuid: string, button: 'pay' | 'fail'): Promise<Response> {
  return fetch(`${sim.baseUrl}/api/epay/main/v2/${button}`, { method: 'POST', body: new URLSearchParams({ transaction_uuid: uuid }), redirect: 'manual' });
}

describe('gateway simulator: returns', () => {
  it('Pay redirects (302) to success_url with base64 JSON data signed over the raw strings, total written as ePay does', async () => {
    const uuid = await initiated({ amount: '1234.56', tax_amount: '0', total_amount: '1234.56' });
    const res = await press(uuid, 'pay');
    expect(res.status).toBe(302);
    const location = res.headers.get('location')!;
    const { url, data, signatureValid } = readReturn(location);
    expect(`${url.origin}${url.pathname}`).toBe(`${shop.base}/ok/a1`);
    expect(signatureValid).toBe(true);
    expect(data).toEqual({
      transaction_code: expect.stringMatching(/^[0-9A-Z]{7}$/),
      status: 'COMPLETE',
      total_amount: '1234.56',
      transaction_uuid: uuid,
      product_code: PRODUCT_CODE,
      signed_field_names: 'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names',
      signature: expect.any(String),
    });
    expect(sim.transaction(uuid)).toMatchObject({ state: 'complete', transactionCode: data.transaction_code, lastReturn: location });
  });

  it('writes a whole-rupee total as "1000.0" and the signature covers exactly that string', async () => {
    const uuid = await initiated();
    const { data, signatureValid } = readReturn(sim.pay(uuid).location);
    expect(data.total_amount).toBe('1000.0');
    expect(signatureValid).toBe(true);
    // reformatting the number breaks the HMAC, as with the real gateway
    const reformatted = Buffer.from(JSON.stringify({ ...data, total_amount: '1000' })).toString('base64');
    expect(readReturn(`http://shop.test/ok?data=${encodeURIComponent(reformatted)}`).signatureValid).toBe(false);
  });

  it('Fail redirects to failure_url with status CANCELED, signed; the transaction cannot then be paid', async () => {
    const uuid = await initiated();
    const res = await press(uuid, 'fail');
    expect(res.status).toBe(302);
    const { url, data, signatureValid } = readReturn(res.headers.get('location')!);
    expect(url.pathname).toBe('/fail/a1');
    expect(data.status).toBe('CANCELED');
    expect(signatureValid).toBe(true);
    const again = await press(uuid, 'pay');
    expect(again.status).toBe(409);
    expect(sim.transaction(uuid)?.state).toBe('canceled');
  });

  it('refuses Pay twice and Pay of an unknown transaction', async () => {
    const uuid = await initiated();
    expect((await press(uuid, 'pay')).status).toBe(302);
    expect((await press(uuid, 'pay')).status).toBe(409);
    expect((await press('t-never-posted', 'pay')).status).toBe(404);
  });

  it('keeps the query a success_url already has', async () => {
    const uuid = await initiated({ success_url: `${shop.base}/ok/a1?lang=ne` });
    const { url, signatureValid } = readReturn(sim.pay(uuid).location);
    expect(url.searchParams.get('lang')).toBe('ne');
    expect(signatureValid).toBe(true);
  });

  it('pay and fail controls over HTTP answer the redirect a browser would get', async () => {
    const paid = await initiated();
    const pay = await control(sim.baseUrl, `/transactions/${paid}/pay`);
    expect(pay.status).toBe(200);
    expect(readReturn(pay.json.location).data.status).toBe('COMPLETE');
    const failed = await initiated();
    const fail = await control(sim.baseUrl, `/transactions/${failed}/fail`);
    expect(readReturn(fail.json.location).data.status).toBe('CANCELED');
    expect((await control(sim.baseUrl, `/transactions/${paid}/pay`)).status).toBe(409);
    expect((await control(sim.baseUrl, '/transactions/t-unknown/pay')).status).toBe(404);
  });

  it('bad_return_signature: the data is right but its signature does not verify', async () => {
    const uuid = await initiated();
    await control(sim.baseUrl, '/faults', { transactionUuid: uuid, fault: 'bad_return_signature' });
    const { data, signatureValid } = readReturn(sim.pay(uuid).location);
    expect(data.status).toBe('COMPLETE');
    expect(data.signature).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(signatureValid).toBe(false);
  });

  it('wrong_amount: the return (validly signed) carries another total', async () => {
    const uuid = await initiated();
    sim.setFault(uuid, { fault: 'wrong_amount', totalAmount: '10' });
    const { data, signatureValid } = readReturn(sim.pay(uuid).location);
    expect(data.total_amount).toBe('10.0');
    expect(signatureValid).toBe(true);
    const byDefault = await initiated();
    sim.setFault(byDefault, { fault: 'wrong_amount' });
    expect(readReturn(sim.pay(byDefault).location).data.total_amount).toBe('1001.0');
  });

  it('delayed_confirmation: Pay sends the browser to failure_url with status PENDING, as ePay does', async () => {
    const uuid = await initiated();
    sim.setFault(uuid, { fault: 'delayed_confirmation' });
    const { url, data, signatureValid } = readReturn(sim.pay(uuid).location);
    expect(url.pathname).toBe('/fail/a1');
    expect(data.status).toBe('PENDING');
    expect(signatureValid).toBe(true);
    expect(sim.transaction(uuid)?.state).toBe('pending');
  });

  it('duplicated_return: after the redirect the simulator itself GETs the same return URL once', async () => {
    const uuid = await initiated();
    await control(sim.baseUrl, '/faults', { transactionUuid: uuid, fault: 'duplicated_return', delayMs: 20 });
    const res = await press(uuid, 'pay');
    const location = res.headers.get('location')!;
    const path = location.slice(shop.base.length);
    await fetch(location); // the browser following the redirect
    await waitFor(() => shop.hits.filter((h) => h === path).length === 2);
    await waitFor(() => sim.transaction(uuid)!.returns.length === 1);
    expect(sim.transaction(uuid)!.returns).toEqual([{ kind: 'duplicate', url: location, at: expect.any(String), httpStatus: 200, error: null }]);
  });

  it('replay-return control GETs the last return again now and answers its HTTP status', async () => {
    const uuid = await initiated();
    expect((await control(sim.baseUrl, `/transactions/${uuid}/replay-return`)).status).toBe(409);
    const { location } = sim.pay(uuid);
    const path = location.slice(shop.base.length);
    const replay = await control(sim.baseUrl, `/transactions/${uuid}/replay-return`);
    expect(replay.json).toEqual({ location, httpStatus: 200, error: null });
    const inProcess = await sim.replayReturn(uuid);
    expect(inProcess.httpStatus).toBe(200);
    expect(shop.hits.filter((h) => h === path)).toHaveLength(2);
    expect(sim.transaction(uuid)!.returns.map((r) => r.kind)).toEqual(['replay', 'replay']);
  });
});

describe('gateway simulator: racing presses and closing', () => {
  it('Pay pressed many times at once: exactly one redirect, the others 409', async () => {
    const uuid = await initiated();
    const presses = await Promise.all(Array.from({ length: 10 }, () => press(uuid, 'pay')));
    expect(presses.map((r) => r.status).sort()).toEqual([302, ...Array(9).fill(409)]);
    const racing = await initiated();
    const mixed = await Promise.all([press(racing, 'pay'), press(racing, 'fail'), press(racing, 'pay'), press(racing, 'fail')]);
    expect(mixed.filter((r) => r.status === 302)).toHaveLength(1);
    expect(['complete', 'canceled']).toContain(sim.transaction(racing)!.state);
  });

  it('close() ends a status request held by status_timeout at once', async () => {
    const own = await startGatewaySimulator({ secret: SECRET, productCode: PRODUCT_CODE });
    const form = signedForm();
    expect((await postForm(own.formUrl, form)).status).toBe(200);
    own.setFault(form.transaction_uuid, { fault: 'status_timeout', ms: 60_000 });
    const held = fetch(`${own.statusUrl}?product_code=EPAYTEST&total_amount=1000&transaction_uuid=${form.transaction_uuid}`);
    // the check is counted when it arrives, before the held answer
    await waitFor(() => own.transaction(form.transaction_uuid)!.statusChecks === 1);
    const started = Date.now();
    await own.close();
    await expect(held).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('answers a form that is not urlencoded with the HTML error page', async () => {
    const res = await fetch(sim.formUrl, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'amount=1' });
    expect(res.status).toBe(415);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain('must be application/x-www-form-urlencoded');
  });
});
