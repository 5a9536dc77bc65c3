export * from './shape';
export * from './coverage';
export { captureQueries, type QuerySink } from './capture';
export { ALLOWED_SCANS } from './allowlist';
