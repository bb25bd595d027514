import express, { type RequestHandler } from 'express';
import { invalidField } from './app-error.js';
import { badInputAt, refused } from './bad-input.js';
import { MAX_BODY_DEPTH, tooDeepAt } from './json-depth.js';

const BODY_LIMIT = '1mb';

/**
 * Parses JSON and form bodies (1 MB), in one middleware that a body-less request (most reads) passes
 * at once. Every JSON body of the API is an object: a top-level array is refused, and so is one nested
 * deeper than MAX_BODY_DEPTH (the DTO transform recurses: a 1 MB body could overflow the stack), and so is
 * input no field may hold (bad-input.ts). Also tells
 * routing-controllers the body is parsed (body-parser 2 no longer marks it), so it is not read twice.
 */
export function bodyParsers(): RequestHandler {
  const json = express.json({ limit: BODY_LIMIT });
  const form = express.urlencoded({ extended: true, limit: BODY_LIMIT });
  return (req, res, next) => {
    if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined) return next();
    json(req, res, (err?: unknown) => {
      if (err) return next(err);
      form(req, res, (err2?: unknown) => {
        if (err2) return next(err2);
        if (req.body === undefined) return next();
        (req as { _body?: boolean })._body = true;
        if (Array.isArray(req.body)) {
          return next(invalidField('body', 'the body must be a JSON object'));
        }
        const deep = tooDeepAt(req.body);
        if (deep) {
          const field = deep[0];
          return next(invalidField(field, `${field} nests deeper than ${MAX_BODY_DEPTH} levels`));
        }
        const bad = typeof req.body === 'object' && req.body !== null ? badInputAt(req.body) : undefined;
        if (bad) return next(refused(bad));
        next();
      });
    });
  };
}
