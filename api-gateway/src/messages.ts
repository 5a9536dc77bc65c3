import type { Middleware } from 'koa';
import { initI18n, isAppLanguage, registerNamespace } from '@d742/i18n';
import { languageFromHeader } from '@d742/service-kit';
import { GatewayTimeoutError, ServiceUnavailableError } from './errors';
import en from './locales/en/gateway.json';
import so from './locales/so/gateway.json';

export const GATEWAY_NAMESPACE = 'gateway';
registerNamespace(GATEWAY_NAMESPACE, { so, en });

/** The page shown instead of the shell while shell/dist has not been built. */
export function shellMissingText(language: string, dir: string): string {
  const t = initI18n().getFixedT(isAppLanguage(language) ? language : 'so', GATEWAY_NAMESPACE);
  return t('shellMissing', { dir });
}

/**
 * Answers the gateway's own upstream failures (503 SERVICE_UNAVAILABLE, 504 SERVICE_TIMEOUT) in
 * the reader's language, like the services' errors: `{ error, code, service }`. Placed inside the
 * error handler, around everything that proxies.
 */
export function localizedUpstreamErrors(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const unavailable = error instanceof ServiceUnavailableError;
      if (!unavailable && !(error instanceof GatewayTimeoutError)) throw error;
      const t = initI18n().getFixedT(
        languageFromHeader(ctx.get('accept-language')),
        GATEWAY_NAMESPACE,
      );
      throw unavailable
        ? new ServiceUnavailableError(error.service, t('errors.serviceUnavailable'))
        : new GatewayTimeoutError(error.service, t('errors.serviceTimeout'));
    }
  };
}
