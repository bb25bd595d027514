/** An error with a spec error code; the error handler turns it into the error body. */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly errorCode: string,
    message: string,
    public readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export interface ErrorDef {
  statusCode: number;
  errorCode: string;
  message: string;
}

/** Declares an error once so routes can both throw it and list it in the OpenAPI document. */
export function defineError(statusCode: number, errorCode: string, message: string) {
  const def: ErrorDef & { (details?: unknown, message?: string): AppError } = Object.assign(
    (details?: unknown, msg?: string) => new AppError(statusCode, errorCode, msg ?? message, details),
    { statusCode, errorCode, message },
  );
  return def;
}

export const CommonErrors = {
  VALIDATION_FAILED: defineError(400, 'VALIDATION_FAILED', 'The request is invalid'),
  MALFORMED_JSON: defineError(400, 'MALFORMED_JSON', 'The request body is not valid JSON'),
  UNAUTHORIZED: defineError(401, 'UNAUTHORIZED', 'Authentication is required'),
  FORBIDDEN: defineError(403, 'FORBIDDEN', 'You do not have permission to do this'),
  NOT_FOUND: defineError(404, 'NOT_FOUND', 'Route not found'),
  CONFLICT: defineError(409, 'CONFLICT', 'The request conflicts with the current state of the data'),
  PAYLOAD_TOO_LARGE: defineError(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large'),
  UNSUPPORTED_MEDIA_TYPE: defineError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type'),
  RATE_LIMITED: defineError(429, 'RATE_LIMITED', 'Too many requests, try again later'),
  INTERNAL: defineError(500, 'INTERNAL_ERROR', 'Something went wrong'),
  SERVICE_UNAVAILABLE: defineError(503, 'SERVICE_UNAVAILABLE', 'The service is briefly unavailable, try again shortly'),
  IDEMPOTENCY_KEY_REQUIRED: defineError(400, 'IDEMPOTENCY_KEY_REQUIRED', 'The Idempotency-Key header is required'),
  IDEMPOTENCY_KEY_CONFLICT: defineError(409, 'IDEMPOTENCY_KEY_CONFLICT', 'This Idempotency-Key was used with a different request'),
  IDEMPOTENCY_REQUEST_IN_PROGRESS: defineError(409, 'IDEMPOTENCY_REQUEST_IN_PROGRESS', 'A request with this Idempotency-Key is still running'),
};

/** 400 VALIDATION_FAILED for one field with one problem, in the shape the validation pipe gives. */
export function invalidField(field: string, problem: string): AppError {
  return CommonErrors.VALIDATION_FAILED([{ field, problems: [problem] }], `Validation failed: ${field}`);
}
