const { moduleNameMapper } = require('@d742/jest-presets/shared');
const { repo } = require('@d742/jest-presets/shared');

// The services' subpath exports (models, domain helpers) from their sources, like the preset's
// mapping of each service's main entry.
module.exports = {
  preset: '@d742/jest-presets/node',
  moduleNameMapper: {
    '^@d742/(identity|academics|messaging|reports)-service/(.*)$': `${repo}/services/$1/src/$2`,
    ...moduleNameMapper,
  },
  testTimeout: 120_000,
};
