import { pino, type Logger } from 'pino';

let root: Logger = pino({ level: process.env.LOG_LEVEL ?? 'info' });

export function configureLogger(level: string): Logger {
  root = pino({ level, redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.refreshToken'] });
  return root;
}

export function logger(): Logger {
  return root;
}
