import { pino, type DestinationStream, type Logger } from 'pino';
import { currentContext } from '../context/request-context.js';

/** Every line written in a request, a job or an outbox delivery carries its request id (a job's or event's id). */
const withRequestId = () => {
  const id = currentContext().requestId;
  return id ? { reqId: id } : {};
};

let root: Logger = pino({ level: process.env.LOG_LEVEL ?? 'info', mixin: withRequestId });

/** Sets the root logger; `destination` (default stdout) lets a test read what is written. */
export function configureLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, mixin: withRequestId, redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.refreshToken'] };
  root = destination ? pino(options, destination) : pino(options);
  return root;
}

export function logger(): Logger {
  return root;
}
