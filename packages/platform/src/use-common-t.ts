import { i18n } from '@d742/i18n';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useLanguage } from './language-store';

/**
 * `t` of the shared 'common' namespace for platform's own components, re-rendering on language
 * change. Platform reads the one i18n instance directly: it must not import react-i18next (see
 * `AppProviders`).
 */
export function useCommonT(): TFunction {
  return useNamespaceT('common');
}

/**
 * `t` of namespace `ns` (registered with `registerNamespace`) in the chosen language, for parts
 * of the sign-in page that must not load react-i18next (decision 017).
 */
export function useNamespaceT(ns: string): TFunction {
  const language = useLanguage((s) => s.language);
  return useMemo(() => i18n.getFixedT(language, ns) as TFunction, [language, ns]);
}
