module.exports = {
  preset: '@d742/jest-presets/web',
  testEnvironment: require.resolve('./jest-environment.js'),
  // jsdom resolves `ws` to its browser stub; the test live server needs the Node build.
  moduleNameMapper: { '^ws$': require.resolve('ws') },
};
