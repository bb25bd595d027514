import { readFileSync } from 'node:fs';
import { projectFile } from '../../core/demo/project-file.js';
import { ACTION_CONFIRM_COMPONENT } from './action-confirm.js';
import { DAILY_STATS_COMPONENT } from '../../core/panel/daily-stats.js';
import { DASHBOARD_COMPONENT } from './dashboard.js';
import { DEFAULT_VALUE_COMPONENT } from '../../core/panel/default-value.js';
import { ENUM_BADGE_COMPONENT } from '../../core/panel/enum-field.js';
import { FILE_UPLOAD_COMPONENT } from '../../core/panel/file-field.js';
import { IMAGE_UPLOAD_COMPONENT } from '../../core/panel/image-field.js';
import { LOGIN_COMPONENT } from './login.js';
import { DATE_RANGE_COMPONENT, LOCAL_TIME_COMPONENT } from '../../core/panel/local-time.js';
import { RECORD_TABLES_COMPONENT } from '../../core/panel/record-tables.js';
import { CSV_EXPORT_COMPONENT } from '../service-resource/list-tools.js';
import { SCHEMA_FORM_COMPONENT } from '../../core/panel/schema-field.js';
import { THUMBNAIL_COMPONENT } from '../../core/panel/thumbnail-field.js';
import { TREE_VIEW_COMPONENT } from '../../core/panel/tree-view.js';
import { LOGGED_IN_COMPONENT } from './sign-out.js';

/**
 * The panel's own components: hand-written browser scripts in admin/components/browser/ (type-checked by its
 * tsconfig.json, `npm run typecheck:browser`), each registering AdminJS.UserComponents[name].
 */
export const PANEL_COMPONENT_FILES: Readonly<Record<string, string>> = {
  [IMAGE_UPLOAD_COMPONENT]: 'image-upload.js',
  [FILE_UPLOAD_COMPONENT]: 'file-upload.js',
  [ACTION_CONFIRM_COMPONENT]: 'action-confirm.js',
  // also sends the CSRF token with the panel's own requests (admin/same-origin-writes.ts)
  [LOGGED_IN_COMPONENT]: 'panel-session.js',
  [DASHBOARD_COMPONENT]: 'dashboard.js',
  [LOGIN_COMPONENT]: 'login.js',
  [ENUM_BADGE_COMPONENT]: 'enum-badge.js',
  [DEFAULT_VALUE_COMPONENT]: 'default-value.js',
  [TREE_VIEW_COMPONENT]: 'tree-view.js',
  [SCHEMA_FORM_COMPONENT]: 'schema-form.js',
  [THUMBNAIL_COMPONENT]: 'thumbnail.js',
  [DAILY_STATS_COMPONENT]: 'daily-stats.js',
  // the products plugin's one-page product editor (plugins/products/panel/editor/); its parts are helpers below
  ProductEditor: 'product-editor.js',
  // the pos plugin's counter screen (plugins/pos/admin.ts); its parts are a helper below
  PosCounter: 'pos-counter.js',
  [LOCAL_TIME_COMPONENT]: 'local-time.js',
  [DATE_RANGE_COMPONENT]: 'date-range.js',
  [CSV_EXPORT_COMPONENT]: 'csv-export.js',
  [RECORD_TABLES_COMPONENT]: 'record-tables.js',
  // AdminJS's own header of an action, overridden: a record's page is titled by the record
  ActionHeader: 'record-title.js',
};

/** Helpers the component scripts share (window.BazaarPanel), loaded before them. */
const PANEL_HELPER_FILES = ['panel-kit.js', 'product-editor-parts.js', 'product-editor-variants.js', 'product-editor-media.js', 'pos-counter-parts.js'];

let scripts: string[] | undefined;

/**
 * The scripts as written, read once. They are read from the sources, from `npm run build`'s dist/ too
 * (projectFile: the build copies no assets), and served untranspiled: they are plain browser JavaScript.
 */
function panelScripts(): string[] {
  scripts ??= [...PANEL_HELPER_FILES, ...Object.values(PANEL_COMPONENT_FILES)].map((file) =>
    readFileSync(projectFile(`admin/components/browser/${file}`), 'utf8'),
  );
  return scripts;
}

/**
 * The components.bundle.js the panel serves from memory: what AdminJS's bundler would generate
 * (the UserComponents map and the env values) followed by our scripts, so no bundler ever runs.
 */
export function componentsBundle(env: Record<string, unknown> = {}): string {
  return [
    'AdminJS.UserComponents = {};\n',
    ...Object.entries(env).map(([k, v]) => `AdminJS.env.${k} = ${JSON.stringify(v)};\n`),
    // each script on its own statement: a script starting with `(` would otherwise call the line before it
    ...panelScripts().map((script) => `;${script.trim()}\n`),
  ].join('');
}
