import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '../../config/index.js';
import { buildEpayForm, REQUEST_SIGNED_FIELDS } from '../../plugins/payments/gateway/epay-form.js';
import { hasValidSignature, hmacBase64, signedMessage, signFields } from '../../plugins/payments/gateway/epay-signature.js';
import { decodeReturnData } from '../../plugins/payments/gateway/return-data.js';
import { formatRupees, parseRupees, rawJsonNumber } from '../../plugins/payments/gateway/rupees.js';
import { readStatusBody } from '../../plugins/payments/gateway/status-check.js';
import { hashReturnToken, returnTokenMatches, returnTokenOf, setReturnTokenKey } from '../../plugins/payments/return-token.js';
import { redact } from '../../plugins/payments/timeline.js';

const SECRET = '8gBm/:&EnhH.1/q';

describe('ePay v2 signer', () => {
  it('reproduces the published test vector', () => {
    expect(hmacBase64(SECRET, 'total_amount=110,transaction_uuid=241028,product_code=EPAYTEST')).toBe('i94zsd3oXF6ZsSr/kGqT4sSzYQzjj1W/waxjWyRwaME=');
    expect(signFields(SECRET, { total_amount: '110', transaction_uuid: '241028', product_code: 'EPAYTEST' }, REQUEST_SIGNED_FIELDS)).toBe(
      'i94zsd3oXF6ZsSr/kGqT4sSzYQzjj1W/waxjWyRwaME=',
    );
  });

  it('builds the message in signed_field_names order from the raw strings', () => {
    expect(signedMessage({ b: '1000.0', a: 'x' }, 'b,a')).toBe('b=1000.0,a=x');
    expect(signedMessage({ a: 'x' }, 'a,missing')).toBeUndefined();
  });

  it('accepts a return signed over the fields it declares, refuses tampering and a narrower field set', () => {
    const data: Record<string, string> = {
      transaction_code: '000AWEO',
      status: 'COMPLETE',
      total_amount: '1000.0',
      transaction_uuid: 'abc-1',
      product_code: 'EPAYTEST',
      signed_field_names: 'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names',
    };
    data.signature = signFields(SECRET, data, data.signed_field_names);
    const required = ['status', 'total_amount', 'transaction_uuid', 'product_code'];
    expect(hasValidSignature(SECRET, data, required)).toBe(true);
    expect(hasValidSignature(SECRET, { ...data, total_amount: '1000' }, required)).toBe(false); // reformatted: the HMAC breaks
    expect(hasValidSignature(SECRET, { ...data, status: 'PENDING' }, required)).toBe(false);
    expect(hasValidSignature('another secret', data, required)).toBe(false);
    const narrow: Record<string, string> = { ...data, signed_field_names: 'transaction_code,signed_field_names' };
    narrow.signature = signFields(SECRET, narrow, narrow.signed_field_names);
    expect(hasValidSignature(SECRET, narrow, required)).toBe(false);
  });

  it('builds the form: seven spec names plus ePay extras, rupee strings, signature over total_amount,transaction_uuid,product_code', () => {
    const f = buildEpayForm({
      secret: SECRET,
      productCode: 'EPAYTEST',
      amount: 123456,
      transactionUuid: '0190a-b',
      successUrl: 'https://s',
      failureUrl: 'https://f',
    });
    expect(Object.keys(f).sort()).toEqual([
      'amount',
      'failure_url',
      'product_code',
      'product_delivery_charge',
      'product_service_charge',
      'signature',
      'signed_field_names',
      'success_url',
      'tax_amount',
      'total_amount',
      'transaction_uuid',
    ]);
    expect(f).toMatchObject({
      amount: '1234.56',
      total_amount: '1234.56',
      tax_amount: '0',
      product_service_charge: '0',
      product_delivery_charge: '0',
      signed_field_names: 'total_amount,transaction_uuid,product_code',
    });
    expect(f.signature).toBe(hmacBase64(SECRET, 'total_amount=1234.56,transaction_uuid=0190a-b,product_code=EPAYTEST'));
    expect(() => buildEpayForm({ secret: SECRET, productCode: 'P', amount: 1, transactionUuid: 'a_b', successUrl: '', failureUrl: '' })).toThrow(
      /letters, digits and hyphens/,
    );
  });
});

describe('rupee amounts', () => {
  it('formats minor units as rupees with no needless zeros', () => {
    expect(formatRupees(123456)).toBe('1234.56');
    expect(formatRupees(100000)).toBe('1000');
    expect(formatRupees(150)).toBe('1.5');
    expect(formatRupees(5)).toBe('0.05');
    expect(formatRupees(0)).toBe('0');
    expect(formatRupees(9007199254740991)).toBe('90071992547409.91');
    expect(() => formatRupees(1.5)).toThrow();
    expect(() => formatRupees(-1)).toThrow();
  });

  it('parses returned amounts exactly, never through a float', () => {
    expect(parseRupees('1000.0')).toBe(100000);
    expect(parseRupees('1000')).toBe(100000);
    expect(parseRupees('1234.56')).toBe(123456);
    expect(parseRupees('0.1')).toBe(10);
    expect(parseRupees('1234.5600')).toBe(123456);
    expect(parseRupees('90071992547409.91')).toBe(9007199254740991);
    for (const bad of ['1234.567', '-1', '1e3', '', 'abc', '01', '1.', '.5', '90071992547409.92']) expect(parseRupees(bad)).toBeUndefined();
  });

  it('reads a JSON number as its literal text', () => {
    expect(rawJsonNumber('{"total_amount": 1000.0, "x": 1}', 'total_amount')).toBe('1000.0');
    expect(rawJsonNumber('{"total_amount":"1000.0"}', 'total_amount')).toBe('1000.0');
    expect(rawJsonNumber('{"other":1}', 'total_amount')).toBeUndefined();
  });
});

describe('gateway answers', () => {
  it('decodes a return data blob keeping numbers as sent', () => {
    const b64 = Buffer.from('{"status":"COMPLETE","total_amount":1000.0,"transaction_uuid":"u-1"}').toString('base64');
    expect(decodeReturnData(b64)).toEqual({ status: 'COMPLETE', total_amount: '1000.0', transaction_uuid: 'u-1' });
    expect(decodeReturnData('not base64 !!')).toBeUndefined();
    expect(decodeReturnData(Buffer.from('[1,2]').toString('base64'))).toBeUndefined();
    expect(decodeReturnData(undefined)).toBeUndefined();
  });

  it('reads the status API: statuses, exact amounts, the outage body as no answer', () => {
    const ok = readStatusBody('{"product_code":"EPAYTEST","transaction_uuid":"u-1","total_amount":1000.0,"status":"COMPLETE","ref_id":"R1"}');
    expect(ok).toMatchObject({ status: 'COMPLETE', totalAmount: 100000, totalAmountText: '1000.0', productCode: 'EPAYTEST', refId: 'R1', problem: null });
    expect(readStatusBody('{"code":0,"error_message":"Service is currently unavailable"}')).toMatchObject({ status: 'NO_ANSWER' });
    expect(readStatusBody('{"status":"WHATEVER"}').status).toBe('NO_ANSWER');
    expect(readStatusBody('<html>').status).toBe('NO_ANSWER');
  });
});

describe('return tokens and redaction', () => {
  it('derives one 256-bit token per attempt from both secrets, keeps only its SHA-256 and matches it in constant time', () => {
    const [id1, id2] = ['0190aaaa-bbbb-7ccc-8ddd-eeeeeeeeeeee', '0190aaaa-bbbb-7ccc-8ddd-ffffffffffff'];
    setReturnTokenKey('deployment-secret-1', SECRET);
    const a = returnTokenOf(id1);
    const b = returnTokenOf(id2);
    expect(returnTokenOf(id1.toUpperCase())).toEqual(a);
    expect(a.token).not.toBe(b.token);
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a.token, 'base64url')).toHaveLength(32);
    expect(a.hash).toBe(hashReturnToken(a.token));
    expect(returnTokenMatches(a.token, a.hash)).toBe(true);
    expect(returnTokenMatches(b.token, a.hash)).toBe(false);
    expect(returnTokenMatches('short', a.hash)).toBe(false);
    expect(returnTokenMatches(a.token, null)).toBe(false);
    // either secret alone changes every token
    setReturnTokenKey('deployment-secret-2', SECRET);
    expect(returnTokenOf(id1).token).not.toBe(a.token);
    setReturnTokenKey('deployment-secret-1', 'another gateway key');
    expect(returnTokenOf(id1).token).not.toBe(a.token);
  });

  it('drops signatures, tokens and secrets and masks the token in return URLs', () => {
    const out = redact({
      fields: {
        signature: 'abc',
        signed_field_names: 'a,b',
        success_url: 'http://x/api/payments/gateway/return/0190aaaa-bbbb-7ccc-8ddd-eeeeeeeeeeee/SECRET_TOKEN_abc/success',
      },
      token: 't',
    });
    expect(JSON.stringify(out)).not.toMatch(/SECRET_TOKEN|"abc"|"t"/);
    expect(out).toMatchObject({ fields: { signed_field_names: 'a,b' }, redacted: ['fields.signature', 'token'] });
  });
});

describe('gateway configuration', () => {
  const all = {
    PAYMENT_GATEWAY_URL: 'https://rc-epay.esewa.com.np/api/epay/main/v2/form',
    PAYMENT_GATEWAY_STATUS_URL: 'https://rc.esewa.com.np/api/epay/transaction/status/',
    PAYMENT_GATEWAY_PRODUCT_CODE: 'EPAYTEST',
    PAYMENT_GATEWAY_SECRET: SECRET,
  };

  it('is off with none of the four, on with all four', () => {
    expect(loadConfig({}).paymentGateway).toBeUndefined();
    expect(loadConfig(all).paymentGateway).toMatchObject({ formUrl: all.PAYMENT_GATEWAY_URL, productCode: 'EPAYTEST', secret: SECRET, timeoutMs: 10000 });
    expect(loadConfig({}).paymentResultPath).toBe('/payment/result');
  });

  it('stops start-up when partly set, naming the missing ones', () => {
    expect(() => loadConfig({ PAYMENT_GATEWAY_URL: all.PAYMENT_GATEWAY_URL, PAYMENT_GATEWAY_SECRET: SECRET })).toThrow(
      /PAYMENT_GATEWAY_STATUS_URL, PAYMENT_GATEWAY_PRODUCT_CODE are required/,
    );
    expect(() => loadConfig({ ...all, PAYMENT_GATEWAY_SECRET: '' })).toThrow(/PAYMENT_GATEWAY_SECRET is required/);
    expect(() => loadConfig({ ...all, PAYMENT_GATEWAY_STATUS_URL: 'ftp://x' })).toThrow(/PAYMENT_GATEWAY_STATUS_URL/);
    expect(() => loadConfig({ PAYMENT_RESULT_PATH: 'no-slash' })).toThrow(/PAYMENT_RESULT_PATH/);
  });
});
