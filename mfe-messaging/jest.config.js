module.exports = {
  preset: '@d742/jest-presets/web',
  // jsdom plus Node's fetch and FormData, so component tests talk HTTP to a real local server.
  testEnvironment: '<rootDir>/jest-environment.js',
  // jsdom resolves `ws` to its browser stub; the test live server needs the Node build.
  moduleNameMapper: { '^ws$': require.resolve('ws') },
};
