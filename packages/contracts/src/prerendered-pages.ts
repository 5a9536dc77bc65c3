/**
 * `@d742/contracts/pages`: the pages the shell's build and the gateway render ahead of the script
 * (decisions 031, 034). A module of its own: the shell's first chunk reads it, and nothing else of
 * the contracts, to know which page it is on.
 */

/**
 * The shell's sign-in screen rendered at build time, one page per language (shell/src/prerender.tsx):
 * the gateway answers a page visit without a session cookie with the one of the `d742_lang`
 * cookie's language (decision 031).
 */
export const SIGN_IN_PAGES = { so: 'sign-in.so.html', en: 'sign-in.en.html' } as const;

/**
 * The signed-in home rendered by the gateway for the person of the session (decision 034): the
 * shell's build writes `template` (index.html with the first screen's styles inlined and `slot`
 * inside `#root`); the gateway fills the slot with the markup of `renderSignedInPage` (the shell's
 * Node build), marks `#root` with `marker` and hands the page the session's user in the JSON
 * script `sessionScriptId`, which the browser starts from instead of asking again.
 */
export const SIGNED_IN_PAGE = {
  template: 'signed-in.html',
  render: 'renderSignedInPage',
  marker: 'signed-in',
  slot: '<!--d742:signed-in-->',
  sessionScriptId: 'd742-session',
  /** The reads the page's remote content was rendered from (TanStack's dehydrated state). */
  queriesScriptId: 'd742-queries',
} as const;

/**
 * A remote's part of the signed-in home rendered with the family's data (decision 035): the
 * remote's Node build exports `render`; the shell renders the markup where that remote's module
 * loads (in an element with `attribute` = `remote/expose`) and keeps it there, in the browser too,
 * until the remote has loaded.
 */
export const HOME_FRAGMENT = {
  remote: 'academics',
  expose: 'DashboardPanel',
  render: 'renderHomeFragment',
  attribute: 'data-fragment',
} as const;

/** How the shell names a remote module's pre-rendered content (its `attribute` value): `remote/expose`. */
export const fragmentKey = (remote: string, expose: string): string => `${remote}/${expose}`;
