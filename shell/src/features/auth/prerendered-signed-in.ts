import type { User } from '@d742/contracts';
import { SIGNED_IN_PAGE } from '@d742/contracts/pages';

/**
 * The chunk (webpackChunkName) of the router, the layout and the home page: what a signed-in page
 * needs first. Its styles are inlined in the signed-in page (decision 034); the `import()`s of
 * './routed-app' (App.tsx, preload.ts) carry this name.
 */
export const ROUTED_APP_CHUNK = 'routed-app';

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * The person the gateway rendered this page for (decision 034): a signed-in visit gets
 * `signed-in.html` filled with their home page, `#root` marked `data-prerendered="signed-in"`, and
 * their session's user in a JSON script. Null on any other page, or when that script is unreadable
 * (the app then checks the session as usual). The user comes from the gateway's own session check
 * in the same answer; only its shape is looked at here, so the page starts without zod.
 */
export function pageSession(doc: Document = document): User | null {
  if (doc.getElementById('root')?.dataset.prerendered !== SIGNED_IN_PAGE.marker) return null;
  try {
    const user: unknown = JSON.parse(
      doc.getElementById(SIGNED_IN_PAGE.sessionScriptId)?.textContent ?? '',
    );
    if (typeof user !== 'object' || user === null) return null;
    const { id, firstName, role, language } = user as Record<string, unknown>;
    return isText(id) && isText(firstName) && isText(role) && isText(language)
      ? (user as User)
      : null;
  } catch {
    return null;
  }
}
