/**
 * The home dashboard rendered to HTML for Node (the `academics-prerender` configuration, decision
 * 035): the gateway puts it in the signed-in page it renders (decision 034), so a parent's
 * children, their open homework and the latest updates arrive with the HTML instead of after the
 * remote, its data and the shell's script. The reads go through `read`, the gateway's own
 * authorized route to the services; what they answered travels with the page (`queries`), so the
 * browser's first render of this remote is the same screen, with no second request.
 */
import { type User, countSchema, studentListSchema, updateListSchema } from '@d742/contracts';
import type { AppLanguage } from '@d742/i18n/core';
import { AppProviders, type ParseSchema, apiQueryKey, createQueryClient } from '@d742/platform';
import { renderAsSignedIn } from '@d742/platform/prerender';
import { type DehydratedState, dehydrate, hydrate } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { STUDENTS_URL } from './api/students';
import DashboardPanel from './dashboard/dashboard-panel';
import { RECENT_UPDATES_URL, pendingAssignmentsUrl } from './dashboard/api/dashboard-api';
// The browser build links these with the remote's chunk; the page needs them before it.
import academicsCss from './lib/academics.css';
import dashboardCss from './dashboard/dashboard.css';

/** A GET through the gateway's route table, as the signed-in person: the answer's JSON body. */
export type ReadJson = (url: string) => Promise<unknown>;

export interface RenderedFragment {
  /** The dashboard's HTML, for the shell's slot of `academics/DashboardPanel`. */
  markup: string;
  /** The stylesheet the markup needs (the remote's own; the shell's are in the page). */
  css: string;
  /** The reads it was rendered from, for the browser's query client (TanStack `hydrate`). */
  queries: DehydratedState;
}

/** A stylesheet's text as the Node build imports it (`asset/source`); tests import no text. */
const cssText = (source: unknown) => (typeof source === 'string' ? source : '');

export const HOME_FRAGMENT_CSS = `${cssText(academicsCss)}\n${cssText(dashboardCss)}`;

/**
 * Reads what the home dashboard shows for `user` (a parent: the children and each one's open
 * homework; everyone: the recent updates). A read that fails is left out: its part of the panel
 * renders loading, and the browser reads it itself.
 */
async function readDashboard(user: User, language: AppLanguage, read: ReadJson) {
  const client = createQueryClient();
  const prefetch = <T,>(url: string, schema: ParseSchema<T>) =>
    client
      .fetchQuery({
        queryKey: apiQueryKey(url, language),
        queryFn: async () => schema.parse(await read(url)),
      })
      .catch(() => undefined);
  const children =
    user.role === 'parent'
      ? prefetch(STUDENTS_URL, studentListSchema).then((students = []) =>
          Promise.all(
            students.map((student) => prefetch(pendingAssignmentsUrl(student.id), countSchema)),
          ),
        )
      : null;
  await Promise.all([prefetch(RECENT_UPDATES_URL, updateListSchema), children]);
  // Only what was answered (TanStack's default: successful queries).
  return dehydrate(client);
}

/**
 * The dashboard of `user` in `language`, rendered from the reads made for it (the render itself
 * synchronous: renderAsSignedIn).
 */
export async function renderHomeFragment(
  user: User,
  language: AppLanguage,
  read: ReadJson,
): Promise<RenderedFragment> {
  const queries = await readDashboard(user, language, read);
  const client = createQueryClient();
  hydrate(client, queries);
  const markup = renderAsSignedIn(user, language, () =>
    renderToStaticMarkup(
      <AppProviders I18nextProvider={I18nextProvider} queryClient={client}>
        <StaticRouter location="/">
          <DashboardPanel />
        </StaticRouter>
      </AppProviders>,
    ),
  );
  return { markup, css: HOME_FRAGMENT_CSS, queries };
}
