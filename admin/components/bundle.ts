import { ACTION_CONFIRM_COMPONENT } from './action-confirm.js';
import { ACTION_CONFIRM_SCRIPT } from './action-confirm.script.js';
import { DAILY_STATS_COMPONENT } from '../../core/panel/daily-stats.js';
import { DAILY_STATS_SCRIPT } from './daily-stats.script.js';
import { DASHBOARD_COMPONENT } from './dashboard.js';
import { DASHBOARD_SCRIPT } from './dashboard.script.js';
import { DEFAULT_VALUE_COMPONENT } from '../../core/panel/default-value.js';
import { DEFAULT_VALUE_SCRIPT } from './default-value.script.js';
import { ENUM_BADGE_COMPONENT } from '../../core/panel/enum-field.js';
import { ENUM_BADGE_SCRIPT } from './enum-badge.script.js';
import { FILE_UPLOAD_COMPONENT } from '../../core/panel/file-field.js';
import { FILE_UPLOAD_SCRIPT } from './file-upload.script.js';
import { IMAGE_UPLOAD_COMPONENT } from '../../core/panel/image-field.js';
import { IMAGE_UPLOAD_SCRIPT } from './image-upload.script.js';
import { LOGIN_COMPONENT } from './login.js';
import { LOGIN_SCRIPT } from './login.script.js';
import { SCHEMA_FORM_COMPONENT } from '../../core/panel/schema-field.js';
import { SCHEMA_FORM_SCRIPT } from './schema-form.script.js';
import { THUMBNAIL_COMPONENT } from '../../core/panel/thumbnail-field.js';
import { THUMBNAIL_SCRIPT } from './thumbnail.script.js';
import { TREE_VIEW_COMPONENT } from '../../core/panel/tree-view.js';
import { TREE_VIEW_SCRIPT } from './tree-view.script.js';
import { PANEL_KIT_SCRIPT } from './panel-kit.script.js';
import { PANEL_SESSION_SCRIPT } from './panel-session.script.js';
import { LOGGED_IN_COMPONENT } from './sign-out.js';

/** The panel's own components: hand-written browser scripts, each registering AdminJS.UserComponents[name]. */
export const PANEL_COMPONENT_SCRIPTS: Readonly<Record<string, string>> = {
  [IMAGE_UPLOAD_COMPONENT]: IMAGE_UPLOAD_SCRIPT,
  [FILE_UPLOAD_COMPONENT]: FILE_UPLOAD_SCRIPT,
  [ACTION_CONFIRM_COMPONENT]: ACTION_CONFIRM_SCRIPT,
  // also sends the CSRF token with the panel's own requests (admin/same-origin-writes.ts)
  [LOGGED_IN_COMPONENT]: PANEL_SESSION_SCRIPT,
  [DASHBOARD_COMPONENT]: DASHBOARD_SCRIPT,
  [LOGIN_COMPONENT]: LOGIN_SCRIPT,
  [ENUM_BADGE_COMPONENT]: ENUM_BADGE_SCRIPT,
  [DEFAULT_VALUE_COMPONENT]: DEFAULT_VALUE_SCRIPT,
  [TREE_VIEW_COMPONENT]: TREE_VIEW_SCRIPT,
  [SCHEMA_FORM_COMPONENT]: SCHEMA_FORM_SCRIPT,
  [THUMBNAIL_COMPONENT]: THUMBNAIL_SCRIPT,
  [DAILY_STATS_COMPONENT]: DAILY_STATS_SCRIPT,
};

/** Helpers the component scripts share (window.BazaarPanel), loaded before them. */
const PANEL_HELPER_SCRIPTS = [PANEL_KIT_SCRIPT];

/**
 * The components.bundle.js the panel serves from memory: what AdminJS's bundler would generate
 * (the UserComponents map and the env values) followed by our scripts, so no bundler ever runs.
 */
export function componentsBundle(env: Record<string, unknown> = {}): string {
  return [
    'AdminJS.UserComponents = {};\n',
    ...Object.entries(env).map(([k, v]) => `AdminJS.env.${k} = ${JSON.stringify(v)};\n`),
    // each script on its own statement: a script starting with `(` would otherwise call the line before it
    ...[...PANEL_HELPER_SCRIPTS, ...Object.values(PANEL_COMPONENT_SCRIPTS)].map((script) => `;${script.trim()}\n`),
  ].join('');
}
