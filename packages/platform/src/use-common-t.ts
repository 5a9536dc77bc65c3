import { fixedT } from '@d742/i18n/core';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useLanguage } from './language-store';

/**
 * `t` of the shared 'common' namespace for platform's own components, re-rendering on language
 * change. It reads `@d742/i18n/core`, never i18next or react-i18next, so the sign-in page loads
 * neither (decision 017).
 */
export function useCommonT(): TFunction {
  return useNamespaceT('common');
}

/**
 * `t` of namespace `ns` (registered with `registerNamespace`) in the chosen language, for parts
 * of the sign-in page (decision 017). Typed as i18next's `TFunction` so helpers take either; it
 * reads what our resources use: nested keys, `{{name}}`, `_one`/`_other` plurals.
 */
export function useNamespaceT(ns: string): TFunction {
  const language = useLanguage((s) => s.language);
  return useMemo(() => fixedT(language, ns) as unknown as TFunction, [language, ns]);
}
