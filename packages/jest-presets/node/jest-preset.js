const { swcTransform, moduleNameMapper } = require('../shared');

module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': swcTransform },
  moduleNameMapper,
  setupFiles: [require.resolve('./password-hash-env.js')],
  globalSetup: require.resolve('./global-setup.js'),
  globalTeardown: require.resolve('./global-teardown.js'),
  testMatch: ['**/?(*.)test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
