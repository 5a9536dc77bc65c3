const { swcTransform, moduleNameMapper } = require('../shared');

module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': swcTransform },
  moduleNameMapper,
  testMatch: ['**/?(*.)test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
