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

const sim = await startGatewaySimulator({ port, host, secret, productCode });
const quote = (v: string) => `'${v.replace(/'/g, `'\\''`)}'`;
console.log(`eSewa ePay v2 simulator listening on ${sim.baseUrl} (controls under ${sim.baseUrl}/__control)`);
console.log('Export these for the shop:');
console.log(`export PAYMENT_GATEWAY_URL=${quote(sim.formUrl)}`);
console.log(`export PAYMENT_GATEWAY_STATUS_URL=${quote(sim.statusUrl)}`);
console.log(`export PAYMENT_GATEWAY_PRODUCT_CODE=${quote(productCode)}`);
console.log(`export PAYMENT_GATEWAY_SECRET=${quote(secret)}`);

const stop = () => {
  void sim.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
