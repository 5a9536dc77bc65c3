import Router from '@koa/router';

/**
 * No routes yet: behavior reports and health alerts come with their issue (their handlers will
 * read through ReportRepository). Until then the gateway answers 501 and this service 404.
 */
export function createRouter(): Router {
  return new Router();
}
