import { startGatewaySimulator, type GatewaySimulator } from '../../tools/gateway-simulator/index.js';
import { PRODUCT_CODE, SECRET, postForm, signedForm, type Form } from './support/epay.js';

let sim: GatewaySimulator;
beforeAll(async () => {
  sim = await startGatewaySimulator({ secret: SECRET, productCode: PRODUCT_CODE });
});
afterAll(() => sim.close());

/** The signed form with one field changed after signing (what a tamperer in the browser can do). */
const tampered = (field: string, value: string, signedFieldNames?: string): Form => ({
  ...signedForm(signedFieldNames ? { signed_field_names: signedFieldNames } : {}),
  [field]: value,
});

describe('gateway simulator: the form post', () => {
  it('shows a payment page with the amounts and Pay / Fail forms posting back to the simulator, and records the transaction', async () => {
    const form = signedForm({ amount: '1234.5', tax_amount: '0', total_amount: '1300.5', product_delivery_charge: '66' });
    const { status, html } = await postForm(sim.formUrl, form);
    expect(status).toBe(200);
    expect(html).toContain('NPR 1300.5');
    expect(html).toMatch(/<form method="post" action="\/api\/epay\/main\/v2\/pay">/);
    expect(html).toMatch(/<form method="post" action="\/api\/epay\/main\/v2\/fail">/);
    expect(html).toContain(`value="${form.transaction_uuid}"`);
    expect(sim.transaction(form.transaction_uuid)).toMatchObject({
      state: 'initiated',
      totalAmount: '1300.5',
      productDeliveryCharge: '66',
      currentStatus: 'PENDING',
    });
  });

  it('accepts a form whose signed_field_names also covers the return URLs, in any order', async () => {
    const form = signedForm({ signed_field_names: 'product_code,success_url,total_amount,failure_url,transaction_uuid' });
    expect((await postForm(sim.formUrl, form)).status).toBe(200);
  });

  it.each([
    ['total_amount', '1001'],
    ['transaction_uuid', 't-someone-else'],
    ['product_code', 'EPAYTEST2'],
    ['signature', 'i94zsd3oXF6ZsSr/kGqT4sSzYQzjj1W/waxjWyRwaME='],
    ['signed_field_names', 'transaction_uuid,total_amount,product_code'],
  ])('refuses the form when the signed %s is tampered with', async (field, value) => {
    const form = tampered(field, value);
    const { status, html } = await postForm(sim.formUrl, form);
    expect(status).toBe(400);
    expect(html).toContain('Payment request refused');
    expect(sim.transaction(form.transaction_uuid)).toBeNull();
  });

  it.each([
    ['amount', '901'],
    ['tax_amount', '99'],
    ['product_service_charge', '1'],
    ['product_delivery_charge', '0.01'],
  ])('refuses the form when %s is changed so the parts no longer add up to the signed total', async (field, value) => {
    const form = tampered(field, value);
    const { status, html } = await postForm(sim.formUrl, form);
    expect(status).toBe(400);
    expect(html).toContain('total_amount is not amount + tax_amount');
    expect(sim.transaction(form.transaction_uuid)).toBeNull();
  });

  it.each(['success_url', 'failure_url'])('refuses a changed %s when the form declared it signed', async (field) => {
    const form = tampered(field, 'http://evil.test/steal', 'total_amount,transaction_uuid,product_code,success_url,failure_url');
    const { status, html } = await postForm(sim.formUrl, form);
    expect(status).toBe(400);
    expect(html).toContain('signature does not match');
  });

  it('refuses a total that does not add up even when correctly signed, compared exactly as money', async () => {
    const off = await postForm(sim.formUrl, signedForm({ amount: '999.99', tax_amount: '0', total_amount: '1000' }));
    expect(off.status).toBe(400);
    expect(off.html).toContain('total_amount is not amount + tax_amount');
    const exact = await postForm(sim.formUrl, signedForm({ amount: '999.99', tax_amount: '0.01', total_amount: '1000.00' }));
    expect(exact.status).toBe(200);
  });

  it.each([
    ['an unknown merchant', { product_code: 'SOMEONE' }, 'product_code is not a known merchant'],
    ['a transaction_uuid with other characters', { transaction_uuid: 'a_b c' }, 'letters, digits and hyphens only'],
    ['a negative amount', { amount: '-100', tax_amount: '1100' }, 'amount is not an amount'],
    ['three decimals', { amount: '899.999', tax_amount: '100.001' }, 'amount is not an amount'],
    ['a zero total', { amount: '0', tax_amount: '0', total_amount: '0' }, 'total_amount must be more than 0'],
    ['a signed set without product_code', { signed_field_names: 'total_amount,transaction_uuid' }, 'signed_field_names must include product_code'],
    ['a signed set naming an unknown field', { signed_field_names: 'total_amount,transaction_uuid,product_code,color' }, 'unknown field: color'],
    ['a return URL that is not http', { success_url: 'javascript:alert(1)' }, 'success_url is not an http(s) URL'],
  ])('refuses %s (correctly signed)', async (_name, overrides, reason) => {
    const { status, html } = await postForm(sim.formUrl, signedForm(overrides as Form));
    expect(status).toBe(400);
    expect(html).toContain(reason);
  });

  it('refuses a form with a field missing or given twice, or not urlencoded', async () => {
    const { signature: _s, ...unsigned } = signedForm();
    expect((await postForm(sim.formUrl, unsigned)).html).toContain('signature is required');
    const twice = new URLSearchParams(signedForm());
    twice.append('amount', '900');
    const dup = await postForm(sim.formUrl, twice);
    expect(dup.status).toBe(400);
    expect(dup.html).toContain('amount is given more than once');
    const json = await fetch(sim.formUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(signedForm()) });
    expect(json.status).toBe(415);
  });

  it('shows the page again for the same unpaid transaction, but refuses a transaction_uuid already paid', async () => {
    const form = signedForm();
    expect((await postForm(sim.formUrl, form)).status).toBe(200);
    expect((await postForm(sim.formUrl, form)).status).toBe(200);
    sim.pay(form.transaction_uuid);
    const again = await postForm(sim.formUrl, form);
    expect(again.status).toBe(400);
    expect(again.html).toContain('transaction_uuid was already used');
    expect(sim.transaction(form.transaction_uuid)?.state).toBe('complete');
  });
});
