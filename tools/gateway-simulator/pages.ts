import type { Transaction } from './transactions.js';

const escape = (s: string): string => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const page = (title: string, body: string): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title>
<style>body{font-family:sans-serif;max-width:32rem;margin:3rem auto}table{width:100%}td:last-child{text-align:right}
form{display:inline-block;margin:1rem 1rem 0 0}button{font-size:1.1rem;padding:.5rem 1.5rem}</style></head>
<body>${body}</body></html>`;

/** The payment page: plain forms posting back to the simulator (no script needed). */
export function paymentPage(tx: Transaction, basePath: string): string {
  const row = (label: string, value: string) => `<tr><td>${escape(label)}</td><td>NPR ${escape(value)}</td></tr>`;
  const choice = (action: 'pay' | 'fail', label: string) =>
    `<form method="post" action="${escape(`${basePath}/${action}`)}"><input type="hidden" name="transaction_uuid" value="${escape(tx.transactionUuid)}"><button type="submit" id="${action}">${label}</button></form>`;
  return page(
    'eSewa ePay (simulator)',
    `<h1>eSewa ePay <small>(simulator)</small></h1>
<p>Merchant product <b id="product-code">${escape(tx.productCode)}</b>, transaction <b id="transaction-uuid">${escape(tx.transactionUuid)}</b></p>
<table>${row('Amount', tx.amount)}${row('Tax', tx.taxAmount)}${row('Service charge', tx.productServiceCharge)}${row('Delivery charge', tx.productDeliveryCharge)}
<tr><th>Total</th><th id="total-amount" style="text-align:right">NPR ${escape(tx.totalAmount)}</th></tr></table>
${choice('pay', 'Pay')}${choice('fail', 'Fail')}`,
  );
}

export function errorPage(reason: string): string {
  return page('eSewa ePay: request refused', `<h1>Payment request refused</h1><p id="reason">${escape(reason)}</p>`);
}

/**
 * A stand-in for the storefront's result page (FRONTEND_BASE_URL + PAYMENT_RESULT_PATH): where the shop sends the
 * browser after a gateway return, with the result as a hint. A storefront reads the payment itself; this page says how.
 */
export function resultPage(query: URLSearchParams): string {
  const status = query.get('status') ?? '';
  const payment = query.get('payment') ?? '';
  const checkout = query.get('checkout') ?? '';
  const row = (label: string, id: string, value: string) => `<tr><td>${escape(label)}</td><td id="${id}">${escape(value || '-')}</td></tr>`;
  return page(
    'Payment result (storefront stand-in)',
    `<h1>Payment result <small>(storefront stand-in)</small></h1>
<p>The shop sent the browser here after the gateway: this is where your storefront's result page goes
(<code>FRONTEND_BASE_URL</code> + <code>PAYMENT_RESULT_PATH</code>).</p>
<table>${row('Status', 'status', status)}${row('Payment', 'payment', payment)}${row('Checkout', 'checkout', checkout)}</table>
<p>The status is a hint: a storefront reads the payment with <code>GET /api/mobile/payments/${escape(payment || '{payment}')}</code>
(as the customer) and the order with <code>GET /api/mobile/orders</code>.</p>`,
  );
}
