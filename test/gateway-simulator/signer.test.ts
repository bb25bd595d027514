import { epayAmount, parseRupees, sign, signatureMessage } from '../../tools/gateway-simulator/index.js';

describe('gateway simulator: ePay v2 signer and amounts', () => {
  it("reproduces ePay v2's published test vector", () => {
    const message = signatureMessage(
      { total_amount: '110', transaction_uuid: '241028', product_code: 'EPAYTEST' },
      'total_amount,transaction_uuid,product_code',
    );
    expect(message).toBe('total_amount=110,transaction_uuid=241028,product_code=EPAYTEST');
    expect(sign('8gBm/:&EnhH.1/q', message)).toBe('i94zsd3oXF6ZsSr/kGqT4sSzYQzjj1W/waxjWyRwaME=');
  });

  it('builds the message in the order signed_field_names declares', () => {
    expect(signatureMessage({ a: '1', b: '2' }, 'b,a')).toBe('b=2,a=1');
  });

  it('parses rupee strings exactly as paisa and refuses anything else', () => {
    expect(parseRupees('1234.56')).toBe(123456n);
    expect(parseRupees('1000')).toBe(100000n);
    expect(parseRupees('1000.0')).toBe(100000n);
    expect(parseRupees('0.1')).toBe(10n);
    for (const bad of ['', '-1', '1.234', '1e3', ' 1', '1,000', '.5', '0x10']) expect(parseRupees(bad)).toBeNull();
  });

  it('writes amounts back the way ePay does (1000.0)', () => {
    expect(epayAmount(100000n)).toBe('1000.0');
    expect(epayAmount(123456n)).toBe('1234.56');
    expect(epayAmount(1250n)).toBe('12.5');
    expect(epayAmount(5n)).toBe('0.05');
  });
});
