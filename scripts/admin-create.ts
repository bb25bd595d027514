import { parseArgs } from 'node:util';
import { AppError } from '../core/http/app-error.js';
import { accounts } from '../plugins/accounts/index.js';
import { bootForScript } from './boot-for-script.js';
import { readPassword } from './read-secret.js';

const USAGE = `Usage: npm run admin:create -- --email you@example.com [--name "Your Name"] [--reset]
  Creates a superadmin (every permission) on the configured database, asking for its password
  (not shown; or read from the first line of stdin when it is not a terminal).
  --reset   the account exists: make it an active superadmin with this password (as SUPERADMIN_* at start-up)`;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' }, reset: { type: 'boolean' }, help: { type: 'boolean' } } }));
  } catch (e) {
    console.error(`admin:create: ${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const email = values.email?.trim().toLowerCase();
  if (!email || !EMAIL.test(email)) {
    console.error(`admin:create: give the admin's email address with --email\n${USAGE}`);
    return 2;
  }
  const password = await readPassword();
  const bazaar = await bootForScript('admin:create');
  try {
    if (values.reset) {
      await accounts.admins.ensureSuperadmin(email, password);
      console.log(`Superadmin ${email} is active with the new password. Sign in at ${bazaar.config.publicBaseUrl}/admin`);
    } else {
      await accounts.admins.createSuperadmin(email, password, values.name?.trim() || undefined);
      console.log(`Superadmin ${email} created. Sign in at ${bazaar.config.publicBaseUrl}/admin or POST /api/auth/login/email`);
    }
    return 0;
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    const hint = e.errorCode === 'ADMIN_EMAIL_ALREADY_EXISTS' ? ` (to make it a superadmin with this password: add --reset)` : '';
    const problems = Array.isArray(e.details) ? e.details.flatMap((d: { problems?: string[] }) => d.problems ?? []) : [];
    console.error(`admin:create: ${problems.length ? problems.join('; ') : e.message}${hint}`);
    return 1;
  } finally {
    await bazaar.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(`admin:create failed: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  },
);
