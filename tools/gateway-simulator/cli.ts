// `npm run gateway:simulator`: the simulated ePay v2 gateway on GATEWAY_SIMULATOR_PORT (default 9090).
import { EPAY_TEST_PRODUCT_CODE, EPAY_TEST_SECRET, startGatewaySimulator } from './index.js';

const port = Number(process.env.GATEWAY_SIMULATOR_PORT ?? 9090);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`GATEWAY_SIMULATOR_PORT must be a port number, not ${process.env.GATEWAY_SIMULATOR_PORT}`);
  process.exit(1);
}
const secret = process.env.PAYMENT_GATEWAY_SECRET || EPAY_TEST_SECRET;
const productCode = process.env.PAYMENT_GATEWAY_PRODUCT_CODE || EPAY_TEST_PRODUCT_CODE;
const host = process.env.GATEWAY_SIMULATOR_HOST || '127.0.0.1';
// the shop's PAYMENT_RESULT_PATH: the simulator serves a stand-in for the storefront's result page there
const resultPath = process.env.PAYMENT_RESULT_PATH || '/payment/result';
// a storefront of your own, if you have one; else the simulator's stand-in
const storefront = process.env.FRONTEND_BASE_URL?.replace(/\/+$/, '');

const sim = await startGatewaySimulator({ port, host, secret, productCode, resultPath });
// before anything is printed: whoever reads the exports may stop it at once
const stop = () => {
  void sim.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
const frontend = storefront || sim.baseUrl;
const quote = (v: string) => `'${v.replace(/'/g, `'\\''`)}'`;
console.log(`eSewa ePay v2 simulator listening on ${sim.baseUrl} (controls under ${sim.baseUrl}/__control)`);
console.log('Export these for the shop, then start it (npm start) in that shell:');
console.log(`export PAYMENT_GATEWAY_URL=${quote(sim.formUrl)}`);
console.log(`export PAYMENT_GATEWAY_STATUS_URL=${quote(sim.statusUrl)}`);
console.log(`export PAYMENT_GATEWAY_PRODUCT_CODE=${quote(productCode)}`);
console.log(`export PAYMENT_GATEWAY_SECRET=${quote(secret)}`);
console.log(`export FRONTEND_BASE_URL=${quote(frontend)}`);
console.log('Where the browser goes:');
console.log(`  1. the shop's signed form is posted to ${sim.formUrl}: the payment page, with Pay and Fail`);
console.log(`  2. Pay or Fail redirects to the form's success_url or failure_url: the shop's return route, {PUBLIC_BASE_URL}/api/payments/gateway/return/...`);
console.log(`  3. the shop checks the payment and redirects (303) to {FRONTEND_BASE_URL}${resultPath}?status=&payment=&checkout=`);
console.log(
  storefront
    ? `     = ${storefront}${resultPath}: your storefront's result page (FRONTEND_BASE_URL as set)`
    : `     = ${sim.resultUrl}: this simulator's stand-in for a storefront's result page (set FRONTEND_BASE_URL to your storefront instead)`,
);
