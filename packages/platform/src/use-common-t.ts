import { fixedT, getLanguage } from '@d742/i18n/core';
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

/**
 * `t` of namespace `ns` in the page's language at each call, not in the language of the render
 * that made it (`useNamespaceT`'s is fixed to that): for a text made again later, such as a
 * toast's `() => t(key)`, which the Toaster makes again after a language switch.
 */
export function currentLanguageT(ns = 'common'): TFunction {
  return ((key: string, options?: Parameters<ReturnType<typeof fixedT>>[1]) =>
    fixedT(getLanguage(), ns)(key, options)) as unknown as TFunction;
}
