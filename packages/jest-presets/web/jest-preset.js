const { swcTransform, moduleNameMapper } = require('../shared');

module.exports = {
  testEnvironment: 'jsdom',
  transform: { '^.+\\.(t|j)sx?$': swcTransform },
  moduleNameMapper,
  setupFilesAfterEnv: [require.resolve('./setup.js')],
  testMatch: ['**/?(*.)test.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
