import { chromium, type Browser } from 'playwright-core';
import { startGatewaySimulator, type GatewaySimulator } from '../../tools/gateway-simulator/index.js';
import { CHROMIUM, CHROMIUM_ARGS, ensureChromium } from '../admin/support/chromium.js';
import { PRODUCT_CODE, SECRET, readReturn, signedForm, startReturnRecorder, statusOf } from './support/epay.js';

let sim: GatewaySimulator;
let shop: Awaited<ReturnType<typeof startReturnRecorder>>;
let browser: Browser;
beforeAll(async () => {
  ensureChromium();
  sim = await startGatewaySimulator({ secret: SECRET, productCode: PRODUCT_CODE });
  shop = await startReturnRecorder();
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
});
afterAll(async () => {
  await browser?.close();
  await sim?.close();
  await shop?.close();
});

/** The shop's checkout page: the signed ePay form, posted by a button (no script), as a storefront renders it. */
function checkoutPage(form: Record<string, string>): string {
  const inputs = Object.entries(form)
    .map(([k, v]) => `<input type="hidden" name="${k}" value="${v.replace(/"/g, '&quot;')}">`)
    .join('');
  return `<!doctype html><form method="post" action="${sim.formUrl}">${inputs}<button id="esewa" type="submit">Pay with eSewa</button></form>`;
}

async function openGatewayPage(form: Record<string, string>) {
  const page = await browser.newPage();
  const crashes: string[] = [];
  page.on('pageerror', (e) => crashes.push(e.message));
  await page.setContent(checkoutPage(form));
  await Promise.all([page.waitForURL(sim.formUrl), page.click('#esewa')]);
  return { page, crashes };
}

describe('gateway simulator in Chromium', () => {
  it('the customer clicks Pay and lands on the local success URL with valid signed data', async () => {
    const form = signedForm({
      amount: '1500',
      tax_amount: '0',
      total_amount: '1550',
      product_delivery_charge: '50',
      success_url: `${shop.base}/ok/a7`,
      failure_url: `${shop.base}/fail/a7`,
    });
    const { page, crashes } = await openGatewayPage(form);
    expect(await page.textContent('#total-amount')).toBe('NPR 1550');
    await Promise.all([page.waitForURL(`${shop.base}/ok/a7?data=*`), page.getByRole('button', { name: 'Pay' }).click()]);
    expect(await page.textContent('#landed')).toBe('returned');
    const { data, signatureValid } = readReturn(page.url());
    expect(signatureValid).toBe(true);
    expect(data).toMatchObject({ status: 'COMPLETE', total_amount: '1550.0', transaction_uuid: form.transaction_uuid, product_code: PRODUCT_CODE });
    expect(shop.hits).toContain(page.url().slice(shop.base.length));
    const check = JSON.parse((await statusOf(sim.statusUrl, { transaction_uuid: form.transaction_uuid, total_amount: data.total_amount })).text);
    expect(check).toMatchObject({ status: 'COMPLETE', ref_id: data.transaction_code, total_amount: 1550 });
    expect(crashes).toEqual([]);
    await page.close();
  });

  it('the customer clicks Fail and lands on the failure URL with CANCELED', async () => {
    const form = signedForm({ success_url: `${shop.base}/ok/a8`, failure_url: `${shop.base}/fail/a8` });
    const { page } = await openGatewayPage(form);
    await Promise.all([page.waitForURL(`${shop.base}/fail/a8?data=*`), page.getByRole('button', { name: 'Fail' }).click()]);
    const { data, signatureValid } = readReturn(page.url());
    expect(signatureValid).toBe(true);
    expect(data.status).toBe('CANCELED');
    await page.close();
  });

  it('a form tampered with in the browser is refused with the error page', async () => {
    const form = { ...signedForm({ success_url: `${shop.base}/ok/a9` }), total_amount: '1' };
    const { page } = await openGatewayPage(form);
    expect(await page.textContent('h1')).toBe('Payment request refused');
    expect(await page.textContent('#reason')).toBe('signature does not match');
    await page.close();
  });
});
