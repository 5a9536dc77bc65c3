const database = require('./database-setup');
const { queryIndex } = require('./global-setup');

/** Stops the run's database server, whatever the index-coverage check finds. */
module.exports = async function globalTeardown() {
  try {
    queryIndex('global-teardown.ts')();
  } finally {
    await database.teardown();
  }
};
