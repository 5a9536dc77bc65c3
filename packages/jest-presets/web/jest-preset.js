const { swcTransform, moduleNameMapper } = require('../shared');

module.exports = {
  testEnvironment: 'jsdom',
  transform: { '^.+\\.(t|j)sx?$': swcTransform },
  moduleNameMapper,
  setupFilesAfterEnv: [require.resolve('./setup.js')],
  testMatch: ['**/?(*.)test.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // A component test clicks through a whole form; on the 2-core CI machine, busy with other
  // workspaces' tests, that can take longer than jest's default 5 s. Speed is measured by
  // `npm run bench`, never by a test's time limit.
  testTimeout: 30_000,
};
