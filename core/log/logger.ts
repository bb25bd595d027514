import { pino, type DestinationStream, type Logger } from 'pino';

let root: Logger = pino({ level: process.env.LOG_LEVEL ?? 'info' });

/** Sets the root logger; `destination` (default stdout) lets a test read what is written. */
export function configureLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.refreshToken'] };
  root = destination ? pino(options, destination) : pino(options);
  return root;
}

export function logger(): Logger {
  return root;
}
