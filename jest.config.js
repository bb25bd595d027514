import { swcOptions } from './swc.config.js';

/** Jest runs the TypeScript sources as ESM through swc (legacy decorators + metadata, like tsc). */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', swcOptions] },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  globalSetup: '<rootDir>/test/support/global-setup.mjs',
  globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
  reporters: ['default', '<rootDir>/test/support/summary-reporter.cjs'],
  testTimeout: 60000,
  maxWorkers: 2,
};
