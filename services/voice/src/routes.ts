import Router from '@koa/router';

/**
 * No routes yet: /api/voice and its providers come with their issue. Until then the gateway
 * answers 501 and this service 404.
 */
export function createRouter(): Router {
  return new Router();
}
