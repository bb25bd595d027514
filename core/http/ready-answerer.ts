import type { Request, RequestHandler, Response } from 'express';
import { actorOf, requestContextFor, runInContext } from '../context/request-context.js';
import { badInputAt } from './bad-input.js';
import type { Principal } from '../auth/principal.js';
import { sendReady, type ReadyAnswer } from './ready-read.js';
import { readyAnswer, type PolicyGate } from './route-policy.js';

/** true: answered; false: the route must run; a promise of either when something had to be waited for */
export type ReadyOutcome = boolean | Promise<boolean>;

/**
 * Answers a cached read (a ReadyRead route's GET) from ready bytes, ahead of the route (route-front.ts): the same URL
 * check as every request, the route's own admission (authentication, rate limit, permission), the precompiled query
 * check and, when the cache holds the answer, the request id and access log of every request and the ready bytes.
 * Anything else (a query the checks refuse, a refusal, a miss) is left to the route, which then answers exactly as
 * it would have (the admission is not repeated: the route reuses its outcome). `parseQuery`: the app's query parser.
 */
export function readyAnswerer(
  parseQuery: (text: string) => Record<string, unknown>,
  logRequest: RequestHandler,
): (gate: PolicyGate, params: Record<string, string>, path: string, search: string, req: Request, res: Response) => ReadyOutcome {
  return (gate, params, path, search, req, res) => {
    // the URL check of every request (bad-input.ts): anything it refuses is answered by the route's way
    if (/%00/i.test(path)) return false;
    const query = search ? parseQuery(search) : {};
    if (search && badInputAt(query)) return false;
    if (!gate.policy.ready!.valid(query)) return false;
    const send = (ready: ReadyAnswer | undefined): boolean => {
      if (!ready) return false;
      logRequest(req, res, () => {});
      sendReady(req, res, ready);
      return true;
    };
    const answerAs = (principal: Principal | null) => {
      const ready = runInContext(requestContextFor(req, actorOf(principal)), () => readyAnswer(gate.policy.ready!, req, query, params));
      return ready instanceof Promise ? ready.then(send) : send(ready);
    };
    // most cached reads: a public route, no token, nothing counted: no promise on the way
    if (gate.admitAtOnce(req) === null) return answerAs(null);
    return gate.admit(req, res).then(answerAs, () => false);
  };
}
