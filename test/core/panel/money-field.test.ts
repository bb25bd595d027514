import { fieldLabel } from '../../../core/panel/field-label.js';
import { showAmounts, takeAmounts } from '../../../core/panel/money-field.js';
import { parsePercent, parseRupees, percentText } from '../../../core/panel/money-text.js';
import { rupees } from '../../../core/panel/rupees.js';

/* The panel's money and percent kinds: what people type, converted exactly to paisa and basis points. */

const value = (r: ReturnType<typeof parseRupees>) => (r.ok ? r.value : r.problem);

describe('parseRupees', () => {
  it.each([
    ['12999', 1_299_900],
    ['12,999', 1_299_900],
    ['12,999.50', 1_299_950],
    ['12999.5', 1_299_950],
    ['Rs 12,999.00', 1_299_900],
    ['Rs. 12,999', 1_299_900],
    ['rs12999.05', 1_299_905],
    ['NPR 1,00,000', 10_000_000],
    ['1,000,000', 100_000_000],
    ['  0.01 ', 1],
    ['0', 0],
    ['-0', 0],
    ['007', 700],
    // where parseFloat(x) * 100 is off by one paisa
    ['0.29', 29],
    ['1.15', 115],
    ['4.35', 435],
    ['1234567.89', 123_456_789],
    ['90,071,992,547,409.91', Number.MAX_SAFE_INTEGER],
  ])('"%s" is %d paisa', (text, paisa) => {
    expect(parseRupees(text)).toEqual({ ok: true, value: paisa });
  });

  it.each([
    ['12.345', /at most two decimals/],
    ['12999.', /at most two decimals/],
    ['.5', /at most two decimals/],
    ['1.2.3', /at most two decimals/],
    ['12,99,9', /at most two decimals/],
    [',12', /at most two decimals/],
    ['1e5', /at most two decimals/],
    ['0x10', /at most two decimals/],
    ['Infinity', /at most two decimals/],
    ['twelve', /at most two decimals/],
    ['', /at most two decimals/],
    ['--5', /at most two decimals/],
    ['-Rs -5', /at most two decimals/],
    ['１２', /at most two decimals/],
    ['-5', /cannot be negative/],
    ['Rs -5', /cannot be negative/],
    ['90,071,992,547,409.92', /too large/],
    ['99999999999999999999999', /too large/],
  ])('"%s" is refused', (text, problem) => {
    expect(value(parseRupees(text))).toMatch(problem);
  });

  it('takes a negative amount where the field allows it', () => {
    expect(parseRupees('-5', { negative: true })).toEqual({ ok: true, value: -500 });
    expect(parseRupees('-Rs 1,500.25', { negative: true })).toEqual({ ok: true, value: -150_025 });
    expect(parseRupees('Rs -0.01', { negative: true })).toEqual({ ok: true, value: -1 });
  });

  it('reads back every amount rupees() shows, exactly', () => {
    const samples = [0, 1, 9, 10, 99, 100, 101, 150_000, 1_299_900, 123_456_789, 2 ** 40 + 7, Number.MAX_SAFE_INTEGER];
    for (let i = 0; i < 500; i++) samples.push(Math.floor(Math.random() * Number.MAX_SAFE_INTEGER));
    for (const n of samples) {
      expect(parseRupees(rupees(n))).toEqual({ ok: true, value: n });
      expect(parseRupees(rupees(-n), { negative: true })).toEqual({ ok: true, value: -n || 0 });
    }
  });
});

describe('parsePercent and percentText', () => {
  it.each([
    ['20', 2000],
    ['12.5', 1250],
    ['12.5%', 1250],
    ['12.50 %', 1250],
    ['0.01', 1],
    ['100', 10_000],
    ['0', 0],
  ])('"%s" is %d basis points', (text, bps) => {
    expect(parsePercent(text)).toEqual({ ok: true, value: bps });
  });

  it.each(['12.555', '-5', '.5', '20%%', 'abc', '', '1e2'])('"%s" is refused', (text) => {
    expect(value(parsePercent(text))).toMatch(/percent with at most two decimals/);
  });

  it('refuses a percent past 2^53 - 1 basis points', () => {
    expect(value(parsePercent('90071992547409.92'))).toMatch(/too large/);
  });

  it('shows basis points as a percent and reads it back', () => {
    expect([2000, 1250, 1, 10, 0, 10_000, 1505].map(percentText)).toEqual(['20%', '12.5%', '0.01%', '0.1%', '0%', '100%', '15.05%']);
    for (let bps = 0; bps <= 10_000; bps++) expect(parsePercent(percentText(bps))).toEqual({ ok: true, value: bps });
  });
});

describe('the money and percent property kinds', () => {
  const properties = [
    { path: 'price', money: true as const },
    { path: 'adjust', money: { negative: true } },
    { path: 'rate', percent: true as const },
    { path: 'name' },
  ];
  const labelOf = (path: string) => fieldLabel({ translations: { en: { properties: { price: 'Selling price' } } } } as never, path);

  it('shows a row in rupees and percent; no value stays as it is', () => {
    expect(showAmounts(properties, { id: 'x', price: 1_299_900, adjust: '-150', rate: 2000, name: '12' })).toEqual({
      id: 'x',
      price: 'Rs 12,999.00',
      adjust: '-Rs 1.50',
      rate: '20%',
      name: '12',
    });
    expect(showAmounts(properties, { id: 'x', price: null, rate: '' })).toEqual({ id: 'x', price: null, rate: '' });
  });

  it('takes a form in paisa and basis points; blank and absent values are left to the write', () => {
    expect(takeAmounts(properties, { price: '12999', adjust: '-5', rate: '20', name: '12' }, labelOf)).toEqual({
      params: { price: 1_299_900, adjust: -500, rate: 2000, name: '12' },
      problems: {},
    });
    expect(takeAmounts(properties, { price: '', rate: null }, labelOf)).toEqual({ params: { price: '', rate: null }, problems: {} });
    // a read-only amount sent back with the form is not the write's: left as shown
    expect(takeAmounts([{ path: 'total', money: true, isEditable: false }], { total: 'Rs 5.00' }, labelOf)).toEqual({
      params: { total: 'Rs 5.00' },
      problems: {},
    });
  });

  it("refuses each bad amount on its field, with the field's label", () => {
    const { problems } = takeAmounts(properties, { price: '12.999', adjust: 'lots', rate: '-20' }, labelOf);
    expect(problems).toEqual({
      price: 'Selling price must be an amount in rupees with at most two decimals, e.g. 12,999.50',
      adjust: 'Adjust must be an amount in rupees with at most two decimals, e.g. 12,999.50',
      rate: 'Rate must be a percent with at most two decimals, e.g. 12.5',
    });
    expect(takeAmounts(properties, { price: '-1' }, labelOf).problems).toEqual({ price: 'Selling price cannot be negative' });
  });
});
