module.exports = {
  preset: '@d742/jest-presets/web',
  // jsdom plus Node's fetch, so component tests talk HTTP to a real local server.
  testEnvironment: require.resolve('@d742/platform/jest-environment'),
  // jsdom resolves `ws` to its browser stub; the test live server needs the Node build.
  moduleNameMapper: { '^ws$': require.resolve('ws') },
};
