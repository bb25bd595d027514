// ESLint (flat config) with typescript-eslint, type-aware. `npm run lint` runs it; .ci/run runs it in CI.
// Kept deliberately small (issue 20 item 8): floating promises, unused code, and no function over 80 lines in core/ and
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
);
