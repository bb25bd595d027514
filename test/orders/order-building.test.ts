import { buildOrder, OrderSourceInvalid } from '../../plugins/orders/order-building.js';
import type { OrderSource } from '../../plugins/orders/order-source.js';
import { lineLabel } from '../../plugins/orders/line-label.js';
import { pollAfterSeconds } from '../../plugins/orders/poll-after.js';

const line = (over: Partial<OrderSource['lines'][number]> = {}): OrderSource['lines'][number] => ({
  lineId: '01900000-0000-7000-8000-000000000001',
  variantId: '01900000-0000-7000-8000-0000000000a1',
  productId: '01900000-0000-7000-8000-0000000000b1',
  productName: 'Phone',
  variantName: 'Blue',
  sku: 'PH-B',
  unitPrice: 45000,
  mrp: 50000,
  quantity: 2,
  lineTotal: 90000,
  discountAmount: 0,
  unavailableQuantity: 0,
  ...over,
});

function source(over: Partial<OrderSource> = {}): OrderSource {
  const lines = over.lines ?? [
    line(),
    line({
      lineId: '01900000-0000-7000-8000-000000000002',
      variantId: '01900000-0000-7000-8000-0000000000a2',
      variantName: null,
      sku: null,
      unitPrice: 800,
      mrp: 1000,
      quantity: 1,
      lineTotal: 800,
    }),
  ];
  const subtotal = lines.reduce((s, l) => s + l.lineTotal, 0);
  const discountAmount = lines.reduce((s, l) => s + l.discountAmount, 0);
  return {
    checkoutId: '01900000-0000-7000-8000-0000000000c1',
    completionMessage: null,
    customerId: '01900000-0000-7000-8000-0000000000d1',
    attemptId: '01900000-0000-7000-8000-0000000000e1',
    paymentMethod: 'cod',
    fulfilmentType: 'delivery',
    currency: 'NPR',
    subtotal,
    discountAmount,
    shippingAmount: 10000,
    shippingDiscountAmount: 0,
    grandTotal: subtotal - discountAmount + 10000,
    lines,
    shipping: {
      recipientName: 'Sita',
      recipientPhone: '9841234567',
      districtId: null,
      districtName: 'Lalitpur',
      provinceName: 'Bagmati',
      municipalityName: 'Lalitpur',
      ward: 5,
      street: 'Road',
      landmark: null,
      postalCode: null,
      fee: 10000,
    },
    promotions: [],
    completedAt: new Date('2026-11-01T10:00:00Z'),
    ...over,
  };
}

describe('buildOrder (pure): the order a completed checkout becomes', () => {
  it('freezes lines in the checkout order with their identity and money; paid = grand total; nothing short', () => {
    const d = buildOrder(source());
    expect(d).toMatchObject({
      subtotal: 90800,
      discountAmount: 0,
      shippingAmount: 10000,
      grandTotal: 100800,
      paidAmount: 100800,
      paymentMethod: 'cod',
      shortVariants: [],
      reallocated: false,
    });
    expect(d.lines.map((l) => [l.position, l.variantPublicId, l.variantName, l.sku, l.quantity, l.lineTotal])).toEqual([
      [1, '01900000-0000-7000-8000-0000000000a1', 'Blue', 'PH-B', 2, 90000],
      [2, '01900000-0000-7000-8000-0000000000a2', null, null, 1, 800],
    ]);
  });

  it('keeps the frozen discount allocation when it adds up', () => {
    const lines = [
      line({ discountAmount: 4000 }),
      line({ lineId: 'x2', variantId: 'v2', unitPrice: 800, quantity: 1, lineTotal: 800, discountAmount: 1000 - 999 }),
    ];
    const d = buildOrder(source({ lines }));
    expect(d.lines.map((l) => l.discountAmount)).toEqual([4000, 1]);
    expect(d.reallocated).toBe(false);
  });

  it('allocates again by largest remainder over the line totals when the frozen shares do not add up', () => {
    const lines = [line({ discountAmount: 0 }), line({ lineId: 'x2', variantId: 'v2', unitPrice: 800, quantity: 1, lineTotal: 800, discountAmount: 0 })];
    const d = buildOrder(source({ lines, discountAmount: 1001, grandTotal: 90800 - 1001 + 10000 }));
    expect(d.lines.map((l) => l.discountAmount)).toEqual([992, 9]);
    expect(d.lines.reduce((s, l) => s + l.discountAmount, 0)).toBe(1001);
    expect(d.reallocated).toBe(true);
  });

  it('carries units short at stock commit, capped at the line quantity, and lists the short variants', () => {
    const lines = [
      line({ unavailableQuantity: 1 }),
      line({ lineId: 'x2', variantId: 'v2', unitPrice: 800, quantity: 1, lineTotal: 800, unavailableQuantity: 5 }),
    ];
    const d = buildOrder(source({ lines }));
    expect(d.lines.map((l) => l.unavailableQuantity)).toEqual([1, 1]);
    expect(d.shortVariants).toEqual(['01900000-0000-7000-8000-0000000000a1', 'v2']);
  });

  it('refuses a snapshot whose money does not add up (never an order with made-up totals)', () => {
    expect(() => buildOrder(source({ subtotal: 1 }))).toThrow(OrderSourceInvalid);
    expect(() => buildOrder(source({ grandTotal: 1 }))).toThrow(/grandTotal 1 is not 100800/);
    expect(() => buildOrder(source({ lines: [line({ lineTotal: 5 })], subtotal: 5, grandTotal: 10005 }))).toThrow(/45000 x 2 is not 5/);
    expect(() => buildOrder(source({ lines: [] }))).toThrow(/no lines/);
  });
});

describe('lineLabel: derived from the quantities', () => {
  const q = (over: Partial<Parameters<typeof lineLabel>[0]>) =>
    lineLabel({ quantity: 3, unavailableQuantity: 0, cancelledQuantity: 0, shippedQuantity: 0, deliveredQuantity: 0, ...over });
  it.each([
    [{}, 'processing'],
    [{ unavailableQuantity: 3 }, 'unavailable'],
    [{ unavailableQuantity: 1 }, 'unavailable'],
    [{ cancelledQuantity: 3 }, 'cancelled'],
    [{ unavailableQuantity: 1, cancelledQuantity: 2 }, 'cancelled'],
    [{ shippedQuantity: 1 }, 'partially_shipped'],
    [{ shippedQuantity: 3 }, 'shipped'],
    [{ unavailableQuantity: 1, shippedQuantity: 2 }, 'shipped'],
    [{ shippedQuantity: 3, deliveredQuantity: 1 }, 'partially_delivered'],
    [{ shippedQuantity: 3, deliveredQuantity: 3 }, 'delivered'],
  ] as const)('%j -> %s', (over, label) => expect(q(over)).toBe(label));
});

it('pollAfterSeconds: 30 while created, confirmed or processing; 300 otherwise (issue 21)', () => {
  expect(pollAfterSeconds('created')).toBe(30);
  expect(pollAfterSeconds('confirmed')).toBe(30);
  expect(pollAfterSeconds('processing')).toBe(30);
  expect(pollAfterSeconds('partially_shipped')).toBe(300);
  expect(pollAfterSeconds('shipped')).toBe(300);
  expect(pollAfterSeconds('cancelled')).toBe(300);
});
