import { ConfigError, loadConfig } from '../../config/index.js';

describe('configuration', () => {
  it('has working defaults for the embedded start', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, role: 'all', rateLimits: true, databaseUrl: undefined, plugins: undefined, publicBaseUrl: 'http://localhost:3000' });
    expect(c.dataDir).toMatch(/data$/);
  });

  it('reads the start-up contract variables', () => {
    const c = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@db:5432/shop',
      DATA_DIR: '/tmp/x',
      REDIS_URL: 'redis://r:6379',
      SMTP_URL: 'smtp://m:25',
      PUBLIC_BASE_URL: 'https://shop.example/',
      PLUGINS: 'accounts, catalog',
      ROLE: 'worker',
      RATE_LIMITS: 'off',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY: 'k',
      S3_SECRET_KEY: 's',
      S3_BUCKET: 'b',
      SUPERADMIN_EMAIL: 'Root@Shop.example',
      SUPERADMIN_PASSWORD: 'long-enough',
    });
    expect(c).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u@db:5432/shop',
      dataDir: '/tmp/x',
      redisUrl: 'redis://r:6379',
      smtpUrl: 'smtp://m:25',
      publicBaseUrl: 'https://shop.example',
      plugins: ['accounts', 'catalog'],
      role: 'worker',
      rateLimits: false,
      s3: { endpoint: 'http://minio:9000', accessKey: 'k', secretKey: 's', bucket: 'b' },
      superadmin: { email: 'root@shop.example', password: 'long-enough' },
    });
  });

  it('reads federated sign-in, SMS and asset origins', () => {
    const secret = 's'.repeat(32);
    const c = loadConfig({
      PUBLIC_BASE_URL: 'https://shop.example/',
      OAUTH_IDPVERIFIED_REDIRECT_URIS: 'https://shop.example/auth/cb, app.shop://cb',
      OAUTH_IDPUNVERIFIED_REDIRECT_URIS: 'https://shop.example/auth/cb',
      OAUTH_IDPUNVERIFIED_STATE_SECRET: secret,
      OAUTH_CODE_DELIVERY: 'fragment',
      SMS_WEBHOOK_URL: 'https://sms.example/send',
      ASSET_ORIGINS: 'https://cdn.example/images, https://shop.example',
    });
    expect(c.oauth.codeDelivery).toBe('fragment');
    expect(c.oauth.providers['idp-verified']).toMatchObject({
      redirectAllowlist: ['https://shop.example/auth/cb', 'app.shop://cb'],
      enabled: true,
      stateTtlSeconds: 300,
      codeTtlSeconds: 90,
    });
    expect(c.oauth.providers['idp-unverified']).toMatchObject({ enabled: true, stateSecret: secret });
    expect(c.smsWebhookUrl).toBe('https://sms.example/send');
    expect(c.assetOrigins).toEqual(['https://shop.example', 'https://cdn.example']);
  });

  it('leaves the optional federated provider off unless both its allowlist and secret are set', () => {
    const c = loadConfig({ OAUTH_IDPUNVERIFIED_REDIRECT_URIS: 'https://shop.example/auth/cb' });
    expect(c.oauth.providers['idp-unverified'].enabled).toBe(false);
    expect(c.oauth.providers['idp-verified']).toMatchObject({ enabled: true, redirectAllowlist: [] });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ ROLE: 'boss' }, 'ROLE'],
    [{ RATE_LIMITS: 'sometimes' }, 'RATE_LIMITS'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
    [{ S3_ENDPOINT: 'http://minio:9000' }, 'S3_ACCESS_KEY'],
    [{ SUPERADMIN_EMAIL: 'root@x.io' }, 'SUPERADMIN_PASSWORD'],
    [{ SUPERADMIN_EMAIL: 'nobody', SUPERADMIN_PASSWORD: 'long-enough' }, 'SUPERADMIN_EMAIL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ ADMIN_COOKIE_SECRET: 'short' }, 'ADMIN_COOKIE_SECRET'],
    [{ OAUTH_IDPVERIFIED_REDIRECT_URIS: 'not a url' }, 'OAUTH_IDPVERIFIED_REDIRECT_URIS'],
    [{ OAUTH_IDPVERIFIED_REDIRECT_URIS: 'https://shop.example/cb#x' }, 'OAUTH_IDPVERIFIED_REDIRECT_URIS'],
    [{ OAUTH_IDPVERIFIED_STATE_SECRET: 'x'.repeat(32) }, 'OAUTH_IDPVERIFIED_REDIRECT_URIS'],
    [{ OAUTH_IDPUNVERIFIED_STATE_SECRET: 'short' }, 'OAUTH_IDPUNVERIFIED_STATE_SECRET'],
    [{ OAUTH_CODE_DELIVERY: 'pigeon' }, 'OAUTH_CODE_DELIVERY'],
    [{ SMS_WEBHOOK_URL: 'ftp://sms' }, 'SMS_WEBHOOK_URL'],
    [{ ASSET_ORIGINS: 'cdn.example' }, 'ASSET_ORIGINS'],
  ])('refuses %j with a message naming %s', (env, variable) => {
    let error: unknown;
    try {
      loadConfig(env as Record<string, string>);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe(variable);
    expect((error as Error).message).toContain(variable);
  });
});
