export { cacheControlFor, IMMUTABLE, REVALIDATE, withoutEncodingSuffix } from './cache-control';
export { createStaticApp } from './static-app';
export { createStaticSender, staticFiles, type StaticFilesOptions } from './static-files';
export { listen, runService, serverUrl, type RunServiceOptions } from './run';
