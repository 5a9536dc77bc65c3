import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Context } from 'koa';
import type { Logger } from 'pino';
import {
  HOME_FRAGMENT,
  SESSION_COOKIE,
  SIGNED_IN_PAGE,
  type User,
  fragmentKey,
} from '@d742/contracts';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S, type AppLanguage } from '@d742/i18n/languages';
import type { HomeFragment } from './home-fragment';
import { loadOnce, requireExport } from './node-bundle';
import type { SessionResolver } from './session-resolver';

/** What the shell's `renderSignedInPage` returns (shell/src/prerender.tsx). */
interface RenderedPage {
  lang: string;
  title: string;
  markup: string;
}
type RenderSignedInPage = (
  user: User,
  language: AppLanguage,
  fragments?: Readonly<Record<string, string>>,
) => RenderedPage;

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => HTML_ESCAPES[c] ?? c);

/**
 * JSON inside a `<script>` element: `<` (and the two line separators JavaScript once refused) as
 * escapes, so no value can close the element or open a comment.
 */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The template with the rendered page: its language, title and markup, and the session's user;
 * with the home dashboard's stylesheet and reads when the page carries it (decision 035).
 */
export function fillSignedInPage(
  template: string,
  page: RenderedPage,
  user: User,
  fragment: HomeFragment | null = null,
): string {
  const scripts = [
    `<script type="application/json" id="${SIGNED_IN_PAGE.sessionScriptId}">${scriptJson(user)}</script>`,
    fragment
      ? `<script type="application/json" id="${SIGNED_IN_PAGE.queriesScriptId}">${scriptJson(fragment.queries)}</script>`
      : '',
  ].join('');
  // A stylesheet that closed its own element would end up as page text: left out.
  const style = fragment && !/<\/style/i.test(fragment.css) ? `<style>${fragment.css}</style>` : '';
  return template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${escapeHtml(page.lang)}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', () => `${style}</head>`)
    .replace(SIGNED_IN_PAGE.slot, () => page.markup)
    .replace('</body>', () => `${scripts}</body>`);
}

interface Loaded {
  template: string;
  render: RenderSignedInPage;
}

export interface SignedInPageOptions {
  shellDist: string;
  /** The shell's Node bundle (SHELL_PRERENDER, config.ts). */
  prerender: string;
  sessions: SessionResolver;
  logger: Logger;
  /** The academics remote's dashboard for the page (decision 035); omitted: the page goes without. */
  homeFragment?: (
    user: User,
    language: AppLanguage,
    clientIp: string,
  ) => Promise<HomeFragment | null>;
}

/**
 * The signed-in home rendered for the person of the session (decision 034): the header, the
 * navigation and the greeting arrive in the HTML, in the account's language. Null, and the visit gets index.html as before, when the shell was
 * built without its Node bundle or template, the session is not a live one, or rendering fails:
 * the page then checks the session itself, so nothing is lost but the head start.
 */
export function createSignedInPage(opts: SignedInPageOptions) {
  /** Reads the template and the bundle once; a shell built without them gets null for good. */
  const load = loadOnce<Loaded>(
    () => {
      const template = readFileSync(path.join(opts.shellDist, SIGNED_IN_PAGE.template), 'utf8');
      if (!template.includes(SIGNED_IN_PAGE.slot)) throw new Error('the template has no slot');
      const render = requireExport<RenderSignedInPage>(opts.prerender, SIGNED_IN_PAGE.render);
      return { template, render };
    },
    (error) =>
      opts.logger.warn(
        { err: error, prerender: opts.prerender },
        'signed-in page unavailable: signed-in visits get index.html',
      ),
  );

  return async function signedInPage(ctx: Context): Promise<string | null> {
    const sid = ctx.cookies.get(SESSION_COOKIE);
    if (!sid) return null;
    const shell = load();
    if (!shell) return null;
    // Asked of identity now (never cached): the page hands the app this user as the session
    // check would. Identity unreachable: the page's own session check will say so.
    const user = await opts.sessions.resolveUser(sid).catch(() => null);
    if (!user) return null;
    // The account's language: the one the app settles on (decision 011: a device without a newer
    // choice of its own adopts it; a newer one has been saved to the account when it was made).
    // The device learns it, so the app starts in the page's language.
    const language = user.language;
    if (ctx.cookies.get(LANGUAGE_COOKIE) !== language) {
      ctx.cookies.set(LANGUAGE_COOKIE, language, {
        path: '/',
        maxAge: LANGUAGE_COOKIE_MAX_AGE_S * 1000,
        sameSite: 'lax',
        httpOnly: false,
      });
    }
    const fragment = (await opts.homeFragment?.(user, language, ctx.ip)) ?? null;
    try {
      const fragments = fragment
        ? { [fragmentKey(HOME_FRAGMENT.remote, HOME_FRAGMENT.expose)]: fragment.markup }
        : {};
      return fillSignedInPage(
        shell.template,
        shell.render(user, language, fragments),
        user,
        fragment,
      );
    } catch (error) {
      opts.logger.error({ err: error }, 'rendering the signed-in page failed');
      return null;
    }
  };
}
