import type { NextFunction, Request, Response } from 'express';
import { UseAfter } from 'routing-controllers';

const ended = new WeakSet<Function>();

function endOnceAnswered(_req: Request, res: Response, next: NextFunction): void {
  if (!res.headersSent) next();
}

/**
 * routing-controllers calls next() after it has sent an action's result, so every answered request walked
 * on through each later middleware and route of the app (hundreds of path matches, the body parsers again)
 * to the 404 handler, which then found the answer sent. An after-middleware on every controller ends the
 * walk at the route that answered; a request not yet answered goes on as before.
 */
export function endRoutesOnceAnswered(controllers: Function[]): void {
  for (const controller of controllers) {
    if (ended.has(controller)) continue;
    ended.add(controller);
    UseAfter(endOnceAnswered)(controller);
  }
}
