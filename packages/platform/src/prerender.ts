/**
 * `@d742/platform/prerender`: for the Node builds that render screens to HTML (the shell's pages,
 * decisions 031 and 034; a remote's part of the signed-in home, decision 035). The common texts
 * are registered in both languages at once: a server renders either on any request.
 */
import type { User } from '@d742/contracts';
import { type AppLanguage, registerNamespace, setLanguage } from '@d742/i18n/core';
import en from '@d742/i18n/locales/en/common.json';
import so from '@d742/i18n/locales/so/common.json';
import { useSession } from '@d742/platform/core';

registerNamespace('common', { so, en });

/**
 * `render()` as `user` sees it in `language`: the language and the session are set for it, and the
 * session put back afterwards. `render` must be synchronous, so the stores are no one else's
 * meanwhile.
 */
export function renderAsSignedIn<T>(user: User, language: AppLanguage, render: () => T): T {
  setLanguage(language);
  const before = useSession.getState();
  useSession.setState({ user, status: 'signed-in' });
  try {
    return render();
  } finally {
    useSession.setState({ user: before.user, status: before.status });
  }
}
