import type { Response } from 'express';
import { defineError, type AppError } from '../core/http/app-error.js';
import { errorBody } from '../core/http/error-handler.js';

/** The panel's own refusals (the spec covers the HTTP API only; see docs/decisions.md, Hostile input). */
export const PanelErrors = {
  /** a state-changing request from a page of another origin (Origin, or Referer, is not PUBLIC_BASE_URL's) */
  CROSS_ORIGIN: defineError(403, 'ADMIN_PANEL_CROSS_ORIGIN', 'The request does not come from the admin panel'),
  /** a state-changing request without the session's CSRF token */
  CSRF_TOKEN_INVALID: defineError(403, 'ADMIN_PANEL_CSRF_TOKEN_INVALID', 'The request carries no valid CSRF token; reload the page'),
  METHOD_NOT_ALLOWED: defineError(405, 'METHOD_NOT_ALLOWED', 'This method is not allowed here'),
  NO_SUCH_ACTION: defineError(404, 'NOT_FOUND', 'No such admin panel action'),
};

/** Answers a refused panel request in the API's error body. */
export function refuse(res: Response, e: AppError): void {
  res.status(e.statusCode).json(errorBody(e));
}
