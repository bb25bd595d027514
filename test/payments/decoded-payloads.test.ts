import { clock } from '../../core/clock/clock.js';
import { bearer } from '../support/auth.js';
import { ADMIN_PAYMENTS, attemptRow, followReturn, PAYMENTS, paymentsWorld, settlementsOf, type PaymentsWorld, atGateway as atGatewayIn } from './support.js';

/**
 * Issue 26 item 4: text decoded from inside a payload (the gateway's base64 `data`, its status answer) is held to
 * the rule every JSON body is: a NUL or a lone surrogate is unreadable data, never a 500 and never a jsonb write.
 */
let w: PaymentsWorld;
beforeAll(async () => {
  w = await paymentsWorld();
}, 120_000);
afterAll(async () => {
  clock.reset();
  await w?.close();
});

const atGateway = () => atGatewayIn(w);

const timeline = async (id: string) =>
  (await w.t.http.get(`${ADMIN_PAYMENTS}/${id}`).set(bearer(w.shop.adminToken)).expect(200)).body.data.timeline as Array<{ type: string; detail: any }>;

/** The gateway's return URL with its `data` replaced by base64 of this JSON text (written by hand: escapes kept). */
function withData(location: string, json: string): string {
  const url = new URL(location);
  url.searchParams.set('data', Buffer.from(json).toString('base64'));
  return url.toString();
}

describe('decoded gateway payloads', () => {
  it.each([
    ['a NUL', String.raw`{"status":"COMPLETE","total_amount":"1.0","transaction_code":"a\u0000b"}`],
    ['a lone surrogate', String.raw`{"status":"COMPLETE","transaction_code":"\ud800"}`],
    ['a prototype key', String.raw`{"status":"COMPLETE","__proto__":{"x":"1"}}`],
  ])('a success return whose data holds %s is unreadable data: rejected (303, no 500), nothing paid', async (_what, json) => {
    const g = await atGateway();
    const location = withData(w.sim.pay(g.uuid).location, json);
    const back = await followReturn(w.t, location).expect(303);
    expect(back.headers.location).toContain('status=awaiting_gateway');
    await followReturn(w.t, location, 'post').expect(303);
    expect(await settlementsOf(w.t, g.checkoutId)).toEqual([]);
    const rejected = (await timeline(g.id)).filter((e) => e.type === 'gateway_return_rejected');
    expect(rejected).toHaveLength(2);
    expect(JSON.stringify(rejected)).toContain('data missing or unreadable');
  });

  it('a failure return whose data holds a NUL is still verified by the status check (the money is found)', async () => {
    const g = await atGateway();
    const paid = w.sim.pay(g.uuid).location; // the customer paid; the browser then reached the failure URL with bad data
    const failure = paid.replace(/\/success(\?|$)/, '/failure$1');
    await followReturn(w.t, withData(failure, String.raw`{"status":"PENDING","x":"\u0000"}`)).expect(303);
    expect((await attemptRow(w.t, g.id)).status).toBe('succeeded');
    expect((await w.t.http.get(`${PAYMENTS}/${g.id}`).set(g.b.auth()).expect(200)).body.data.status).toBe('paid');
  });

  it('a status answer holding a NUL counts as no answer: processing, asked again, never a failed write', async () => {
    const g = await atGateway();
    w.sim.setFault(g.uuid, { fault: 'outage', errorMessage: 'down\u0000now' });
    const back = await followReturn(w.t, w.sim.pay(g.uuid).location).expect(303);
    expect(back.headers.location).toContain('status=processing');
    const row = await attemptRow(w.t, g.id);
    expect([row.status, row.verify_tries]).toEqual(['pending_verification', 1]);
    const check = (await timeline(g.id)).find((e) => e.type === 'status_check')!;
    expect(JSON.stringify(check.detail)).toContain('NO_ANSWER');
  });
});
