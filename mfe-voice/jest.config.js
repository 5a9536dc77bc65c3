module.exports = {
  preset: '@d742/jest-presets/web',
  testEnvironment: '<rootDir>/jest-environment.js',
};
