import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { constraintViolation } from '../db/constraint-errors.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { AppError, CommonErrors } from './app-error.js';
import { flattenValidationErrors, validationMessage } from './validation-details.js';

/** Seconds a client is told to wait (Retry-After) when the database is out of reach. */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** Any thrown value as the AppError it is answered with. */
export function appErrorOf(err: any): AppError {
  if (err instanceof AppError) return err;
  if (isDatabaseUnavailable(err)) return CommonErrors.SERVICE_UNAVAILABLE();
  // routing-controllers wraps class-validator failures in a BadRequestError with `errors`
  if (Array.isArray(err?.errors) && err.errors.length && err.errors.every((e: any) => e && typeof e === 'object' && 'property' in e)) {
    const problems = flattenValidationErrors(err.errors);
    return CommonErrors.VALIDATION_FAILED(problems, validationMessage(problems));
  }
  if (err?.type === 'entity.parse.failed') return CommonErrors.MALFORMED_JSON();
  if (err?.name === 'ParamRequiredError') {
    // routing-controllers: 'Parameter "q" is required for request on GET /...' (or a missing body)
    const field = /"([^"]+)"/.exec(String(err.message))?.[1] ?? 'body';
    const problems = [{ field, problems: [`${field} is required`] }];
    return CommonErrors.VALIDATION_FAILED(problems, validationMessage(problems));
  }
  if (err?.name === 'ParamNormalizationError') {
    // routing-controllers could not parse a typed query/path parameter ("Given parameter page is invalid...")
    const field = /parameter (\S+) is invalid/.exec(String(err.message))?.[1] ?? 'parameter';
    const problems = [{ field, problems: [`${field} has the wrong type`] }];
    return CommonErrors.VALIDATION_FAILED(problems, validationMessage(problems));
  }
  if (err?.type === 'entity.too.large') return CommonErrors.PAYLOAD_TOO_LARGE();
  if (err?.type === 'encoding.unsupported' || err?.type === 'charset.unsupported') return CommonErrors.UNSUPPORTED_MEDIA_TYPE();
  const fromDatabase = constraintViolation(err);
  if (fromDatabase) return fromDatabase;
  const status = Number(err?.httpCode ?? err?.status ?? err?.statusCode);
  if (status >= 400 && status < 500) {
    // routing-controllers' own HTTP errors (param parsing, missing body...) are client errors
    const code = status === 401 ? 'UNAUTHORIZED' : status === 403 ? 'FORBIDDEN' : status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST';
    const message = typeof err?.message === 'string' && err.message && !/\n/.test(err.message) ? err.message : 'Bad request';
    return new AppError(status, code, message);
  }
  return CommonErrors.INTERNAL();
}

export function errorBody(e: AppError) {
  const body: Record<string, unknown> = { statusCode: e.statusCode, errorCode: e.errorCode, message: e.message };
  if (e.details !== undefined) body.details = e.details;
  return body;
}

/** The one place errors become responses: spec error body, never a stack trace or SQL. */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const appError = appErrorOf(err);
  // an error nobody answered on purpose is a bug: the request logger writes it, with its stack, at error level
  if (appError.statusCode >= 500 && !(err instanceof AppError)) (res as any).err = err;
  if (res.headersSent) {
    res.end();
    return;
  }
  res.json(errorBody(answeredWith(res, appError)));
};

/** Sets the error's status on the response, with a Retry-After for a 503 (the database out of reach); returns it. */
export function answeredWith(res: Response, appError: AppError): AppError {
  if (appError.statusCode === 503 && !res.getHeader('Retry-After')) res.setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  res.status(appError.statusCode);
  return appError;
}

export const notFoundHandler: RequestHandler = (req, res) => {
  // routing-controllers calls next() after answering; nothing is left to do then
  if (res.headersSent || res.locals.responsePending) return;
  res.status(404).json(errorBody(CommonErrors.NOT_FOUND(undefined, `No route for ${req.method} ${req.path}`)));
};
