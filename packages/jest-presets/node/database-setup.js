// One embedded database server per jest run (docs/decisions/024): started here before the test
// files of a package that talks to the database, named to them by D742_TEST_DB_URI; each test file
// then gets databases of its own on it (startTestDatabase in @d742/service-testing) instead of a
// server each. FerretDB on PostgreSQL when PostgreSQL is installed, else on SQLite
// (EMBEDDED_DB_BACKEND forces one); nothing is started when MONGODB_URI names a server.
const fs = require('node:fs');
const path = require('node:path');

const DATABASE_USERS = ['@d742/service-testing', '@d742/service-kit', '@d742/embedded-db'];
const SERVER = Symbol.for('d742.jest.database-server');

function usesDatabase(rootDir) {
  let manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(rootDir, 'package.json'), 'utf8'));
  } catch {
    return false;
  }
  // The launcher's own tests start and stop servers themselves.
  if (manifest.name === '@d742/embedded-db') return false;
  const deps = { ...manifest.dependencies, ...manifest.devDependencies };
  return DATABASE_USERS.some((name) => name in deps);
}

async function setup(globalConfig, projectConfig) {
  if (process.env.MONGODB_URI || process.env.D742_TEST_DB_URI) return;
  if (!usesDatabase(projectConfig.rootDir)) return;
  // Built code (turbo builds dependencies before tests): this file is plain JavaScript.
  const { startThrowawayServer, SHARED_TEST_SERVER_ENV } = require('@d742/embedded-db');
  const server = await startThrowawayServer();
  globalThis[SERVER] = server;
  process.env[SHARED_TEST_SERVER_ENV] = server.uri;
}

async function teardown() {
  const server = globalThis[SERVER];
  if (!server) return;
  delete globalThis[SERVER];
  delete process.env.D742_TEST_DB_URI;
  await server.stop();
}

module.exports = { setup, teardown };
