module.exports = {
  preset: '@d742/jest-presets/web',
  testEnvironment: require.resolve('./jest-environment.js'),
};
