import path from 'node:path';
import { ConfigError } from './config-error.js';
import { bool, Env, int, list, oneOf, str, url } from './readers.js';

export { ConfigError } from './config-error.js';

export type Role = 'api' | 'worker' | 'all';

export interface S3Config {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region: string;
}

export interface Config {
  port: number;
  databaseUrl?: string;
  embeddedPgPort: number;
  dataDir: string;
  redisUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  publicBaseUrl: string;
  /** undefined means every plugin */
  plugins?: string[];
  role: Role;
  s3?: S3Config;
  superadmin?: { email: string; password: string };
  rateLimits: boolean;
  jwtSecret?: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  logLevel: string;
  uploadMaxFileSizeMb: number;
  adminCookieSecret?: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Reads and validates every variable; throws ConfigError naming the first bad one. */
export function loadConfig(env: Env = process.env): Config {
  const dataDir = path.resolve(str(env, 'DATA_DIR', './data')!);
  const port = int(env, 'PORT', 3000, 0, 65535);
  const s3Endpoint = url(env, 'S3_ENDPOINT', ['http', 'https']);
  let s3: S3Config | undefined;
  if (s3Endpoint) {
    const need = (name: string) => {
      const v = str(env, name);
      if (!v) throw new ConfigError(name, 'is required when S3_ENDPOINT is set');
      return v;
    };
    s3 = {
      endpoint: s3Endpoint,
      accessKey: need('S3_ACCESS_KEY'),
      secretKey: need('S3_SECRET_KEY'),
      bucket: need('S3_BUCKET'),
      region: str(env, 'S3_REGION', 'us-east-1')!,
    };
  }
  const superEmail = str(env, 'SUPERADMIN_EMAIL');
  const superPassword = str(env, 'SUPERADMIN_PASSWORD');
  if (superEmail && !EMAIL.test(superEmail)) throw new ConfigError('SUPERADMIN_EMAIL', 'must be an email address');
  if (superEmail && !superPassword) throw new ConfigError('SUPERADMIN_PASSWORD', 'is required when SUPERADMIN_EMAIL is set');
  if (superPassword && !superEmail) throw new ConfigError('SUPERADMIN_EMAIL', 'is required when SUPERADMIN_PASSWORD is set');
  if (superPassword && superPassword.length < 8) throw new ConfigError('SUPERADMIN_PASSWORD', 'must be at least 8 characters');
  const jwtSecret = str(env, 'JWT_SECRET');
  if (jwtSecret && jwtSecret.length < 32) throw new ConfigError('JWT_SECRET', 'must be at least 32 characters');
  const plugins = list(env, 'PLUGINS');
  return {
    port,
    databaseUrl: url(env, 'DATABASE_URL', ['postgres', 'postgresql']),
    dataDir,
    embeddedPgPort: int(env, 'EMBEDDED_PG_PORT', 54329, 1, 65535),
    redisUrl: url(env, 'REDIS_URL', ['redis', 'rediss']),
    smtpUrl: url(env, 'SMTP_URL', ['smtp', 'smtps']),
    mailFrom: str(env, 'MAIL_FROM', 'Bazaar <no-reply@bazaar.local>')!,
    publicBaseUrl: url(env, 'PUBLIC_BASE_URL', ['http', 'https'], `http://localhost:${port}`)!.replace(/\/+$/, ''),
    plugins: plugins && plugins.length === 1 && plugins[0] === 'all' ? undefined : plugins,
    role: oneOf(env, 'ROLE', ['api', 'worker', 'all'] as const, 'all'),
    s3,
    superadmin: superEmail ? { email: superEmail.toLowerCase(), password: superPassword! } : undefined,
    rateLimits: bool(env, 'RATE_LIMITS', true),
    jwtSecret,
    accessTokenTtlSeconds: int(env, 'ACCESS_TOKEN_TTL_SECONDS', 900, 30, 86400),
    refreshTokenTtlSeconds: int(env, 'REFRESH_TOKEN_TTL_SECONDS', 30 * 86400, 60, 365 * 86400),
    logLevel: oneOf(env, 'LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const, 'info'),
    uploadMaxFileSizeMb: int(env, 'UPLOAD_MAX_FILE_SIZE_MB', 50, 1, 5120),
    adminCookieSecret: str(env, 'ADMIN_COOKIE_SECRET'),
  };
}
