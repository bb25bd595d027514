import { isIP } from 'node:net';
import path from 'node:path';
import { ConfigError } from './config-error.js';
import { readOAuthConfig, type OAuthConfig } from './oauth.js';
import { readPaymentGateway, readPaymentResultPath, type PaymentGatewayConfig } from './payment-gateway.js';
import { bool, Env, int, list, oneOf, powerOfTwo, str, url } from './readers.js';

export { ConfigError } from './config-error.js';
export type { OAuthConfig, OAuthProviderConfig, OAuthProviderName } from './oauth.js';
export type { PaymentGatewayConfig } from './payment-gateway.js';

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
  /** connections of the app's pool (requests and outbox deliveries; Agenda keeps its own few) */
  dbPoolSize: number;
  /** undefined: a free port, chosen on the first start and remembered under DATA_DIR */
  embeddedPgPort?: number;
  dataDir: string;
  redisUrl?: string;
  /** prefix of every Redis key this deployment writes */
  redisPrefix: string;
  smtpUrl?: string;
  mailFrom: string;
  publicBaseUrl: string;
  /** undefined means every plugin */
  plugins?: string[];
  role: Role;
  /** Agenda jobs and the transactional outbox (core/jobs) */
  jobs: JobsConfig;
  s3?: S3Config;
  superadmin?: { email: string; password: string };
  rateLimits: boolean;
  jwtSecret?: string;
  accessTokenTtlSeconds: number;
  /** scrypt cost N of new password hashes: a power of two */
  passwordScryptN: number;
  refreshTokenTtlSeconds: number;
  logLevel: string;
  uploadMaxFileSizeMb: number;
  adminCookieSecret?: string;
  /** how long an admin panel sign-in lasts without use */
  adminSessionTtlSeconds: number;
  /** HMAC key for local-disk signed file URLs; undefined means generated once under DATA_DIR */
  storageSigningSecret?: string;
  /** default lifetime of signed file URLs */
  signedUrlTtlSeconds: number;
  /** bound of the in-process cache */
  cacheMaxEntries: number;
  /** federated sign-in (customer surface) */
  oauth: OAuthConfig;
  /** origins (scheme://host[:port]) an absolute image URL in content may point at; the service's own origin is always allowed */
  assetOrigins: string[];
  /** SMS gateway: POST {to, text} as JSON; undefined means messages are logged */
  smsWebhookUrl?: string;
  /** express `trust proxy`: false (no proxy: X-Forwarded-For ignored), a hop count, or trusted addresses/subnets */
  trustProxy: false | number | string[];
  /** seed the demo shop at start-up (DEMO_DATA=on, or `npm start -- --demo`) */
  demoData: boolean;
  /** the plain-words start-up summary on stdout: `auto` prints it when stdout is a terminal */
  startupSummary: 'auto' | 'on' | 'off';
  /** the storefront's origin (FRONTEND_BASE_URL): served banners link typed targets under it; unset gives relative paths */
  frontendBaseUrl?: string;
  /** how long a served placement's banners stay cached per request context (BANNER_SERVE_CACHE_TTL_SECONDS, default 60) */
  bannerServeCacheTtlSeconds: number;
  /** the redirect payment gateway (PAYMENT_GATEWAY_URL, _STATUS_URL, _PRODUCT_CODE, _SECRET: all four or none); undefined: cod only */
  paymentGateway?: PaymentGatewayConfig;
  /** PAYMENT_RESULT_PATH (default /payment/result): the browser's landing page after a gateway return, under FRONTEND_BASE_URL */
  paymentResultPath: string;
  /** how long a checkout session holds its stock and coupon slot before it expires (CHECKOUT_SESSION_TTL_SECONDS, default 900) */
  checkoutSessionTtlSeconds: number;
  /** how long past its expiry a session at the gateway still waits for the gateway's word (PAYMENT_VERIFY_WINDOW_MINUTES, default 10) */
  paymentVerifyWindowMinutes: number;
  /** how long an attempt that ended without the gateway's COMPLETE is still asked about (PAYMENT_LATE_CHECK_HOURS, default 48) */
  paymentLateCheckHours: number;
  /** days after delivery a customer may ask for a return; then the order completes (RETURN_WINDOW_DAYS, default 7) */
  returnWindowDays: number;
  /** the shop's name and pickup address, printed on receipts (SHOP_NAME, SHOP_ADDRESS) */
  shopName: string;
  shopAddress: string;
}

export interface JobsConfig {
  /** how often a worker polls for due jobs (new jobs also wake it through LISTEN/NOTIFY) */
  processEveryMs: number;
  /** a running job's lock is renewed while its process lives; a lock this old is taken as a dead worker's */
  lockLifetimeMs: number;
  /** how long stop() waits for running jobs before leaving them to lock expiry */
  shutdownGraceMs: number;
  /** outbox relay: poll interval (a committed publish also wakes relays at once when notify is on) */
  outboxPollMs: number;
  outboxNotify: boolean;
  /** a relayed event not finished within this time is relayed again (and counts as an attempt) */
  outboxLeaseMs: number;
  /** delivery attempts before an event is marked dead */
  outboxMaxAttempts: number;
  /** retry delay: base * 2^(attempt-1), at most max */
  outboxRetryBaseMs: number;
  outboxRetryMaxMs: number;
  /** outbox deliveries one worker runs at once */
  outboxConcurrency: number;
  /** done and skipped events (and finished failed jobs) are deleted after this many days; dead events are kept */
  retentionDays: number;
}

function readJobsConfig(env: Env): JobsConfig {
  return {
    processEveryMs: int(env, 'JOBS_PROCESS_EVERY_MS', 5000, 50, 3_600_000),
    lockLifetimeMs: int(env, 'JOBS_LOCK_LIFETIME_MS', 30_000, 300, 86_400_000),
    shutdownGraceMs: int(env, 'JOBS_SHUTDOWN_GRACE_MS', 10_000, 0, 600_000),
    outboxPollMs: int(env, 'OUTBOX_POLL_MS', 1000, 20, 3_600_000),
    outboxNotify: bool(env, 'OUTBOX_NOTIFY', true),
    outboxLeaseMs: int(env, 'OUTBOX_LEASE_MS', 300_000, 300, 86_400_000),
    outboxMaxAttempts: int(env, 'OUTBOX_MAX_ATTEMPTS', 10, 1, 1000),
    outboxRetryBaseMs: int(env, 'OUTBOX_RETRY_BASE_MS', 2000, 1, 86_400_000),
    outboxRetryMaxMs: int(env, 'OUTBOX_RETRY_MAX_MS', 3_600_000, 1, 604_800_000),
    outboxConcurrency: int(env, 'OUTBOX_CONCURRENCY', 16, 1, 100),
    retentionDays: int(env, 'JOBS_RETENTION_DAYS', 14, 1, 3650),
  };
}

function readAssetOrigins(env: Env, port: number): string[] {
  const own = new URL(url(env, 'PUBLIC_BASE_URL', ['http', 'https'], `http://localhost:${port}`)!).origin;
  const extra = (list(env, 'ASSET_ORIGINS') ?? []).map((entry) => {
    try {
      const u = new URL(entry);
      if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error();
      return u.origin;
    } catch {
      throw new ConfigError('ASSET_ORIGINS', `holds "${entry}", which is not an http(s) origin`);
    }
  });
  return [...new Set([own, ...extra])];
}

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** TRUST_PROXY: unset or "none" trusts no proxy; a whole number trusts that many hops; else a list of addresses, subnets or names. */
function readTrustProxy(env: Env): false | number | string[] {
  const raw = str(env, 'TRUST_PROXY');
  if (raw === undefined || raw.toLowerCase() === 'none') return false;
  if (/^\d+$/.test(raw)) return int(env, 'TRUST_PROXY', 0, 0, 100) || false;
  const entries = list(env, 'TRUST_PROXY')!;
  for (const entry of entries) {
    const [address, bits, ...rest] = entry.split('/');
    const family = isIP(address);
    const okBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!(PROXY_NAMES.includes(entry) || (family && okBits && !rest.length))) {
      throw new ConfigError('TRUST_PROXY', `holds "${entry}": use none, a hop count, IP addresses, subnets (10.0.0.0/8) or ${PROXY_NAMES.join('/')}`);
    }
  }
  return entries;
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
  const adminCookieSecret = str(env, 'ADMIN_COOKIE_SECRET');
  if (adminCookieSecret && adminCookieSecret.length < 32) throw new ConfigError('ADMIN_COOKIE_SECRET', 'must be at least 32 characters');
  const jwtSecret = str(env, 'JWT_SECRET');
  if (jwtSecret && jwtSecret.length < 32) throw new ConfigError('JWT_SECRET', 'must be at least 32 characters');
  const plugins = list(env, 'PLUGINS');
  const storageSigningSecret = str(env, 'STORAGE_SIGNING_SECRET');
  if (storageSigningSecret && storageSigningSecret.length < 32) {
    throw new ConfigError('STORAGE_SIGNING_SECRET', 'must be at least 32 characters');
  }
  return {
    port,
    databaseUrl: url(env, 'DATABASE_URL', ['postgres', 'postgresql']),
    dbPoolSize: int(env, 'DB_POOL_SIZE', 20, 2, 500),
    dataDir,
    embeddedPgPort: str(env, 'EMBEDDED_PG_PORT') === undefined ? undefined : int(env, 'EMBEDDED_PG_PORT', 0, 1, 65535),
    redisUrl: url(env, 'REDIS_URL', ['redis', 'rediss']),
    redisPrefix: str(env, 'REDIS_PREFIX', 'bazaar:')!,
    smtpUrl: url(env, 'SMTP_URL', ['smtp', 'smtps']),
    mailFrom: str(env, 'MAIL_FROM', 'Bazaar <no-reply@bazaar.local>')!,
    publicBaseUrl: url(env, 'PUBLIC_BASE_URL', ['http', 'https'], `http://localhost:${port}`)!.replace(/\/+$/, ''),
    plugins: plugins && plugins.length === 1 && plugins[0] === 'all' ? undefined : plugins,
    role: oneOf(env, 'ROLE', ['api', 'worker', 'all'] as const, 'all'),
    jobs: readJobsConfig(env),
    s3,
    superadmin: superEmail ? { email: superEmail.toLowerCase(), password: superPassword! } : undefined,
    rateLimits: bool(env, 'RATE_LIMITS', true),
    jwtSecret,
    accessTokenTtlSeconds: int(env, 'ACCESS_TOKEN_TTL_SECONDS', 900, 30, 86400),
    passwordScryptN: powerOfTwo(env, 'PASSWORD_SCRYPT_N', 32768, 1024, 1_048_576),
    refreshTokenTtlSeconds: int(env, 'REFRESH_TOKEN_TTL_SECONDS', 30 * 86400, 60, 365 * 86400),
    logLevel: oneOf(env, 'LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const, 'info'),
    uploadMaxFileSizeMb: int(env, 'UPLOAD_MAX_FILE_SIZE_MB', 50, 1, 5120),
    adminCookieSecret,
    adminSessionTtlSeconds: int(env, 'ADMIN_SESSION_TTL_SECONDS', 8 * 3600, 60, 30 * 86400),
    storageSigningSecret,
    signedUrlTtlSeconds: int(env, 'SIGNED_URL_TTL_SECONDS', 7200, 1, 604800),
    cacheMaxEntries: int(env, 'CACHE_MAX_ENTRIES', 10000, 1, 10_000_000),
    oauth: readOAuthConfig(env),
    assetOrigins: readAssetOrigins(env, port),
    smsWebhookUrl: url(env, 'SMS_WEBHOOK_URL', ['http', 'https']),
    trustProxy: readTrustProxy(env),
    demoData: bool(env, 'DEMO_DATA', false),
    startupSummary: oneOf(env, 'STARTUP_SUMMARY', ['auto', 'on', 'off'] as const, 'auto'),
    frontendBaseUrl: url(env, 'FRONTEND_BASE_URL', ['http', 'https'])?.replace(/\/+$/, ''),
    bannerServeCacheTtlSeconds: int(env, 'BANNER_SERVE_CACHE_TTL_SECONDS', 60, 1, 86400),
    paymentGateway: readPaymentGateway(env),
    paymentResultPath: readPaymentResultPath(env),
    checkoutSessionTtlSeconds: int(env, 'CHECKOUT_SESSION_TTL_SECONDS', 900, 60, 86400),
    paymentVerifyWindowMinutes: int(env, 'PAYMENT_VERIFY_WINDOW_MINUTES', 10, 1, 1440),
    paymentLateCheckHours: int(env, 'PAYMENT_LATE_CHECK_HOURS', 48, 1, 720),
    returnWindowDays: int(env, 'RETURN_WINDOW_DAYS', 7, 0, 365),
    shopName: (env.SHOP_NAME ?? '').trim() || 'Bazaar Electronics',
    shopAddress: (env.SHOP_ADDRESS ?? '').trim() || 'New Road, Kathmandu 44600, Nepal',
  };
}
