const { swcTransform, moduleNameMapper } = require('../shared');

module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': swcTransform },
  moduleNameMapper,
  setupFiles: [require.resolve('./password-hash-env.js')],
  testMatch: ['**/?(*.)test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
