// ESLint (flat config) with typescript-eslint, type-aware. `npm run lint` runs it; .ci/run runs it in CI.
// Kept deliberately small (issue 20 item 8): floating promises, unused code, and no new long function in core/ and
// plugins/. Formatting is not the linter's job.
import tseslint from 'typescript-eslint';

const unusedVars = [
  'error',
  {
    args: 'after-used',
    argsIgnorePattern: '^_',
    varsIgnorePattern: '^_',
    caughtErrors: 'none',
    destructuredArrayIgnorePattern: '^_',
    ignoreRestSiblings: true,
  },
];

const longFunctions = ['error', { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '.tmp/**', 'coverage/**', 'packages/client/src/generated/**', 'data/**'],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    files: ['**/*.ts'],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': unusedVars,
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { sourceType: 'module', ecmaVersion: 'latest' },
    rules: {
      'no-unused-vars': unusedVars,
    },
  },
  {
    // the panel's browser components are classic scripts concatenated into one bundle (admin/components/bundle.ts): no modules
    files: ['admin/components/browser/*.js'],
    languageOptions: { sourceType: 'script' },
  },
  {
    files: ['core/**/*.ts', 'plugins/**/*.ts'],
    rules: { 'max-lines-per-function': longFunctions },
  },
  // Today's long functions: each file's limit is its long function's current length, so it cannot grow and no other
  // function in that file may be longer. Split pending (issue 20 item 8); delete an entry once its function is split.
  ...[
    ['plugins/orders/order-creation.ts', 99], // fromSource: split pending (issue 20 item 8)
  ].map(([file, max]) => ({
    files: [file],
    rules: { 'max-lines-per-function': ['error', { ...longFunctions[1], max }] },
  })),
);
