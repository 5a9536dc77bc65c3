module.exports = {
  preset: '@d742/jest-presets/web',
  // jsdom plus Node's fetch, so component tests talk HTTP to a real local server.
  testEnvironment: require.resolve('@d742/platform/jest-environment'),
};
