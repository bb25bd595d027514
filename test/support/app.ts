import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { loadConfig } from '../../config/index.js';
import { createBazaar, type Bazaar, type BazaarOptions } from '../../core/app.js';
import type { PluginManifest } from '../../core/plugin.js';
import { availablePlugins } from '../../plugins/index.js';
import { createTestDatabase, dropTestDatabase } from './database.js';

export interface TestApp {
  bazaar: Bazaar;
  http: ReturnType<typeof supertest>;
  dataDir: string;
  databaseUrl: string;
  close(): Promise<void>;
}

export interface BootOptions {
  env?: Record<string, string>;
  available?: PluginManifest[];
  adminPanel?: BazaarOptions['adminPanel'];
  /** the app reaches its database through this (e.g. a TCP proxy that can cut it away): given the URL, returns the one to use */
  databaseVia?: (url: string) => Promise<string>;
}

/** Boots the whole app on its own fresh database; rate limits off and logs silent unless env says otherwise. */
export async function bootApp(opts: BootOptions = {}): Promise<TestApp> {
  const db = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bazaar-test-data-'));
  const config = loadConfig({
    RATE_LIMITS: 'off',
    // jobs and outbox react promptly in tests (and Agenda's lock timers end soon after a run)
    JOBS_LOCK_LIFETIME_MS: '600',
    JOBS_PROCESS_EVERY_MS: '100',
    OUTBOX_POLL_MS: '100',
    OUTBOX_RETRY_BASE_MS: '20',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    // the cheapest scrypt cost config accepts: hundreds of customers register and sign in per file
    PASSWORD_SCRYPT_N: '1024',
    REDIS_PREFIX: `bazaar-test-${path.basename(db.name)}:`,
    ...opts.env,
    DATABASE_URL: opts.databaseVia ? await opts.databaseVia(db.url) : db.url,
    DATA_DIR: dataDir,
  });
  let bazaar: Bazaar;
  try {
    bazaar = await createBazaar({ config, available: opts.available ?? availablePlugins, adminPanel: opts.adminPanel });
  } catch (e) {
    await dropTestDatabase(db.name);
    throw e;
  }
  return {
    bazaar,
    http: supertest(bazaar.app),
    dataDir,
    databaseUrl: db.url,
    async close() {
      await bazaar.stop();
      await dropTestDatabase(db.name);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
