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
  // a worker that has grown past this after a file is replaced: each file boots whole apps, and a worker that kept
  // a few GB of their leftovers spent most of its time in garbage collection (the suite ran 3x slower)
  workerIdleMemoryLimit: '1GB',
};
