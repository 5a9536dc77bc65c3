import type { Logger } from 'pino';
import { HOME_FRAGMENT, type ServiceName, type User } from '@d742/contracts';
import type { AppLanguage } from '@d742/i18n/languages';
import { type Identity, signIdentity } from '@d742/service-kit';
import { loadOnce, requireExport } from './node-bundle';
import type { RouteTable } from './route-table';

/** What a remote's `renderHomeFragment` returns (mfe-academics/src/prerender.tsx). */
export interface HomeFragment {
  markup: string;
  css: string;
  /** TanStack's dehydrated state of the reads it was rendered from. */
  queries: unknown;
}
type ReadJson = (url: string) => Promise<unknown>;
type RenderHomeFragment = (user: User, language: AppLanguage, read: ReadJson) => Promise<unknown>;

/** How long the page waits on the dashboard's reads before it renders with what has come (ms). */
export const HOME_FRAGMENT_BUDGET_MS = 500;

export interface HomeFragmentOptions {
  /** The remote's Node bundle (HOME_FRAGMENT_PRERENDER, config.ts). */
  bundle: string;
  table: RouteTable;
  services: Record<ServiceName, string>;
  secret: string;
  logger: Logger;
  budgetMs?: number;
}

const BASE = 'http://gateway.invalid';

function isHomeFragment(value: unknown): value is HomeFragment {
  if (typeof value !== 'object' || value === null) return false;
  const { markup, css } = value as Record<string, unknown>;
  return typeof markup === 'string' && typeof css === 'string';
}

/**
 * The academics remote's home dashboard, rendered for a signed-in visit (decision 035). Its reads
 * take the API table's road as the person's own requests would (the route's roles, the owning
 * service, signed identity, the page's language), so the dashboard shows exactly what the browser
 * would have read. Reads still out when the budget ends are cut off, and their parts render
 * loading; a missing bundle or a failed render gives null, and the page goes without.
 */
export function createHomeFragment(opts: HomeFragmentOptions) {
  const load = loadOnce(
    () => requireExport<RenderHomeFragment>(opts.bundle, HOME_FRAGMENT.render),
    (error) =>
      opts.logger.warn(
        { err: error, bundle: opts.bundle },
        'home dashboard fragment unavailable: signed-in pages load it in the browser',
      ),
  );

  function reader(
    user: User,
    identity: Identity,
    language: AppLanguage,
    signal: AbortSignal,
  ): ReadJson {
    return async (url) => {
      const target = new URL(url, BASE);
      if (target.origin !== BASE) throw new Error(`not a gateway path: ${url}`);
      const match = opts.table.match('GET', target.pathname);
      if (match.kind !== 'route') throw new Error(`no route for GET ${target.pathname}`);
      const { route } = match;
      if (route.service === 'gateway' || !route.built) {
        throw new Error(`GET ${target.pathname} is not a service read`);
      }
      if (route.roles && !route.roles.includes(user.role)) {
        throw new Error(`GET ${target.pathname} is not for ${user.role}`);
      }
      const res = await fetch(`${opts.services[route.service]}${target.pathname}${target.search}`, {
        headers: {
          accept: 'application/json',
          'accept-language': language,
          ...signIdentity(opts.secret, identity),
        },
        signal,
      });
      if (!res.ok) throw new Error(`GET ${target.pathname} answered ${res.status}`);
      return res.json();
    };
  }

  return async function homeFragment(
    user: User,
    language: AppLanguage,
    clientIp: string,
  ): Promise<HomeFragment | null> {
    const renderFragment = load();
    if (!renderFragment) return null;
    const identity: Identity = { userId: user.id, role: user.role, clientIp };
    const signal = AbortSignal.timeout(opts.budgetMs ?? HOME_FRAGMENT_BUDGET_MS);
    try {
      const fragment = await renderFragment(
        user,
        language,
        reader(user, identity, language, signal),
      );
      if (!isHomeFragment(fragment)) throw new Error('the fragment has no markup or css');
      return fragment;
    } catch (error) {
      opts.logger.error({ err: error }, 'rendering the home dashboard fragment failed');
      return null;
    }
  };
}
