const path = require('node:path');
const { repo, swcTransform, moduleNameMapper } = require('../shared');

// Index coverage (docs/decisions/022): every test file records the filters and sorts it sends
// through mongoose; the run fails at its end on any that no declared index serves.
const queryIndex = path.join(repo, 'packages', 'query-index', 'src', 'jest');

module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': swcTransform },
  moduleNameMapper,
  setupFiles: [require.resolve('./password-hash-env.js')],
  setupFilesAfterEnv: [path.join(queryIndex, 'setup.ts')],
  globalSetup: path.join(queryIndex, 'global-setup.ts'),
  globalTeardown: path.join(queryIndex, 'global-teardown.ts'),
  testMatch: ['**/?(*.)test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
