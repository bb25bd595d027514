import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { AppError } from './app-error.js';
import { errorBody } from './error-handler.js';

/** What Node's parser refused, as the client would want to read it. */
function answerFor(code: string | undefined): AppError {
  if (code === 'HPE_HEADER_OVERFLOW') return new AppError(431, 'HEADERS_TOO_LARGE', 'The request line or headers are too large');
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return new AppError(408, 'REQUEST_TIMEOUT', 'The request took too long to arrive');
  if (code === 'HPE_INVALID_METHOD') return new AppError(400, 'BAD_REQUEST', 'Unknown HTTP method');
  return new AppError(400, 'BAD_REQUEST', 'The request could not be parsed');
}

/**
 * Requests Node's HTTP parser refuses never reach express (a 1 MiB query string, an unknown method, a
 * malformed request line); by default Node answers them with an empty body. Answer them in the error body.
 */
export function answerParserErrors(server: Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const e = answerFor(err.code);
    const body = JSON.stringify(errorBody(e));
    socket.end(
      `HTTP/1.1 ${e.statusCode} ${STATUS_CODES[e.statusCode]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  });
}
