import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { parseFault } from './faults.js';
import { Gateway, type Outcome, type PayResult } from './gateway.js';
import { errorPage, paymentPage, resultPage } from './pages.js';
import { ReturnReplayer } from './returns.js';

export const FORM_PATH = '/api/epay/main/v2/form';
export const STATUS_PATH = '/api/epay/transaction/status/';
const PAGE_ACTIONS = '/api/epay/main/v2';
const MAX_BODY = 64 * 1024;

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The simulator's HTTP face: ePay's form, page actions and status API, plus the test controls under /__control. */
export class SimulatorServer {
  readonly server: http.Server;
  readonly replayer = new ReturnReplayer();
  private readonly statusTimers = new Set<NodeJS.Timeout>();

  /** `resultPath`: where the stand-in for the storefront's result page is served (PAYMENT_RESULT_PATH's default) */
  constructor(
    readonly gateway: Gateway,
    private readonly resultPath = '/payment/result',
  ) {
    this.server = http.createServer((req, res) => {
      this.route(req, res).catch((e: unknown) => {
        const status = e instanceof HttpError ? e.status : 500;
        const message = e instanceof HttpError ? e.message : 'internal error';
        if (res.headersSent) res.destroy();
        // the ePay-facing pages answer HTML as the real gateway does; the controls answer JSON
        else if (req.url?.startsWith('/api/epay/main/')) sendHtml(res, status, errorPage(message));
        else sendJson(res, status, { error: message });
      });
    });
  }

  /** Pay or Fail, whether clicked in the page or asked by a control: the redirect, and a duplicate when faulted. */
  choose(uuid: string, choice: 'pay' | 'fail'): Outcome<PayResult> {
    const outcome = choice === 'pay' ? this.gateway.pay(uuid) : this.gateway.fail(uuid);
    if (outcome.ok && outcome.value.duplicateAfterMs !== null) {
      this.replayer.later(this.gateway.find(uuid)!, outcome.value.location, outcome.value.duplicateAfterMs);
    }
    return outcome;
  }

  async close(): Promise<void> {
    for (const t of this.statusTimers) clearTimeout(t);
    this.statusTimers.clear();
    await this.replayer.close();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://simulator');
    const path = url.pathname;
    const method = req.method ?? 'GET';

    if (path === FORM_PATH && method === 'POST') {
      const outcome = this.gateway.submitForm(await readForm(req));
      if (!outcome.ok) return sendHtml(res, outcome.httpStatus, errorPage(outcome.reason));
      return sendHtml(res, 200, paymentPage(outcome.value, PAGE_ACTIONS));
    }
    const pageAction = /^\/api\/epay\/main\/v2\/(pay|fail)$/.exec(path);
    if (pageAction && method === 'POST') {
      const uuid = (await readForm(req)).get('transaction_uuid') ?? '';
      const outcome = this.choose(uuid, pageAction[1] as 'pay' | 'fail');
      if (!outcome.ok) return sendHtml(res, outcome.httpStatus, errorPage(outcome.reason));
      res.writeHead(302, { location: outcome.value.location }).end();
      return;
    }
    if ((path === STATUS_PATH || path === STATUS_PATH.slice(0, -1)) && method === 'GET') {
      return this.answerStatus(url.searchParams, res);
    }
    if (path === this.resultPath && method === 'GET') return sendHtml(res, 200, resultPage(url.searchParams));
    if (path.startsWith('/__control/')) return this.control(method, path.slice('/__control'.length), req, res);
    sendJson(res, 404, { error: `no route ${method} ${path}` });
  }

  private answerStatus(query: URLSearchParams, res: ServerResponse): void {
    const answer = this.gateway.status(query);
    const send = () => {
      if (res.destroyed) return;
      res.writeHead(answer.httpStatus, { 'content-type': 'application/json' }).end(answer.body);
    };
    if (answer.delayMs === 0) return send();
    const timer = setTimeout(() => {
      this.statusTimers.delete(timer);
      send();
    }, answer.delayMs);
    this.statusTimers.add(timer);
    res.on('close', () => {
      clearTimeout(timer);
      this.statusTimers.delete(timer);
    });
  }

  private async control(method: string, path: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const g = this.gateway;
    if (path === '/faults' && method === 'POST') {
      const body = await readJson(req);
      const uuid = body.transactionUuid;
      if (typeof uuid !== 'string' || uuid === '') throw new HttpError(400, 'transactionUuid is required');
      const fault = parseFault(body);
      if (typeof fault === 'string') throw new HttpError(400, fault);
      g.setFault(uuid, fault);
      return sendJson(res, 200, { transactionUuid: uuid, faults: g.faultsOf(uuid) });
    }
    const clear = /^\/faults\/([^/]+)$/.exec(path);
    if (clear && method === 'DELETE') {
      g.clearFaults(decodeURIComponent(clear[1]));
      return sendJson(res, 200, { transactionUuid: decodeURIComponent(clear[1]), faults: [] });
    }
    if (path === '/reset' && method === 'POST') {
      g.reset();
      return sendJson(res, 200, { reset: true });
    }
    const tx = /^\/transactions\/([^/]+)(?:\/([a-z-]+))?$/.exec(path);
    if (!tx) throw new HttpError(404, `no control ${method} ${path}`);
    const uuid = decodeURIComponent(tx[1]);
    const action = tx[2];
    if (!action && method === 'GET') {
      const found = g.find(uuid);
      if (!found) throw new HttpError(404, 'unknown transaction');
      return sendJson(res, 200, g.view(found));
    }
    if (method !== 'POST') throw new HttpError(404, `no control ${method} ${path}`);
    switch (action) {
      case 'pay':
      case 'fail': {
        const outcome = this.choose(uuid, action);
        if (!outcome.ok) throw new HttpError(outcome.httpStatus, outcome.reason);
        return sendJson(res, 200, { location: outcome.value.location });
      }
      case 'release':
        return sendOutcome(res, g.release(uuid));
      case 'refund': {
        const body = await readJson(req);
        if (body.amount !== undefined && typeof body.amount !== 'string') throw new HttpError(400, 'amount must be a decimal string');
        return sendOutcome(res, g.refund(uuid, body.amount as string | undefined));
      }
      case 'replay-return': {
        const found = g.find(uuid);
        if (!found) throw new HttpError(404, 'unknown transaction');
        if (!found.lastReturn) throw new HttpError(409, 'no return was sent yet');
        const delivered = await this.replayer.deliver(found, found.lastReturn, 'replay');
        return sendJson(res, 200, { location: found.lastReturn, ...delivered });
      }
      default:
        throw new HttpError(404, `no control ${method} ${path}`);
    }
  }
}

function sendOutcome(res: ServerResponse, outcome: Outcome<unknown>): void {
  if (!outcome.ok) throw new HttpError(outcome.httpStatus, outcome.reason);
  sendJson(res, 200, outcome.value);
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(html);
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new HttpError(413, 'body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') throw new HttpError(415, 'the form must be application/x-www-form-urlencoded');
  return new URLSearchParams(await readBody(req));
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readBody(req);
  if (text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // refused below
  }
  throw new HttpError(400, 'the body must be a JSON object');
}
