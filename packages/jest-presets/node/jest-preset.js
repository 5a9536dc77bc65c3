const path = require('node:path');
const { repo, swcTransform, moduleNameMapper } = require('../shared');

// Index coverage (docs/decisions/022): every test file records its queries (global-setup.js and
// global-teardown.js run the check at the end of the run).
const queryIndex = path.join(repo, 'packages', 'query-index', 'src', 'jest');

module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': swcTransform },
  moduleNameMapper,
  setupFiles: [require.resolve('./password-hash-env.js')],
  setupFilesAfterEnv: [path.join(queryIndex, 'setup.ts')],
  globalSetup: require.resolve('./global-setup.js'),
  globalTeardown: require.resolve('./global-teardown.js'),
  testMatch: ['**/?(*.)test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
