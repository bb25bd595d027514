import type { Config } from '../config/index.js';
import { DOCS_PATH, OPENAPI_PATH } from './http/openapi.js';

export interface StartupFacts {
  config: Config;
  plugins: string[];
  ms: number;
  /** the embedded PostgreSQL, when DATABASE_URL is unset */
  embedded?: { port: number; shared: boolean };
  /** whether an active superadmin exists; undefined when the accounts plugin is off */
  superadmin?: boolean;
  /** the plugins whose demo data this start seeded; undefined when it seeded none */
  demo?: string[];
}

/** `auto` prints the summary only to a terminal: a log collector reading stdout gets JSON lines only. */
export function shouldPrintSummary(setting: Config['startupSummary'], stdoutIsTty: boolean): boolean {
  return setting === 'on' || (setting === 'auto' && stdoutIsTty);
}

/** What a newcomer needs after `npm start`, in plain words: where things are and how to sign in. */
export function startupSummary(f: StartupFacts): string {
  const base = f.config.publicBaseUrl;
  const row = (label: string, text: string) => `  ${label.padEnd(12)} ${text}`;
  const lines = [`Bazaar is running: ${f.plugins.length} plugins (${f.plugins.join(', ')}), role ${f.config.role}, started in ${(f.ms / 1000).toFixed(1)} s`];
  if (f.config.role === 'worker') {
    lines.push(row('Worker', 'runs jobs and the outbox relay; no HTTP (start a ROLE=api or ROLE=all process for the API)'));
  } else {
    lines.push(
      row('API', `${base}/api`),
      row('API docs', `${base}${DOCS_PATH}   (OpenAPI document: ${base}${OPENAPI_PATH})`),
      row('Admin panel', `${base}/admin`),
      row('Health', `${base}/healthz`),
    );
  }
  if (f.embedded) {
    const who = f.embedded.shared ? ', run by another process of this checkout' : '';
    lines.push(row('Database', `embedded PostgreSQL on 127.0.0.1:${f.embedded.port}${who}, data in ${f.config.dataDir}`));
  } else {
    lines.push(row('Database', 'PostgreSQL at DATABASE_URL'));
  }
  if (f.superadmin === true) {
    lines.push(row('Superadmin', 'exists: sign in to the admin panel or with POST /api/auth/login/email'));
  } else if (f.superadmin === false) {
    lines.push(
      row('Superadmin', 'none yet, so nobody can sign in to the admin panel or the admin API. Create one:'),
      row('', '  npm run admin:create -- --email you@example.com      (asks for the password)'),
      row('', 'or start with SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD set.'),
    );
  }
  lines.push(
    f.demo
      ? row('Demo shop', `seeded (${f.demo.join(', ')}); seeding again changes nothing`)
      : row('Demo shop', 'to fill an empty shop with demo data: npm run seed   (or npm start -- --demo)'),
  );
  return `\n${lines.join('\n')}\n\n`;
}
