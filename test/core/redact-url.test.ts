import { redactUrl } from '../../core/log/redact-url.js';
import { maskReturnTokens } from '../../plugins/payments/return-token.js';

describe('redactUrl: what the request log keeps of a URL', () => {
  const token = 'Qm9vdHN0cmFwLXRva2VuLW9mLTQzLWNoYXJzLWxvbmc';
  const id = '0192f1a2-7b3c-7def-8123-456789abcdef';

  it('replaces a token-shaped path segment and keeps ids and words', () => {
    expect(redactUrl(`/api/payments/gateway/return/${id}/${token}/success?data=eyJ4IjoxfQ==`)).toBe(
      `/api/payments/gateway/return/${id}/[redacted]/success?data=eyJ4IjoxfQ==`,
    );
    expect(redactUrl('/api/mobile/products/some-long-product-slug-with-words')).toBe('/api/mobile/products/some-long-product-slug-with-words');
  });

  it('replaces the values of query parameters named like secrets, whatever their shape', () => {
    expect(redactUrl('/api/newsletter/confirm?token=abc&page=2')).toBe('/api/newsletter/confirm?token=[redacted]&page=2');
    expect(redactUrl('/x?resetCode=1&signature=zz&q=phone')).toBe('/x?resetCode=[redacted]&signature=[redacted]&q=phone');
    expect(redactUrl('/x?%74oken=secret')).toBe('/x?%74oken=[redacted]');
  });

  it('leaves a URL without secrets as it is', () => {
    expect(redactUrl(`/api/orders/${id}?page=1&size=20`)).toBe(`/api/orders/${id}?page=1&size=20`);
  });

  it('replaces a declared secret segment whatever its shape (payments declares its return token), in the log and in a stored answer alike', () => {
    const lowerCase = 'abcdefghijklmnopqrstuvwxyz0123456789_-abcde'; // a token the shape rule would keep
    const url = `/api/payments/gateway/return/${id}/${lowerCase}/failure`;
    expect(redactUrl(url)).toBe(`/api/payments/gateway/return/${id}/[redacted]/failure`);
    expect(maskReturnTokens(`https://shop.example${url}`)).toBe(`https://shop.example/api/payments/gateway/return/${id}/[redacted]/failure`);
  });
});
