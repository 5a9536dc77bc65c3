import { initI18n, isAppLanguage, registerNamespace } from '@d742/i18n';
import en from './locales/en/gateway.json';
import so from './locales/so/gateway.json';

export const GATEWAY_NAMESPACE = 'gateway';
registerNamespace(GATEWAY_NAMESPACE, { so, en });

/** The page shown instead of the shell while shell/dist has not been built. */
export function shellMissingText(language: string, dir: string): string {
  const t = initI18n().getFixedT(isAppLanguage(language) ? language : 'so', GATEWAY_NAMESPACE);
  return t('shellMissing', { dir });
}
