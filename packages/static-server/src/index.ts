export { cacheControlFor, IMMUTABLE, REVALIDATE } from './cache-control';
export { createStaticApp } from './static-app';
export { listen, runService, serverUrl, type RunServiceOptions } from './run';
