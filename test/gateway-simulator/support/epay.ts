import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** ePay's UAT merchant; the tests sign with node:crypto directly, not with the simulator's signer. */
export const SECRET = '8gBm/:&EnhH.1/q';
export const PRODUCT_CODE = 'EPAYTEST';

export const hmac = (secret: string, message: string): string => createHmac('sha256', secret).update(message).digest('base64');

export type Form = Record<string, string>;

/** A form as the shop would post it, signed over signed_field_names (default the three ePay requires). */
export function signedForm(overrides: Form = {}, secret = SECRET): Form {
  const form: Form = {
    amount: '900',
    tax_amount: '100',
    total_amount: '1000',
    transaction_uuid: `t-${randomUUID()}`,
    product_code: PRODUCT_CODE,
    product_service_charge: '0',
    product_delivery_charge: '0',
    success_url: 'http://127.0.0.1:9/return/success',
    failure_url: 'http://127.0.0.1:9/return/failure',
    signed_field_names: 'total_amount,transaction_uuid,product_code',
    ...overrides,
  };
  const message = form.signed_field_names
    .split(',')
    .map((n) => `${n}=${form[n]}`)
    .join(',');
  return { ...form, signature: hmac(secret, message) };
}

export async function postForm(formUrl: string, form: Form | URLSearchParams): Promise<{ status: number; html: string }> {
  const body = form instanceof URLSearchParams ? form : new URLSearchParams(form);
  const res = await fetch(formUrl, { method: 'POST', body, redirect: 'manual' });
  return { status: res.status, html: await res.text() };
}

export interface ReturnData {
  transaction_code: string;
  status: string;
  total_amount: string;
  transaction_uuid: string;
  product_code: string;
  signed_field_names: string;
  signature: string;
}

/** The base64 JSON `data` of a return URL, and whether its signature verifies over the raw strings received. */
export function readReturn(location: string, secret = SECRET): { url: URL; data: ReturnData; signatureValid: boolean } {
  const url = new URL(location);
  const raw = url.searchParams.get('data');
  if (!raw) throw new Error(`no data in ${location}`);
  const data = JSON.parse(Buffer.from(raw, 'base64').toString('utf8')) as ReturnData;
  const fields = data as unknown as Record<string, string>;
  const message = data.signed_field_names
    .split(',')
    .map((n) => `${n}=${fields[n]}`)
    .join(',');
  return { url, data, signatureValid: hmac(secret, message) === data.signature };
}

export async function control(baseUrl: string, path: string, body?: unknown, method = 'POST'): Promise<{ status: number; json: any }> {
  const res = await fetch(`${baseUrl}/__control${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: await res.json() };
}

export async function statusOf(statusUrl: string, q: { transaction_uuid: string; total_amount?: string; product_code?: string }, signal?: AbortSignal) {
  const params = new URLSearchParams({
    product_code: q.product_code ?? PRODUCT_CODE,
    total_amount: q.total_amount ?? '1000',
    transaction_uuid: q.transaction_uuid,
  });
  const res = await fetch(`${statusUrl}?${params}`, signal ? { signal } : {});
  return { status: res.status, text: await res.text() };
}

/** A stand-in for the shop's return routes: records every GET it receives. */
export async function startReturnRecorder(): Promise<{ base: string; hits: string[]; close(): Promise<void> }> {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'text/html' }).end('<h1 id="landed">returned</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Polls until `check` holds (no sleeps where a condition can be awaited). */
export async function waitFor(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}
