// Listening and graceful shutdown are shared with the static file server, which needs nothing else
// of this kit.
export { listen, runService, serverUrl, type RunServiceOptions } from '@d742/static-server';
