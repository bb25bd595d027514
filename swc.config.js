/** How TypeScript is compiled for tests (jest) and for test child processes (test/support/ts-loader.mjs): like tsc. */
export const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: 'es2022',
  },
  module: { type: 'es6' },
  sourceMaps: 'inline',
};
