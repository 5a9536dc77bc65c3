import path from 'node:path';
import type { ServerResponse } from 'node:http';
import type { Context, Middleware } from 'koa';
import { SESSION_COOKIE, SIGN_IN_PAGES } from '@d742/contracts';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, isAppLanguage } from '@d742/i18n/languages';
import { createStaticSender } from '@d742/static-server';
import { NotFoundError } from './errors';
import { shellMissingText } from './messages';

/** Paths owned by other parts of the gateway; they never fall back to the shell. */
const NOT_SHELL = /^\/(api|mfe|internal|ws)(\/|$)/;
/** The administrators' sign-in lives at /admin (its own form), not on the parents' sign-in page. */
const ADMIN_PAGE = /^\/admin\/?$/;
/** A page's path: no file extension in its last segment (files are served as they are). */
const PAGE_PATH = /^\/(?:[^.]*\/)*[^./]*$/;
/** The page the gateway renders for a signed-in visit (decision 034): the home page. */
const HOME_PAGE = '/';

/**
 * The built sign-in page (decision 031) for a page visit that carries no session cookie: whoever
 * sends none is signed out, so the form arrives in the HTML, in the language of the `d742_lang`
 * cookie (Somali without one). A visit with a cookie gets index.html: the app checks the session.
 */
function signInPageFor(ctx: Context): string | null {
  if (!PAGE_PATH.test(ctx.path) || ADMIN_PAGE.test(ctx.path) || ctx.cookies.get(SESSION_COOKIE)) {
    return null;
  }
  const chosen = ctx.cookies.get(LANGUAGE_COOKIE);
  return `/${SIGN_IN_PAGES[isAppLanguage(chosen) ? chosen : DEFAULT_LANGUAGE]}`;
}

function serviceWorkerScope(root: string) {
  const serviceWorker = path.join(root, 'sw.js');
  return (res: ServerResponse, file: string): void => {
    if (file === serviceWorker) res.setHeader('Service-Worker-Allowed', '/');
  };
}

export interface ShellStaticOptions {
  /** The signed-in home for the visit's session, or null (signed-in-page.ts). */
  signedInPage?: (ctx: Context) => Promise<string | null>;
}

/**
 * Serves the built shell (precompressed twins, immutable hashed files, ETag/304 for the rest: see
 * @d742/static-server), with index.html for any other page the browser navigates to (client routing),
 * the pre-rendered sign-in page for a page visit without a session cookie and the signed-in home,
 * rendered for the person of the session, for a visit to `/` with one.
 */
export function shellStatic(root: string, opts: ShellStaticOptions = {}): Middleware {
  const sendStatic = createStaticSender(root, { setHeaders: serviceWorkerScope(root) });

  return async (ctx) => {
    const readable = ctx.method === 'GET' || ctx.method === 'HEAD';
    const navigation =
      readable && !NOT_SHELL.test(ctx.path) && ctx.get('accept').includes('text/html');
    // Which page a visit gets depends on its cookies (a cache must not hand one to the other).
    if (navigation) ctx.vary('Cookie');
    const signInPage = navigation ? signInPageFor(ctx) : null;
    if (signInPage && (await sendStatic(ctx, signInPage))) return;
    const signedIn = navigation && ctx.path === HOME_PAGE ? await opts.signedInPage?.(ctx) : null;
    if (signedIn) {
      // This person's page: never kept by a cache, never sent to anyone else.
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = signedIn;
      return;
    }
    if (readable && (await sendStatic(ctx, ctx.path))) return;
    if (!navigation) throw new NotFoundError('Not found');
    if (await sendStatic(ctx, '/index.html')) return;
    ctx.status = 503;
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'text/plain; charset=utf-8';
    ctx.body = shellMissingText(ctx.acceptsLanguages('so', 'en') || 'so', root);
  };
}
