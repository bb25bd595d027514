// Import boundaries of the code, checked in CI by `npm run check:boundaries` (scripts/check-boundaries.mjs).
// The per-plugin rules are made from each plugin's manifest (`requires` in plugins/<name>/index.ts) when this
// file loads, so adding a requirement to a manifest is all it takes to allow the import.
import { readdirSync, readFileSync } from 'node:fs';

/** `requires` of every plugin, read from the text of its manifest (`definePlugin({ name: '…', requires: […] })`). */
function pluginRequirements() {
  const folders = readdirSync('plugins', { withFileTypes: true }).filter((d) => d.isDirectory());
  return folders.map(({ name: folder }) => {
    const file = `plugins/${folder}/index.ts`;
    const text = readFileSync(file, 'utf8');
    const manifest = text.slice(text.indexOf('definePlugin('));
    const name = /\bname:\s*'([^']+)'/.exec(manifest)?.[1];
    if (name !== folder) throw new Error(`${file}: the plugin's name must be its folder's (${folder}), found ${name}`);
    if (!/\brequires\b/.test(manifest)) return { name, requires: [] };
    const list = /\brequires:\s*\[([^\]]*)\]/.exec(manifest)?.[1];
    const requires = list
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (!requires || !requires.every((r) => /^'[a-z0-9-]+'$/.test(r))) {
      throw new Error(`${file}: write \`requires\` as a list of plugin names in quotes (the boundary check reads it)`);
    }
    return { name, requires: requires.map((r) => r.slice(1, -1)) };
  });
}

const plugins = pluginRequirements();

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'core-imports-no-plugin',
      comment: 'core/ and config/ are the kernel: they know no plugin (a plugin hands core what it needs through its manifest)',
      severity: 'error',
      from: { path: '^(core|config)/' },
      to: { path: '^plugins/' },
    },
    {
      name: 'core-imports-no-admin',
      comment: 'core/ and config/ import nothing from the panel assembly (admin/)',
      severity: 'error',
      from: { path: '^(core|config)/' },
      to: { path: '^admin/' },
    },
    {
      name: 'plugin-imports-no-admin',
      comment: 'admin/ assembles the panel from the plugins: a plugin describes its resources with the panel kit (core/panel/)',
      severity: 'error',
      from: { path: '^plugins/' },
      to: { path: '^admin/' },
    },
    {
      name: 'plugin-through-index',
      comment: "a plugin reaches another plugin only through that plugin's index.ts (its public surface)",
      severity: 'error',
      from: { path: '^plugins/([^/]+)/' },
      to: { path: '^plugins/[^/]+/', pathNot: ['^plugins/$1/', '^plugins/[^/]+/index\\.ts$'] },
    },
    {
      name: 'plugin-imports-no-registry',
      comment: 'plugins/index.ts lists every plugin for main.ts and scripts; a plugin importing it would import them all',
      severity: 'error',
      from: { path: '^plugins/[^/]+/' },
      to: { path: '^plugins/index\\.ts$' },
    },
    ...plugins.map(({ name, requires }) => ({
      name: `plugin-${name}-imports-only-what-it-requires`,
      comment: `plugin ${name} imports another plugin only if its manifest lists it in \`requires\` (now: ${requires.join(', ') || 'none'})`,
      severity: 'error',
      from: { path: `^plugins/${name}/` },
      to: { path: '^plugins/[^/]+/', pathNot: [`^plugins/(${[name, ...requires].join('|')})/`] },
    })),
    {
      name: 'admin-through-plugin-index',
      comment: "the panel assembly (admin/) imports core and plugins' index.ts only",
      severity: 'error',
      from: { path: '^admin/' },
      to: { path: '^plugins/', pathNot: '^plugins/[^/]+/index\\.ts$' },
    },
    {
      // scripts/check-boundaries.mjs checks this rule over run-time imports only (type-only ones are erased),
      // so a cycle closed by a type import (the two sides of an entity relation) is allowed
      name: 'no-circular',
      comment: 'no import cycle at run time',
      severity: 'error',
      from: {},
      to: { circular: true, dependencyTypesNot: ['type-only'], viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|test|bench)/' },
  },
};
