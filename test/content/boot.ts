import accounts from '../../plugins/accounts/index.js';
import content from '../../plugins/content/index.js';
import seo from '../../plugins/seo/index.js';
import { bootApp, type BootOptions, type TestApp } from '../support/app.js';
import { SUPERADMIN_ENV } from '../support/auth.js';
import { ASSET_ORIGIN } from './samples.js';

/** The plugins page content needs (and only those, so another area's routes cannot break these suites). */
export const CONTENT_PLUGINS = [accounts, seo, content];

/** The app with accounts, seo and content, a superadmin, and the sample asset origin allowed. */
export function bootContent(opts: BootOptions = {}): Promise<TestApp> {
  return bootApp({ available: CONTENT_PLUGINS, ...opts, env: { ...SUPERADMIN_ENV, ASSET_ORIGINS: ASSET_ORIGIN, ...opts.env } });
}
