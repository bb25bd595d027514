import type { TestApp } from '../../support/app.js';
import { bearer } from '../../support/auth.js';

export const BANNERS = '/api/admin/banners';
export const PLACEMENTS = '/api/admin/placements';
export const CAMPAIGNS = '/api/admin/campaigns';
export const RULES = '/api/admin/targeting-rules';

export const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

let seq = 0;
export const uniqueSlug = (base = 'slot') => `${base}-${++seq}-${Math.random().toString(36).slice(2, 6)}`;

/** HTTP helpers for the banner admin suites (routes called with the given token). */
export function bannerApi(t: TestApp, token: () => string) {
  const auth = () => bearer(token());
  const created = async (path: string, body: object): Promise<any> => {
    const res = await t.http.post(path).set(auth()).send(body);
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  };
  return {
    get: (path: string) => t.http.get(path).set(auth()),
    post: (path: string, body: object = {}) => t.http.post(path).set(auth()).send(body),
    patch: (path: string, body: object = {}) => t.http.patch(path).set(auth()).send(body),
    del: (path: string) => t.http.delete(path).set(auth()),
    banner: (body: Record<string, unknown> = {}) => created(BANNERS, { title: 'Banner', primaryImageUrl: 'https://cdn.test/b.webp', ...body }),
    placement: (body: Record<string, unknown> = {}) => created(PLACEMENTS, { slug: uniqueSlug(), label: 'Slot', layoutType: 'full_slider', ...body }),
    campaign: (body: Record<string, unknown> = {}) => created(CAMPAIGNS, { name: 'Campaign', ...body }),
    link: (campaign: string, placement: string) => created(`${CAMPAIGNS}/${campaign}/placements`, { placementPublicId: placement }),
    assign: (campaign: string, placement: string, body: Record<string, unknown>) => created(`${CAMPAIGNS}/${campaign}/placements/${placement}/banners`, body),
    rule: (body: Record<string, unknown>) => created(RULES, body),
  };
}

/** The error body's code and the field a VALIDATION_FAILED names. */
export const failure = (res: { status: number; body: any }) => ({
  status: res.status,
  code: res.body.errorCode,
  fields: Array.isArray(res.body.details) ? res.body.details.map((d: { field: string }) => d.field) : undefined,
});
