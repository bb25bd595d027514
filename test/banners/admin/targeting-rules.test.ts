import { RULE_OPERATORS } from '../../../plugins/banners/targeting-rules.js';
import { RULE_TYPES, type RuleType } from '../../../plugins/banners/entities/enums.js';
import { bootApp, type TestApp } from '../../support/app.js';
import { adminWith, bearer, login, SUPERADMIN, SUPERADMIN_ENV } from '../../support/auth.js';
import { bannerApi, CAMPAIGNS, failure, RULES } from './support.js';

let t: TestApp;
let root: string;
let api: ReturnType<typeof bannerApi>;
let campaign: any;
const UNKNOWN = '01900000-0000-7000-8000-000000000000';

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  api = bannerApi(t, () => root);
  campaign = await api.campaign({ name: 'Targeted' });
});
afterAll(async () => t?.close());

const ALL_OPERATORS = ['in', 'not_in', 'eq', 'between', 'ends_with', 'contains', 'gt'];

// the table: operator -> a value of the right shape
const VALID: Record<RuleType, Record<string, unknown>> = {
  device: { in: { values: ['mobile'] }, not_in: { values: ['tablet', 'desktop'] } },
  country: { in: { values: ['NP', 'IN'] }, not_in: { values: ['US'] } },
  language: { in: { values: ['ne'] }, not_in: { values: ['en'] } },
  referrer_domain: { in: { values: ['google.com'] }, not_in: { values: ['spam.test'] }, ends_with: { values: ['.np'] } },
  login_state: { eq: { value: true } },
  new_visitor: { eq: { value: false } },
  hour_of_day: { between: { from: 22, to: 2 }, in: { values: [0, 12, 23] } },
  day_of_week: { in: { values: [0, 6] } },
  user_segment: { in: { values: ['vip'] } },
};

// values of the wrong shape for each (type, operator)
const WRONG: Record<RuleType, unknown[]> = {
  device: [{ values: [] }, { values: 'mobile' }, { value: true }, { values: [1] }, { values: ['a'], extra: 1 }, ['mobile'], null, 'mobile'],
  country: [{ values: [''] }, { values: [null] }, {}],
  language: [{ values: [{}] }, { value: 'ne' }],
  referrer_domain: [{ values: [] }, { value: 'x' }],
  login_state: [{ value: 'true' }, { values: [true] }, { value: 1 }, {}],
  new_visitor: [{ value: null }, { value: true, other: 1 }],
  hour_of_day: [{ from: 24, to: 1 }, { from: -1, to: 3 }, { from: 1.5, to: 3 }, { from: 1 }, { values: [24] }, { values: [] }],
  day_of_week: [{ values: [7] }, { values: [-1] }, { values: ['monday'] }, { values: [] }],
  user_segment: [{ values: [1] }, { value: 'vip' }],
};

describe('targeting rules: operator and value matrix', () => {
  for (const ruleType of RULE_TYPES) {
    for (const operator of ALL_OPERATORS) {
      const valid = RULE_OPERATORS[ruleType].includes(operator);
      it(`${ruleType} ${operator}: ${valid ? '201' : '400 TARGETING_RULE_INVALID_OPERATOR'}`, async () => {
        expect(Object.keys(VALID[ruleType]).sort()).toEqual([...RULE_OPERATORS[ruleType]].sort());
        const value = VALID[ruleType][operator] ?? Object.values(VALID[ruleType])[0];
        const res = await api.post(RULES, { campaignPublicId: campaign.publicId, ruleType, operator, value });
        if (valid) {
          expect(res.status).toBe(201);
          expect(res.body.data).toMatchObject({ campaignPublicId: campaign.publicId, ruleType, operator, value, isActive: true });
        } else {
          expect(failure(res)).toMatchObject({ status: 400, code: 'TARGETING_RULE_INVALID_OPERATOR' });
        }
      });
    }
    it(`${ruleType}: a value of the wrong shape is 400 VALIDATION_FAILED naming value, for every operator`, async () => {
      for (const operator of RULE_OPERATORS[ruleType]) {
        for (const value of WRONG[ruleType]) {
          const res = await api.post(RULES, { campaignPublicId: campaign.publicId, ruleType, operator, value });
          expect([operator, value, failure(res)]).toEqual([operator, value, { status: 400, code: 'VALIDATION_FAILED', fields: ['value'] }]);
        }
      }
    });
  }

  it('hour_of_day between takes a window that wraps past midnight; a missing value is refused', async () => {
    const res = await api.post(RULES, { campaignPublicId: campaign.publicId, ruleType: 'hour_of_day', operator: 'between', value: { from: 23, to: 1 } });
    expect(res.status).toBe(201);
    const missing = await api.post(RULES, { campaignPublicId: campaign.publicId, ruleType: 'device', operator: 'in' });
    expect(failure(missing)).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', fields: ['value'] });
  });
});

describe('targeting rules: routes', () => {
  it("lists a campaign's rules (paged), edits operator, value and isActive together, deletes", async () => {
    const c = await api.campaign();
    const r1 = await api.rule({ campaignPublicId: c.publicId, ruleType: 'device', operator: 'in', value: { values: ['mobile'] } });
    await api.rule({ campaignPublicId: c.publicId, ruleType: 'login_state', operator: 'eq', value: { value: true }, isActive: false });
    const list = await api.get(`${RULES}?campaignPublicId=${c.publicId}`).expect(200);
    expect(list.body).toMatchObject({ count: 2, currentPage: 1, totalPage: 1 });
    expect((await api.get(`${RULES}?campaignPublicId=${c.publicId}&ruleType=device`).expect(200)).body.data.map((r: any) => r.publicId)).toEqual([r1.publicId]);
    expect(failure(await api.get(`${RULES}?campaignPublicId=${UNKNOWN}`))).toMatchObject({ status: 404, code: 'CAMPAIGN_NOT_FOUND' });

    const path = `${RULES}/${r1.publicId}`;
    expect((await api.patch(path, { operator: 'not_in' }).expect(200)).body.data).toMatchObject({ operator: 'not_in', value: { values: ['mobile'] } });
    expect(failure(await api.patch(path, { operator: 'eq' }))).toMatchObject({ status: 400, code: 'TARGETING_RULE_INVALID_OPERATOR' });
    expect(failure(await api.patch(path, { value: { value: true } }))).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', fields: ['value'] });
    expect((await api.patch(path, { isActive: false }).expect(200)).body.data.isActive).toBe(false);
    // the type is fixed
    expect(failure(await api.patch(path, { ruleType: 'country' })).code).toBe('VALIDATION_FAILED');
    await api.del(path).expect(200);
    for (const res of [await api.del(path), await api.patch(path, { isActive: true })])
      expect(failure(res)).toMatchObject({ status: 404, code: 'TARGETING_RULE_NOT_FOUND' });
  });

  it('refuses an unknown (404) or deleted (400) campaign and an unknown rule type', async () => {
    const body = { ruleType: 'device', operator: 'in', value: { values: ['mobile'] } };
    expect(failure(await api.post(RULES, { ...body, campaignPublicId: UNKNOWN }))).toMatchObject({ status: 404, code: 'CAMPAIGN_NOT_FOUND' });
    const c = await api.campaign();
    await api.del(`${CAMPAIGNS}/${c.publicId}`).expect(200);
    expect(failure(await api.post(RULES, { ...body, campaignPublicId: c.publicId }))).toMatchObject({ status: 400, code: 'CAMPAIGN_ALREADY_DELETED' });
    expect(failure(await api.post(RULES, { ...body, ruleType: 'weather', campaignPublicId: campaign.publicId }))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      fields: ['ruleType'],
    });
  });

  it('needs the TargetingRules permissions', async () => {
    const reader = await adminWith(t, root, ['TargetingRules_READ']);
    expect((await t.http.get(`${RULES}?campaignPublicId=${campaign.publicId}`).set(bearer(reader))).status).toBe(200);
    expect(
      (
        await t.http
          .post(RULES)
          .set(bearer(reader))
          .send({ campaignPublicId: campaign.publicId, ruleType: 'device', operator: 'in', value: { values: ['x'] } })
      ).status,
    ).toBe(403);
  });
});
