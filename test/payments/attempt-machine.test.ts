import { repo, withTransaction } from '../../core/db/transaction.js';
import { ATTEMPT_MACHINE, moveAttempt, type AttemptMove } from '../../plugins/payments/attempt-machine.js';
import { ATTEMPT_STATUSES, PaymentAttempt } from '../../plugins/payments/entities/payment-attempt.entity.js';
import { bootApp, type TestApp } from '../support/app.js';
import { customerWithCart, shopFixture, SUPERADMIN_ENV, type Shop } from '../checkout/support.js';
import { attemptRow, startCheckout, startPayment } from './support.js';

describe("the payment attempt machine holds every move today's flows make, and no other", () => {
  // [from, to, who makes it]; start inserts the attempt initiated (not a move)
  const FLOW_ROWS: [string, string, string][] = [
    ['initiated', 'pending_verification', 'a status check with no word yet'],
    ['initiated', 'succeeded', "COD start; COMPLETE with the attempt's amount"],
    ['pending_verification', 'succeeded', "COMPLETE with the attempt's amount"],
    ['failed', 'succeeded', 'late money for a session that can still be paid'],
    ['cancelled', 'succeeded', "late money after the customer's cancel"],
    ['expired', 'succeeded', 'late money after the sweep found nothing, the session still live'],
    ['initiated', 'failed', 'NOT_FOUND, CANCELED or a refund answer; a signed return of another amount'],
    ['pending_verification', 'failed', 'the same, after a pending answer'],
    ['initiated', 'cancelled', "the customer's cancel; settlement refused, paid by another attempt"],
    ['pending_verification', 'cancelled', 'settlement refused, paid by another attempt'],
    ['initiated', 'expired', 'session closed; the sweep found nothing; the deadline passed; settlement refused, session closed'],
    ['pending_verification', 'expired', 'the same, after a pending answer'],
  ];

  it('allows exactly the moves of the flows', () => {
    const allowed = ATTEMPT_STATUSES.flatMap((from) =>
      ATTEMPT_STATUSES.filter((to) => to !== from && ATTEMPT_MACHINE.can(from, to)).map((to) => `${from} -> ${to}`),
    );
    expect(allowed.sort()).toEqual(FLOW_ROWS.map(([from, to]) => `${from} -> ${to}`).sort());
  });

  it('reaches every stored status, and nothing leaves succeeded', () => {
    const reached = new Set(['initiated', ...Object.values(ATTEMPT_MACHINE.moves).map((m) => m.to)]);
    expect([...reached].sort()).toEqual([...ATTEMPT_STATUSES].sort());
    expect(Object.values(ATTEMPT_MACHINE.moves).filter((m) => m.from.includes('succeeded'))).toEqual([]);
    expect(ATTEMPT_MACHINE.can('pending_verification', 'cancel')).toBe(false); // 409 PAYMENT_VERIFICATION_PENDING
  });
});

describe('moveAttempt: the SQL twin', () => {
  let t: TestApp;
  let shop: Shop;
  beforeAll(async () => {
    t = await bootApp({ env: SUPERADMIN_ENV });
    shop = await shopFixture(t);
  }, 120_000);
  afterAll(async () => t?.close());

  const timelineOf = async (attemptId: string) =>
    (await t.bazaar.dataSource.query(
      `SELECT e.type, e.from_status AS "from", e.to_status AS "to" FROM payment_events e JOIN payment_attempts a ON a.id = e.attempt_id WHERE a.public_id = $1 ORDER BY e.id`,
      [attemptId],
    )) as { type: string; from: string | null; to: string }[];

  it('a paid attempt read as still in flight (a stale row) is refused by the UPDATE for every move: it throws and writes nothing', async () => {
    const b = await customerWithCart(t, shop, [{ variantId: shop.variants[1], quantity: 1 }]);
    const { checkoutId } = await startCheckout(t, b);
    const id = (await startPayment(t, b, checkoutId, 'cod').expect(201)).body.data.id;
    // the settle move bumped the version once and wrote its timeline entry with it
    expect(await attemptRow(t, id)).toMatchObject({ status: 'succeeded', version: 2, failure_reason: null });
    expect(await timelineOf(id)).toEqual([
      { type: 'created', from: null, to: 'initiated' },
      { type: 'settled', from: 'initiated', to: 'succeeded' },
    ]);

    const moves = Object.keys(ATTEMPT_MACHINE.moves) as AttemptMove[];
    for (const move of moves) {
      const stale = await repo(PaymentAttempt).findOneByOrFail({ publicId: id });
      stale.status = move === 'settle' ? 'failed' : 'initiated'; // what the TS check would have allowed
      await expect(withTransaction(() => moveAttempt(stale, move, { failureReason: 'stale_read' }, { by: 'test' }))).rejects.toThrow(`${move} refused`);
    }
    expect(await attemptRow(t, id)).toMatchObject({ status: 'succeeded', version: 2, failure_reason: null });
    expect((await timelineOf(id)).map((e) => e.type)).toEqual(['created', 'settled']);
  });
});
