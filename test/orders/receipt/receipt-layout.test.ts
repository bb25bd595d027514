import type { ReceiptData, ReceiptLine } from '../../../plugins/orders/receipt/receipt-data.js';
import { RECEIPT_TITLE, renderReceipt } from '../../../plugins/orders/receipt/receipt-pdf.js';
import { pdfText } from './pdf-reading.js';

/* The layout alone (no database): what a long order, a pickup order and an uncollected COD order print. */

const line = (n: number, over: Partial<ReceiptLine> = {}): ReceiptLine => ({
  name: `Line ${n} मोबाइल`,
  variant: 'Blue',
  sku: `SKU-${n}`,
  quantity: 1,
  notShipping: 0,
  unitPrice: 100000,
  lineTotal: 100000,
  serials: [],
  ...over,
});

const receipt = (over: Partial<ReceiptData> = {}): ReceiptData => ({
  shop: { name: 'Bazaar Electronics', address: 'New Road, Kathmandu 44600, Nepal' },
  orderNumber: 'BZ-000042',
  placedAt: new Date('2025-12-31T18:20:00Z'),
  status: 'created',
  fulfilmentType: 'delivery',
  customer: { name: 'राम बहादुर', email: 'ram@shop.test' },
  deliverTo: { name: 'राम बहादुर', phone: '9800000000', lines: ['Lakeside, Ward 6', 'Pokhara, Kaski'] },
  lines: [line(1)],
  money: {
    currency: 'NPR',
    subtotal: 100000,
    discountAmount: 0,
    shippingAmount: 10000,
    shippingDiscountAmount: 0,
    grandTotal: 110000,
    paidAmount: 110000,
    refundedAmount: 0,
  },
  paymentMethod: 'cod',
  cod: { collected: false, due: 110000 },
  ...over,
});

describe('the receipt layout', () => {
  it('flows a long order over pages, the table head repeated on each, the totals after the last line', async () => {
    const lines = Array.from({ length: 45 }, (_, i) => line(i + 1, { serials: i % 3 ? [] : [`SN-${i}-A`, `SN-${i}-B`] }));
    const pages = await pdfText(await renderReceipt(receipt({ lines })));
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page).toMatch(/^Item$/m);
    const all = pages.join('\n');
    for (const l of lines) expect(all).toContain(l.name);
    expect(all).toContain('Serials: SN-42-A, SN-42-B');
    expect(pages[0]).toContain(RECEIPT_TITLE);
    expect(all.indexOf('Line 45 मोबाइल')).toBeLessThan(all.indexOf('Grand total'));
  });

  it('prints the date in Kathmandu time across midnight UTC (18:20Z is 00:05 the next day)', async () => {
    const [page] = await pdfText(await renderReceipt(receipt()));
    expect(page).toContain('Date: 1 Jan 2026, 00:05 NPT (UTC+05:45)');
  });

  it('prints an uncollected COD order with what is due, discounts as negative amounts, units that will not ship', async () => {
    const money = { ...receipt().money, discountAmount: 5000, shippingDiscountAmount: 10000, grandTotal: 95000, paidAmount: 95000 };
    const lines = [line(1, { quantity: 3, notShipping: 1, lineTotal: 300000 })];
    const [page] = await pdfText(await renderReceipt(receipt({ money: { ...money, subtotal: 300000 }, lines, cod: { collected: false, due: 95000 } })));
    expect(page).toContain('Cash not collected yet: Rs 950.00 due on delivery');
    expect(page).toContain('-Rs 50.00');
    expect(page).toContain('Shipping discount');
    expect(page).toContain('-Rs 100.00');
    expect(page).toContain('1 of 3 not shipped');
    expect(page).toContain('Deliver to');
  });

  it('prints a pickup order without an address, its cash due at collection', async () => {
    const [page] = await pdfText(await renderReceipt(receipt({ fulfilmentType: 'pickup', deliverTo: null })));
    expect(page).toContain('Fulfilment: pickup at the counter');
    expect(page).not.toContain('Deliver to');
    expect(page).toContain('Cash not collected yet: Rs 1,100.00 due at collection');
  });
});
