/**
 * The sign-in screen rendered at build time, once per language (decision 031). Built for Node by
 * the shell's `shell-prerender` configuration and called by @d742/build-config's
 * PrerenderPagesPlugin, which writes `sign-in.<lang>.html`: the page the gateway answers to a
 * signed-out visit, so a parent sees the form as soon as the HTML and its CSS arrive, before any
 * script. The browser then renders the same screen over it (bootstrap.tsx keeps what was typed).
 */
import { type AppLanguage, fixedT, registerNamespace, setLanguage } from '@d742/i18n/core';
import en from '@d742/i18n/locales/en/common.json';
import so from '@d742/i18n/locales/so/common.json';
import { renderToStaticMarkup } from 'react-dom/server';
import { SignInScreen } from './features/auth/sign-in-screen';

registerNamespace('common', { so, en });

export interface PrerenderedPage {
  /** The page's `<html lang>`. */
  lang: AppLanguage;
  title: string;
  /** The markup inside `#root`. */
  markup: string;
}

export function renderSignInPage(language: AppLanguage): PrerenderedPage {
  setLanguage(language);
  return {
    lang: language,
    title: fixedT(language)('app.title'),
    markup: renderToStaticMarkup(<SignInScreen />),
  };
}
