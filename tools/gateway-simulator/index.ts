import type { AddressInfo } from 'node:net';
import type { Fault } from './faults.js';
import { Gateway } from './gateway.js';
import { FORM_PATH, SimulatorServer, STATUS_PATH } from './server.js';
import type { TransactionView } from './transactions.js';

export { EPAY_STATUSES, FAULT_NAMES, type EpayStatus, type Fault, type FaultName } from './faults.js';
export { epayAmount, parseRupees } from './money.js';
export { sign, signatureMessage, signFields } from './signer.js';
export type { TransactionView } from './transactions.js';

/** ePay v2's published UAT merchant and secret (the CLI's defaults). */
export const EPAY_TEST_PRODUCT_CODE = 'EPAYTEST';
export const EPAY_TEST_SECRET = '8gBm/:&EnhH.1/q';

export interface GatewaySimulatorOptions {
  /** 0 or absent: a free port the OS picks */
  port?: number;
  host?: string;
  secret: string;
  productCode: string;
  /** where the stand-in for the storefront's result page is served (default /payment/result, PAYMENT_RESULT_PATH's default) */
  resultPath?: string;
}

export interface GatewaySimulator {
  /** e.g. http://127.0.0.1:40123 */
  baseUrl: string;
  /** the stand-in for the storefront's result page: with FRONTEND_BASE_URL = baseUrl, the shop sends the browser here after a return */
  resultUrl: string;
  /** PAYMENT_GATEWAY_URL: where the shop's form posts */
  formUrl: string;
  /** PAYMENT_GATEWAY_STATUS_URL */
  statusUrl: string;
  close(): Promise<void>;
  /** one fault per kind per transaction_uuid ('*': every transaction); setting a kind again replaces it */
  setFault(transactionUuid: string, fault: Fault): void;
  clearFaults(transactionUuid: string): void;
  /** Pay / Fail pressed: the URL the browser would be redirected to (throws when the transaction cannot) */
  pay(transactionUuid: string): { location: string };
  fail(transactionUuid: string): { location: string };
  /** a delayed or ambiguous confirmation becomes COMPLETE */
  release(transactionUuid: string): TransactionView;
  /** the simulator GETs the last return URL again now (a duplicated return) */
  replayReturn(transactionUuid: string): Promise<{ location: string; httpStatus: number | null; error: string | null }>;
  /** null when the gateway never saw this transaction_uuid */
  transaction(transactionUuid: string): TransactionView | null;
  reset(): void;
}

/** Starts the simulated ePay v2 gateway as a real HTTP server. */
export async function startGatewaySimulator(opts: GatewaySimulatorOptions): Promise<GatewaySimulator> {
  const gateway = new Gateway(opts.secret, opts.productCode);
  const resultPath = opts.resultPath ?? '/payment/result';
  const sim = new SimulatorServer(gateway, resultPath);
  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    sim.server.once('error', reject);
    sim.server.listen(opts.port ?? 0, host, () => {
      sim.server.off('error', reject);
      resolve();
    });
  });
  const { port } = sim.server.address() as AddressInfo;
  const baseUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const choose = (uuid: string, choice: 'pay' | 'fail') => {
    const outcome = sim.choose(uuid, choice);
    if (!outcome.ok) throw new Error(`gateway simulator: cannot ${choice} ${uuid}: ${outcome.reason}`);
    return { location: outcome.value.location };
  };
  return {
    baseUrl,
    resultUrl: `${baseUrl}${resultPath}`,
    formUrl: `${baseUrl}${FORM_PATH}`,
    statusUrl: `${baseUrl}${STATUS_PATH}`,
    close: () => sim.close(),
    setFault: (uuid, fault) => gateway.setFault(uuid, fault),
    clearFaults: (uuid) => gateway.clearFaults(uuid),
    pay: (uuid) => choose(uuid, 'pay'),
    fail: (uuid) => choose(uuid, 'fail'),
    release(uuid) {
      const outcome = gateway.release(uuid);
      if (!outcome.ok) throw new Error(`gateway simulator: cannot release ${uuid}: ${outcome.reason}`);
      return outcome.value;
    },
    async replayReturn(uuid) {
      const tx = gateway.find(uuid);
      if (!tx?.lastReturn) throw new Error(`gateway simulator: no return was sent for ${uuid}`);
      return { location: tx.lastReturn, ...(await sim.replayer.deliver(tx, tx.lastReturn, 'replay')) };
    },
    transaction(uuid) {
      const tx = gateway.find(uuid);
      return tx ? gateway.view(tx) : null;
    },
    reset: () => gateway.reset(),
  };
}
