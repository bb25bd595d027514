/** Socket-level failures reaching PostgreSQL (the server is down, restarting or unreachable). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** SQLSTATEs of a server shutting down, starting up or out of connections; class 08 is any connection exception. */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
/** What pg says when a connection it had dies or none can be had in time (these carry no code). */
const CONNECTION_LOST = /Connection terminated|timeout exceeded when trying to connect|not queryable|Connection closed/i;

/**
 * true when an error means the database cannot be reached right now, rather than that the request or the
 * code is wrong: the request is answered 503 with a Retry-After, as readiness turns red, and a retry after
 * the outage succeeds.
 */
export function isDatabaseUnavailable(e: unknown): boolean {
  for (let err = e as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown } | undefined, depth = 0; err && depth < 4; depth++) {
    const code = typeof err.code === 'string' ? err.code : '';
    if (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || /^08/.test(code)) return true;
    if (typeof err.message === 'string' && CONNECTION_LOST.test(err.message) && !code) return true;
    err = (err.driverError ?? err.cause) as typeof err;
  }
  return false;
}
