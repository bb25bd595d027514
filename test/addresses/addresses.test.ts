import { bootApp, type TestApp } from '../support/app.js';
import { addresses } from '../../plugins/addresses/index.js';
import { districtsByName, type District } from '../shipping/support.js';
import { addressApi, ADDRESSES, customer } from './support.js';

let t: TestApp;
let d: Map<string, District>;
const sql = (text: string, params: unknown[] = []) => t.bazaar.dataSource.query(text, params);
const body = (over: Record<string, unknown> = {}) => ({
  recipientName: 'Sita Sharma',
  recipientPhone: '9841234567',
  districtId: d.get('Lalitpur')!.id,
  municipalityName: 'Lalitpur Metropolitan City',
  ward: 5,
  street: 'Jhamsikhel Road',
  ...over,
});

beforeAll(async () => {
  t = await bootApp();
  d = await districtsByName(t);
});
afterAll(async () => t?.close());

describe('the address book', () => {
  it('creates (201) with district and province names; the first address is the default', async () => {
    const me = addressApi(t, (await customer(t)).token);
    const res = await me.create(body({ label: ' Home ', landmark: 'Near the stupa', postalCode: '44700' })).expect(201);
    expect(res.body.data).toEqual({
      id: expect.any(String),
      label: 'Home',
      recipientName: 'Sita Sharma',
      recipientPhone: '9841234567',
      districtId: d.get('Lalitpur')!.id,
      districtName: 'Lalitpur',
      provinceName: 'Bagmati',
      municipalityName: 'Lalitpur Metropolitan City',
      ward: 5,
      street: 'Jhamsikhel Road',
      landmark: 'Near the stupa',
      postalCode: '44700',
      isDefault: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const second = await me.create(body({ label: 'Office' })).expect(201);
    expect(second.body.data).toMatchObject({ isDefault: false, label: 'Office', landmark: null, postalCode: null });
    expect((await me.get(res.body.data.id).expect(200)).body.data).toEqual(res.body.data);
  });

  it('lists live addresses, the default first then the newest; isDefault on create or POST /default moves the default', async () => {
    const me = addressApi(t, (await customer(t)).token);
    const a = (await me.create(body({ label: 'A' })).expect(201)).body.data;
    const b = (await me.create(body({ label: 'B' })).expect(201)).body.data;
    const c = (await me.create(body({ label: 'C', isDefault: true })).expect(201)).body.data;
    expect(c.isDefault).toBe(true);
    const labels = async () => (await me.list().expect(200)).body.data.map((x: any) => `${x.label}${x.isDefault ? '*' : ''}`);
    expect(await labels()).toEqual(['C*', 'B', 'A']);
    const moved = await me.makeDefault(a.id).expect(200);
    expect(moved.body.data).toMatchObject({ id: a.id, isDefault: true });
    expect(await labels()).toEqual(['A*', 'C', 'B']);
    await me.patch(b.id, { isDefault: true }).expect(200);
    expect(await labels()).toEqual(['B*', 'C', 'A']);
    // false on the default leaves it the default: there is always one while any address is live
    await me.patch(b.id, { isDefault: false }).expect(200);
    expect(await labels()).toEqual(['B*', 'C', 'A']);
  });

  it('PATCH changes only the fields given (200); null clears the optional ones', async () => {
    const me = addressApi(t, (await customer(t)).token);
    const a = (await me.create(body({ label: 'Home', landmark: 'Temple', postalCode: '44600' })).expect(201)).body.data;
    const res = await me.patch(a.id, { districtId: d.get('Kaski')!.id, ward: 35, landmark: null, postalCode: null, label: null }).expect(200);
    expect(res.body.data).toMatchObject({
      districtId: d.get('Kaski')!.id,
      districtName: 'Kaski',
      provinceName: 'Gandaki',
      ward: 35,
      landmark: null,
      postalCode: null,
      label: null,
      recipientName: 'Sita Sharma',
      street: 'Jhamsikhel Road',
      isDefault: true,
    });
  });

  it('DELETE archives (200): gone from the list and 404 after; deleting the default makes the newest remaining one the default', async () => {
    const c = await customer(t);
    const me = addressApi(t, c.token);
    const a = (await me.create(body({ label: 'A' })).expect(201)).body.data;
    const b = (await me.create(body({ label: 'B' })).expect(201)).body.data;
    const older = (await me.create(body({ label: 'C' })).expect(201)).body.data;
    await sql(`UPDATE customer_addresses SET created_at = now() - interval '1 day' WHERE public_id = $1`, [older.id]);
    await me.del(a.id).expect(200);
    const list = (await me.list().expect(200)).body.data;
    expect(list.map((x: any) => [x.label, x.isDefault])).toEqual([
      ['B', true],
      ['C', false],
    ]);
    for (const res of [await me.get(a.id), await me.patch(a.id, { ward: 2 }), await me.del(a.id), await me.makeDefault(a.id)]) {
      expect([res.status, res.body.errorCode]).toEqual([404, 'ADDRESS_NOT_FOUND']);
    }
    // kept for the orders that point at it, but not live for checkout
    expect(await sql(`SELECT archived_at IS NOT NULL AS archived FROM customer_addresses WHERE public_id = $1`, [a.id])).toEqual([{ archived: true }]);
    expect(await addresses.findLive(c.id, a.id)).toBeNull();
    expect(await addresses.findLive(c.id, b.id)).toMatchObject({ id: b.id, districtName: 'Lalitpur', provinceName: 'Bagmati', ward: 5 });
    await me.del(b.id).expect(200);
    await me.del(older.id).expect(200);
    expect((await me.list().expect(200)).body.data).toEqual([]);
    // an empty book starts again with a default
    expect((await me.create(body()).expect(201)).body.data.isDefault).toBe(true);
  });

  it("another customer's address answers the same 404 as an unknown one, and is never changed", async () => {
    const owner = await customer(t);
    const other = await customer(t);
    const mine = (await addressApi(t, owner.token).create(body()).expect(201)).body.data;
    const them = addressApi(t, other.token);
    const unknown = '0190a0a0-0000-7000-8000-000000000000';
    for (const id of [mine.id, unknown]) {
      for (const res of [await them.get(id), await them.patch(id, { ward: 2 }), await them.del(id), await them.makeDefault(id)]) {
        expect([res.status, res.body.errorCode, res.body.message]).toEqual([404, 'ADDRESS_NOT_FOUND', 'Address not found']);
      }
    }
    expect((await them.list().expect(200)).body.data).toEqual([]);
    expect((await addressApi(t, owner.token).get(mine.id).expect(200)).body.data).toEqual(mine);
    expect(await addresses.findLive(other.id, mine.id)).toBeNull();
    expect(await addresses.findLive(owner.id, mine.id)).not.toBeNull();
  });

  it('needs a signed-in customer', async () => {
    await t.http.get(ADDRESSES).expect(401);
    await t.http.post(ADDRESSES).send(body()).expect(401);
  });
});

describe('bad input: 400 VALIDATION_FAILED, nothing written', () => {
  it('refuses bad fields on create and on edit', async () => {
    const me = addressApi(t, (await customer(t)).token);
    const bad: Record<string, unknown>[] = [
      { colour: 'red' },
      { recipientPhone: '98 41234567' },
      { recipientPhone: '984 123 4567' },
      { recipientPhone: '9641234567' },
      { recipientPhone: '984123456' },
      { recipientPhone: '98412345678' },
      { recipientPhone: '+9779841234567' },
      { recipientPhone: 9841234567 },
      { ward: 0 },
      { ward: 36 },
      { ward: 2.5 },
      { ward: '5' },
      { districtId: '0190a0a0-0000-7000-8000-000000000000' },
      { districtId: 'lalitpur' },
      { districtId: null },
      { recipientName: 'S' },
      { recipientName: 'x'.repeat(101) },
      { municipalityName: ' L ' },
      { street: '' },
      { street: 'x'.repeat(201) },
      { landmark: 'x'.repeat(201) },
      { postalCode: '4470' },
      { postalCode: '44 70' },
      { postalCode: 44700 },
      { isDefault: 'yes' },
    ];
    for (const over of bad) {
      const res = await me.create(body(over));
      expect([res.status, res.body.errorCode, over]).toEqual([400, 'VALIDATION_FAILED', over]);
    }
    for (const field of ['recipientName', 'recipientPhone', 'districtId', 'municipalityName', 'ward', 'street']) {
      const res = await me.create({ ...body(), [field]: undefined });
      expect([res.status, field]).toEqual([400, field]);
    }
    expect((await me.list()).body.data).toEqual([]);

    const a = (await me.create(body()).expect(201)).body.data;
    for (const over of bad) {
      const res = await me.patch(a.id, over);
      expect([res.status, res.body.errorCode, over]).toEqual([400, 'VALIDATION_FAILED', over]);
    }
    expect((await me.get(a.id)).body.data).toEqual(a);
    expect((await me.get('not-a-uuid').expect(400)).body.errorCode).toBe('VALIDATION_FAILED');
  });
});

describe('at most 20 live addresses', () => {
  it('the 21st is 409 ADDRESS_LIMIT_REACHED; archiving one frees a slot', async () => {
    const me = addressApi(t, (await customer(t)).token);
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push((await me.create(body({ label: `#${i}` })).expect(201)).body.data.id);
    const res = await me.create(body()).expect(409);
    expect(res.body.errorCode).toBe('ADDRESS_LIMIT_REACHED');
    await me.del(ids[3]).expect(200);
    await me.create(body()).expect(201);
    await me.create(body()).expect(409);
    expect((await me.list()).body.data).toHaveLength(20);
  });

  it("concurrent creations of the 21st and later addresses: only 20 live, decided under the customer's lock", async () => {
    const c = await customer(t);
    const me = addressApi(t, c.token);
    for (let i = 0; i < 15; i++) await me.create(body()).expect(201);
    const results = await Promise.all(Array.from({ length: 12 }, () => me.create(body())));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    const [{ n, defaults }] = await sql(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE a.is_default)::int AS defaults
         FROM customer_addresses a JOIN users u ON u.id = a.user_id WHERE u.public_id = $1 AND a.archived_at IS NULL`,
      [c.id],
    );
    expect({ n, defaults }).toEqual({ n: 20, defaults: 1 });
  });

  it('concurrent first addresses of a new customer end with exactly one default', async () => {
    const me = addressApi(t, (await customer(t)).token);
    const results = await Promise.all(Array.from({ length: 6 }, () => me.create(body())));
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect(results.filter((r) => r.body.data.isDefault)).toHaveLength(1);
    expect((await me.list()).body.data.filter((x: any) => x.isDefault)).toHaveLength(1);
  });
});
