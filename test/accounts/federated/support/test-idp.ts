import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A person at the test identity provider; `email_verified` is asserted only when `emailVerified` is set. */
export interface IdpAccount {
  sub: string;
  email?: string;
  emailVerified?: boolean;
  name?: string;
}

/** What the simulated person does at the provider's sign-in page on the next authorization request. */
export type NextStep = { signInAs: string } | { deny: true };

export interface TestIdp {
  issuer: string;
  clientId: string;
  clientSecret: string;
  accounts: Map<string, IdpAccount>;
  /** set before following an authorization URL */
  next: NextStep;
  close(): Promise<void>;
}

/** oidc-provider warns at import that it prefers Node 22; the harness runs fine on 20, so that one line is dropped. */
async function loadProvider(): Promise<any> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!String(args[0]).includes('Unsupported runtime')) warn(...args);
  };
  try {
    return (await import('oidc-provider')).default;
  } finally {
    console.warn = warn;
  }
}

/** In-memory storage for the provider's models (its default one prints a warning). */
function memoryAdapter() {
  const store = new Map<string, any>();
  const key = (model: string, id: string) => `${model}:${id}`;
  return class MemoryAdapter {
    constructor(private readonly model: string) {}
    async upsert(id: string, payload: any) {
      store.set(key(this.model, id), payload);
      if (payload.uid) store.set(key(this.model, `uid:${payload.uid}`), id);
      if (payload.userCode) store.set(key(this.model, `userCode:${payload.userCode}`), id);
    }
    async find(id: string) {
      return store.get(key(this.model, id));
    }
    async findByUid(uid: string) {
      const id = store.get(key(this.model, `uid:${uid}`));
      return id ? store.get(key(this.model, id)) : undefined;
    }
    async findByUserCode(code: string) {
      const id = store.get(key(this.model, `userCode:${code}`));
      return id ? store.get(key(this.model, id)) : undefined;
    }
    async consume(id: string) {
      const v = store.get(key(this.model, id));
      if (v) v.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      store.delete(key(this.model, id));
    }
    async revokeByGrantId(grantId: string) {
      for (const [k, v] of store) if (v && v.grantId === grantId) store.delete(k);
    }
  };
}

/**
 * A real OpenID Connect provider (oidc-provider) on a free port, with one confidential client whose
 * redirect URI is `callbackUrl`. Its sign-in page is answered by `next`: sign in as an account, or deny.
 */
export async function startTestIdp(callbackUrls: string[]): Promise<TestIdp> {
  const Provider = await loadProvider();
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'test', alg: 'RS256', use: 'sig' };
  const server = http.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const idp: TestIdp = {
    issuer,
    clientId: 'bazaar-test-client',
    clientSecret: 'bazaar-test-client-secret-0123456789',
    accounts: new Map(),
    next: { deny: true },
    close: () =>
      new Promise<void>((r) => {
        server.close(() => r());
        server.closeAllConnections();
      }),
  };
  const provider = new Provider(issuer, {
    adapter: memoryAdapter() as any,
    jwks: { keys: [jwk as any] },
    cookies: { keys: ['test-idp-cookie-key-0123456789abcdef'] },
    clients: [
      {
        client_id: idp.clientId,
        client_secret: idp.clientSecret,
        redirect_uris: callbackUrls,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Grant: 600, Session: 600 },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    async loadExistingGrant(ctx: any) {
      // the person always consents to what the client asks
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    async findAccount(_ctx: unknown, sub: string) {
      const account = idp.accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        async claims() {
          const claims: Record<string, unknown> = { sub };
          if (account.email) claims.email = account.email;
          if (account.emailVerified) claims.email_verified = true;
          if (account.name) claims.name = account.name;
          return claims;
        },
      };
    },
  } as any);
  const handle = provider.callback();
  server.on('request', (req, res) => {
    const m = /^\/interaction\/([^/?]+)/.exec(req.url ?? '');
    if (!m) return handle(req, res);
    void (async () => {
      try {
        await provider.interactionDetails(req, res);
        const step = idp.next;
        const result = 'deny' in step ? { error: 'access_denied', error_description: 'The person cancelled' } : { login: { accountId: step.signInAs } };
        await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
      } catch (e) {
        res.statusCode = 500;
        res.end(String(e));
      }
    })();
  });
  return idp;
}
