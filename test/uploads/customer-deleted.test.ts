import { withTransaction } from '../../core/db/transaction.js';
import { publish } from '../../core/jobs/outbox.js';
import { platform } from '../../core/platform.js';
import { CUSTOMER_DELETED } from '../../plugins/accounts/index.js';
import { bootApp, type TestApp } from '../support/app.js';
import { bearer } from '../support/auth.js';
import { waitFor } from '../core/jobs/support/effects.js';
import { customerToken, png } from './fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await bootApp();
});
afterAll(async () => t?.close());

const upload = async (token: string, uploadType: string) =>
  (
    await t.http
      .post('/api/mobile/uploads')
      .query({ uploadType })
      .set(bearer(token))
      .attach('file', await png(), { filename: 'me.png', contentType: 'image/png' })
      .expect(200)
  ).body.data.relativePath as string;
const rowsOf = async (customerId: string) =>
  (await t.bazaar.dataSource.query(`SELECT key FROM uploaded_files WHERE owner_id = $1 ORDER BY key`, [customerId])).map((r: any) => r.key);

describe('accounts.customer.deleted', () => {
  it("deletes the customer's uploads (objects and media-library rows) once, and nobody else's", async () => {
    const gone = await customerToken(t);
    const kept = await customerToken(t);
    const goneKeys = [await upload(gone.token, 'image'), await upload(gone.token, 'avatar')];
    const keptKey = await upload(kept.token, 'image');
    expect(await rowsOf(gone.userId)).toHaveLength(2);

    const eventId = await withTransaction(() => publish(CUSTOMER_DELETED, { customerId: gone.userId, deletedAt: new Date().toISOString() }));
    const delivery = async () =>
      (
        await t.bazaar.dataSource.query(
          `SELECT d.status, d.attempts FROM outbox_deliveries d JOIN outbox_events e ON e.id = d.event_id
            WHERE e.public_id = $1 AND d.subscriber = 'uploads.delete-customer-files'`,
          [eventId],
        )
      )[0];
    expect(await waitFor('the uploads subscriber', delivery, (d) => d?.status === 'done')).toEqual({ status: 'done', attempts: 1 });

    expect(await rowsOf(gone.userId)).toEqual([]);
    for (const key of goneKeys) expect(await platform().storage.exists(key)).toBe(false);
    expect(await rowsOf(kept.userId)).toEqual([keptKey]);
    expect(await platform().storage.exists(keptKey)).toBe(true);
  });
});
