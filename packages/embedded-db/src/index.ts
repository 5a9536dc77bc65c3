export type { EmbeddedKind, EmbeddedMongo, FerretStorageName, StartOptions } from './types';
export { forcedBackend, SQLITE_CEILING_NOTE, startEmbeddedMongo } from './start';
export { withDatabase } from './with-database';
export { ensureFerretDB, findFerretDB, FERRETDB_VERSION } from './ferretdb-binary';
export { findPostgresBinDir, vacuumAnalyzeCluster } from './start-postgres';
export {
  SHARED_TEST_SERVER_ENV,
  startThrowawayDatabase,
  startThrowawayServer,
  type ThrowawayDatabase,
  type ThrowawayServer,
} from './throwaway';
export { runCommand } from './run-command';
