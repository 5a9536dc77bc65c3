const path = require('node:path');
const { repo } = require('../shared');
const database = require('./database-setup');

// Index coverage (docs/decisions/022): every test file records the filters and sorts it sends
// through mongoose; the run fails at its end on any that no declared index serves.
const queryIndex = (file) => {
  // The TypeScript files load through jest's transform, like the global hooks themselves.
  const mod = require(path.join(repo, 'packages', 'query-index', 'src', 'jest', file));
  return mod.default ?? mod;
};

/** One database server for the run (docs/decisions/024), then a folder for the captured queries. */
module.exports = async function globalSetup(globalConfig, projectConfig) {
  await database.setup(globalConfig, projectConfig);
  queryIndex('global-setup.ts')();
};
module.exports.queryIndex = queryIndex;
