import { jest } from '@jest/globals';
import { clock } from '../../core/clock/clock.js';
import { platform } from '../../core/platform.js';
import { bootApp, type TestApp } from '../support/app.js';
import { login, SUPERADMIN, SUPERADMIN_ENV } from '../support/auth.js';
import { fixtures, type Made } from '../products/storefront-support.js';
import { BANKS, EMI, emiApi, failure, store } from './support.js';

let t: TestApp;
let root: string;
let api: ReturnType<typeof emiApi>;
let f: ReturnType<typeof fixtures>;
let shop: ReturnType<typeof store>;
let phone: Made; // 100000 selling, 120000 MRP; a second variant at 250000
let laptop: Made; // in another category
let draft: Made;
let deleted: Made;
let audioId: string;
let now: string;

const MINUTE = 60_000;
const at = (ms: number) => new Date(clock.nowMs() + ms).toISOString();
const bankIn = (res: { body: any }, id: string) => res.body.data.banks.find((b: any) => b.id === id);

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  api = emiApi(t, () => root);
  f = fixtures(t, () => root);
  shop = store(t);
  const electronics = await f.category({ name: 'Electronics' });
  const audio = await f.category({ name: 'Audio', parentId: electronics.publicId });
  audioId = electronics.publicId;
  const computers = await f.category({ name: 'Computers' });
  phone = await f.product({
    name: 'Phone',
    category: audio,
    variants: [
      { mrp: 120_000, sellingPrice: 100_000, isDefault: true },
      { mrp: 260_000, sellingPrice: 250_000 },
    ],
  });
  laptop = await f.product({ name: 'Laptop', category: computers, variants: [{ mrp: 110_000, sellingPrice: 110_000 }] });
  draft = await f.product({ name: 'Draft', category: computers, status: 'draft' });
  deleted = await f.product({ name: 'Deleted', category: computers, deleted: true });
  clock.set(Date.now());
  now = clock.now().toISOString();
});
afterAll(async () => {
  clock.reset();
  await t?.close();
});

describe('EMI estimates: disabled by default, checks in order', () => {
  it('is off until enabled: 409 EMI_DISABLED, an unknown, draft or deleted product 404 EMI_PRODUCT_NOT_FOUND first', async () => {
    expect((await api.get(`${EMI}/settings`)).body.data).toMatchObject({ enabled: false, priceSource: 'selling_price', eligibilityMode: 'all' });
    expect(failure(await shop.options(phone.publicId))).toMatchObject({ status: 409, code: 'EMI_DISABLED' });
    expect(failure(await shop.options('01900000-0000-7000-8000-000000000000'))).toMatchObject({ status: 404, code: 'EMI_PRODUCT_NOT_FOUND' });
    expect(failure(await shop.options(draft.publicId))).toMatchObject({ status: 404, code: 'EMI_PRODUCT_NOT_FOUND' });
    expect(failure(await shop.options(deleted.publicId))).toMatchObject({ status: 404, code: 'EMI_PRODUCT_NOT_FOUND' });
    expect(failure(await shop.options('not-a-uuid'))).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', fields: ['productId'] });
  });

  it('quotes every offerable bank in position order, leaving out banks without a rate in force and inactive ones', async () => {
    await api.settings({ enabled: true });
    const alpha = await api.offering('Alpha Bank', 1200, [12, 3, 6], now);
    const zero = await api.offering('Zero Bank', 0, [3], now);
    const noRate = await api.bank({ name: 'No Rate Bank' });
    await api.bankTenures(noRate.id, [3]);
    const later = await api.offering('Later Bank', 900, [3], at(60 * MINUTE));
    const off = await api.offering('Off Bank', 500, [3], now);
    await api.patch(`${BANKS}/${off.id}`, { isActive: false }).expect(200);

    const res = await shop.options(phone.publicId).expect(200);
    expect(res.body.data).toEqual({
      productId: phone.publicId,
      variantId: phone.variants[0].publicId,
      principal: 100_000,
      banks: [
        {
          id: alpha.id,
          name: 'Alpha Bank',
          logoUrl: null,
          annualRateBps: 1200,
          quotes: [
            { tenureMonths: 3, monthlyEmi: 34_002, totalInterest: 2006, totalRepayment: 102_006, isEstimate: true },
            { tenureMonths: 6, monthlyEmi: 17_255, totalInterest: 3530, totalRepayment: 103_530, isEstimate: true },
            { tenureMonths: 12, monthlyEmi: 8885, totalInterest: 6620, totalRepayment: 106_620, isEstimate: true },
          ],
        },
        // 0%: ceil(P / n) a month, yet exactly P repaid and no interest
        {
          id: zero.id,
          name: 'Zero Bank',
          logoUrl: null,
          annualRateBps: 0,
          quotes: [{ tenureMonths: 3, monthlyEmi: 33_334, totalInterest: 0, totalRepayment: 100_000, isEstimate: true }],
        },
      ],
    });
    expect([noRate.id, later.id, off.id].map((id) => bankIn(res, id))).toEqual([undefined, undefined, undefined]);
  });

  it('calculates one quote with principal, rate and bank; variantId and the MRP price source change the principal', async () => {
    const banks = (await shop.options(phone.publicId)).body.data.banks;
    const alpha = banks[0];
    const res = await shop.calculate(phone.publicId, `bankId=${alpha.id}&tenureMonths=6`).expect(200);
    expect(res.body.data).toEqual({
      tenureMonths: 6,
      monthlyEmi: 17_255,
      totalInterest: 3530,
      totalRepayment: 103_530,
      isEstimate: true,
      productId: phone.publicId,
      variantId: phone.variants[0].publicId,
      principal: 100_000,
      annualRateBps: 1200,
      bank: { id: alpha.id, name: 'Alpha Bank', logoUrl: null },
    });
    const other = await shop.calculate(phone.publicId, `bankId=${alpha.id}&tenureMonths=6&variantId=${phone.variants[1].publicId}`).expect(200);
    expect(other.body.data).toMatchObject({ principal: 250_000, monthlyEmi: 43_137, totalRepayment: 258_822, variantId: phone.variants[1].publicId });
    expect(failure(await shop.options(phone.publicId, `?variantId=${laptop.variants[0].publicId}`))).toMatchObject({
      status: 404,
      code: 'EMI_PRODUCT_NOT_FOUND',
    });

    await api.settings({ priceSource: 'mrp' });
    const mrp = await shop.calculate(phone.publicId, `bankId=${alpha.id}&tenureMonths=6`).expect(200);
    expect(mrp.body.data).toMatchObject({ principal: 120_000, monthlyEmi: 20_706, totalInterest: 4236, totalRepayment: 124_236 });
    await api.settings({ priceSource: 'selling_price' });
  });

  it('refuses a bad query with 400 VALIDATION_FAILED naming the field', async () => {
    const alpha = (await shop.options(phone.publicId)).body.data.banks[0];
    const cases: Array<[string, string]> = [
      [`bankId=${alpha.id}&tenureMonths=0`, 'tenureMonths'],
      [`bankId=${alpha.id}&tenureMonths=121`, 'tenureMonths'],
      [`bankId=${alpha.id}&tenureMonths=six`, 'tenureMonths'],
      [`bankId=${alpha.id}&tenureMonths=6.5`, 'tenureMonths'],
      [`bankId=nope&tenureMonths=6`, 'bankId'],
      [`tenureMonths=6`, 'bankId'],
      [`bankId=${alpha.id}&tenureMonths=6&sneaky=1`, 'sneaky'],
    ];
    for (const [query, field] of cases) {
      const res = await shop.calculate(phone.publicId, query);
      expect([query, res.status, res.body.errorCode]).toEqual([query, 400, 'VALIDATION_FAILED']);
      expect(JSON.stringify(res.body.details)).toContain(field);
    }
  });

  it('checks product, disabled, eligibility, bank, tenure in that order', async () => {
    const alpha = (await shop.options(phone.publicId)).body.data.banks[0];
    const nobody = '01900000-0000-7000-8000-000000000001';
    const code = async (productId: string, bankId: string, months: number) =>
      failure(await shop.calculate(productId, `bankId=${bankId}&tenureMonths=${months}`)).code;

    await api.settings({ enabled: false, eligibilityMode: 'selected' });
    expect(await code(nobody, nobody, 7)).toBe('EMI_PRODUCT_NOT_FOUND');
    expect(await code(laptop.publicId, nobody, 7)).toBe('EMI_DISABLED');
    await api.settings({ enabled: true, eligibilityMode: 'selected' });
    expect(await code(laptop.publicId, nobody, 7)).toBe('EMI_PRODUCT_NOT_ELIGIBLE');
    await api.settings({ enabled: true, eligibilityMode: 'all' });
    expect(await code(laptop.publicId, nobody, 7)).toBe('EMI_BANK_NOT_FOUND');
    expect(await code(laptop.publicId, alpha.id, 7)).toBe('EMI_TENURE_NOT_OFFERED');
    expect(await code(laptop.publicId, alpha.id, 9)).toBe('EMI_TENURE_NOT_OFFERED');
    expect((await shop.calculate(laptop.publicId, `bankId=${alpha.id}&tenureMonths=6`)).body.data).toMatchObject({ principal: 110_000, monthlyEmi: 18_980 });
  });

  it('a deleted bank, an inactive one and one without a rate in force are EMI_BANK_NOT_FOUND', async () => {
    const gone = await api.offering('Gone Bank', 1000, [6], now);
    expect((await shop.calculate(phone.publicId, `bankId=${gone.id}&tenureMonths=6`)).status).toBe(200);
    await api.del(`${BANKS}/${gone.id}`).expect(200);
    expect(failure(await shop.calculate(phone.publicId, `bankId=${gone.id}&tenureMonths=6`))).toMatchObject({ status: 404, code: 'EMI_BANK_NOT_FOUND' });
    const idle = await api.offering('Idle Bank', 1000, [6], now);
    await api.patch(`${BANKS}/${idle.id}`, { isActive: false }).expect(200);
    expect(failure(await shop.calculate(phone.publicId, `bankId=${idle.id}&tenureMonths=6`)).code).toBe('EMI_BANK_NOT_FOUND');
    const waiting = await api.offering('Waiting Bank', 1000, [6], at(MINUTE));
    expect(failure(await shop.calculate(phone.publicId, `bankId=${waiting.id}&tenureMonths=6`)).code).toBe('EMI_BANK_NOT_FOUND');
  });
});

describe('EMI estimates: eligibility and the principal cap', () => {
  afterAll(() => api.settings({ eligibilityMode: 'all' }));

  it('in selected mode only listed products and products in listed categories (subtrees) are eligible', async () => {
    await api.settings({ eligibilityMode: 'selected' });
    expect(failure(await shop.options(phone.publicId)).code).toBe('EMI_PRODUCT_NOT_ELIGIBLE');
    await api.post(`${EMI}/eligibility/categories`, { categoryIds: [audioId] }).expect(200);
    expect((await shop.options(phone.publicId)).status).toBe(200); // Phone sits in Audio, under the listed Electronics
    expect(failure(await shop.options(laptop.publicId)).code).toBe('EMI_PRODUCT_NOT_ELIGIBLE');
    await api.post(`${EMI}/eligibility/products`, { productIds: [laptop.publicId] }).expect(200);
    expect((await shop.options(laptop.publicId)).status).toBe(200);
    await api.del(`${EMI}/eligibility/categories/${audioId}`).expect(200);
    expect(failure(await shop.options(phone.publicId)).code).toBe('EMI_PRODUCT_NOT_ELIGIBLE');
    await api.settings({ eligibilityMode: 'all' });
    expect((await shop.options(phone.publicId)).status).toBe(200);
  });

  it('a principal above 900659232695700 is 409 EMI_PRODUCT_NOT_ELIGIBLE; the cap itself is quoted exactly', async () => {
    const category = await f.category({ name: 'Aircraft' });
    const atCap = await f.product({ name: 'Jet', category, variants: [{ mrp: 900_659_232_695_700, sellingPrice: 900_659_232_695_700 }] });
    const above = await f.product({ name: 'Bigger Jet', category, variants: [{ mrp: 900_659_232_695_701, sellingPrice: 900_659_232_695_701 }] });
    expect(failure(await shop.options(above.publicId))).toMatchObject({ status: 409, code: 'EMI_PRODUCT_NOT_ELIGIBLE' });
    const alpha = (await shop.options(phone.publicId)).body.data.banks[0];
    const res = await shop.calculate(atCap.publicId, `bankId=${alpha.id}&tenureMonths=6`).expect(200);
    expect(res.body.data).toMatchObject({
      principal: 900_659_232_695_700,
      monthlyEmi: 155_407_279_564_719,
      totalInterest: 31_784_444_692_614,
      totalRepayment: 932_443_677_388_314,
    });
  });
});

describe('EMI estimates: rates in force and the configuration cache', () => {
  afterEach(() => jest.restoreAllMocks());

  it('the rate in force is the latest with effectiveFrom <= now; a future rate takes over once its boundary passes', async () => {
    const bank = await api.offering('Boundary Bank', 1200, [6], now);
    await api.rate(bank.id, 1800, at(10 * MINUTE));
    expect(bankIn(await shop.options(phone.publicId), bank.id).annualRateBps).toBe(1200);
    clock.advance(10 * MINUTE - 1);
    expect(bankIn(await shop.options(phone.publicId), bank.id).annualRateBps).toBe(1200);
    clock.advance(1);
    const res = await shop.options(phone.publicId);
    expect(bankIn(res, bank.id)).toMatchObject({ annualRateBps: 1800, quotes: [{ tenureMonths: 6, monthlyEmi: 17_553, totalInterest: 5318 }] });
  });

  it('a boundary 5 s away cuts the 30 s lifetime: the cached configuration is reread when it passes', async () => {
    const bank = await api.offering('Soon Bank', 1200, [6], clock.now().toISOString());
    await api.rate(bank.id, 600, at(5000));
    expect(bankIn(await shop.options(phone.publicId), bank.id).annualRateBps).toBe(1200);
    // written behind the services' back: the cache keeps the old name until it is reread
    await t.bazaar.dataSource.query(`UPDATE emi_banks SET name = 'Renamed Soon Bank' WHERE public_id = $1`, [bank.id]);
    expect(bankIn(await shop.options(phone.publicId), bank.id).name).toBe('Soon Bank');
    clock.advance(5000);
    expect(bankIn(await shop.options(phone.publicId), bank.id)).toMatchObject({ name: 'Renamed Soon Bank', annualRateBps: 600 });
  });

  it('keeps the configuration 30 s (a write behind its back shows after), yet a price change shows at once', async () => {
    const bank = await api.offering('Cached Bank', 1200, [6], clock.now().toISOString());
    expect(bankIn(await shop.options(phone.publicId), bank.id).name).toBe('Cached Bank');
    await t.bazaar.dataSource.query(`UPDATE emi_banks SET name = 'Sneaky' WHERE public_id = $1`, [bank.id]);
    await api.patch(`/api/admin/products/${laptop.publicId}/variants/${laptop.variants[0].publicId}`, { sellingPrice: 100_000 }).expect(200);
    clock.advance(29_000);
    expect(bankIn(await shop.options(phone.publicId), bank.id).name).toBe('Cached Bank');
    expect((await shop.options(laptop.publicId)).body.data.principal).toBe(100_000);
    clock.advance(1000);
    expect(bankIn(await shop.options(phone.publicId), bank.id).name).toBe('Sneaky');
  });

  it('an admin write shows at once: settings, bank tenures, a new bank, a deleted bank', async () => {
    const bank = await api.offering('Writer Bank', 1200, [6], clock.now().toISOString());
    expect(bankIn(await shop.options(phone.publicId), bank.id).quotes.map((q: any) => q.tenureMonths)).toEqual([6]);
    await api.bankTenures(bank.id, [3, 12]);
    expect(bankIn(await shop.options(phone.publicId), bank.id).quotes.map((q: any) => q.tenureMonths)).toEqual([3, 12]);
    await api.put(`${EMI}/tenures`, { months: [{ months: 12, isActive: false }] }).expect(200);
    expect(bankIn(await shop.options(phone.publicId), bank.id).quotes.map((q: any) => q.tenureMonths)).toEqual([3]);
    await api.put(`${EMI}/tenures`, { months: [{ months: 12, isActive: true }] }).expect(200);
    await api.del(`${BANKS}/${bank.id}`).expect(200);
    expect(bankIn(await shop.options(phone.publicId), bank.id)).toBeUndefined();
    await api.settings({ enabled: false });
    expect(failure(await shop.options(phone.publicId)).code).toBe('EMI_DISABLED');
    await api.settings({ enabled: true });
    expect((await shop.options(phone.publicId)).status).toBe(200);
  });

  it('a cache that is down degrades to uncached reads: answers stay right and admin writes still succeed and show', async () => {
    const cache = platform().cache.partition('emi');
    jest.spyOn(cache, 'wrap').mockRejectedValue(new Error('cache down'));
    jest.spyOn(cache, 'delByPrefix').mockRejectedValue(new Error('cache down'));
    const bank = await api.offering('Outage Bank', 1200, [6], clock.now().toISOString());
    expect(bankIn(await shop.options(phone.publicId), bank.id)).toMatchObject({ annualRateBps: 1200, quotes: [{ monthlyEmi: 17_255 }] });
    await api.bankTenures(bank.id, [3]);
    expect(bankIn(await shop.options(phone.publicId), bank.id).quotes).toEqual([
      { tenureMonths: 3, monthlyEmi: 34_002, totalInterest: 2006, totalRepayment: 102_006, isEstimate: true },
    ]);
    expect(cache.wrap).toHaveBeenCalled();
  });
});
