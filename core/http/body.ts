import type { RequestHandler } from 'express';
import { CommonErrors } from './app-error.js';

/**
 * Every JSON body of the API is an object: a top-level array is refused here. Also tells
 * routing-controllers the body is parsed (body-parser 2 no longer marks it), so it is not read twice.
 */
export const jsonObjectBodies: RequestHandler = (req, _res, next) => {
  if (req.body === undefined) return next();
  (req as any)._body = true;
  if (Array.isArray(req.body)) {
    return next(CommonErrors.VALIDATION_FAILED([{ field: 'body', problems: ['the body must be a JSON object'] }], 'Validation failed: body'));
  }
  next();
};
