export type { EmbeddedKind, EmbeddedMongo, StartOptions } from './types';
export { startEmbeddedMongo } from './start';
export { withDatabase } from './with-database';
export { ensureFerretDB, findFerretDB, FERRETDB_VERSION } from './ferretdb-binary';
export { startThrowawayDatabase, type ThrowawayDatabase } from './throwaway';
