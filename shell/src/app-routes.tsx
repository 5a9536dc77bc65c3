import { RemoteModule } from '@d742/platform';
import { type ComponentType, type ReactNode, Suspense, lazy } from 'react';
import { Route, Routes } from '@d742/platform/router';
import { FullPageSpinner } from './components/full-page-spinner';
import { SessionGate } from './features/auth';
import { HomePage } from './features/home';
import { AppLayout } from './features/layout';

/**
 * The signed-in pages and the admin page load when first shown, so the sign-in page carries none
 * of their code (decision 017, issue 14's phone budget). The layout and the home page, which
 * every signed-in visit starts with, come with the routes (one request fewer before the home
 * content); the other pages (chunk "signed-in-pages") and the Radix parts they use load when one
 * of them is first opened (decision 032).
 */
const pageLoaders: (() => Promise<unknown>)[] = [];

function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
) {
  pageLoaders.push(load);
  const Page = lazy(async (): Promise<{ default: ComponentType }> => ({
    default: (await load())[name],
  }));
  return function LazyPage() {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <Page />
      </Suspense>
    );
  };
}

/** Fetches every lazy page now (tests, so they time the pages rather than their first load). */
export const preloadPages = (): Promise<unknown> => Promise.all(pageLoaders.map((load) => load()));

const AdminPage = lazyPage(() => import('./features/admin'), 'AdminPage');
const MorePage = lazyPage(
  () => import(/* webpackChunkName: "signed-in-pages" */ './features/more'),
  'MorePage',
);
const NotFoundPage = lazyPage(
  () => import(/* webpackChunkName: "signed-in-pages" */ './features/not-found'),
  'NotFoundPage',
);
const ProfilePage = lazyPage(
  () => import(/* webpackChunkName: "signed-in-pages" */ './features/profile'),
  'ProfilePage',
);
const StaffWorkspace = lazyPage(
  () => import(/* webpackChunkName: "signed-in-pages" */ './features/staff'),
  'StaffWorkspace',
);

const signedIn = (page: ReactNode) => <SessionGate>{page}</SessionGate>;

export function AppRoutes() {
  return (
    <Routes>
      {/* Reachable signed out: administrators sign in here, not through the parent sign-in. */}
      <Route path="admin" element={<AdminPage />} />
      <Route element={signedIn(<AppLayout />)}>
        <Route index element={<HomePage />} />
        <Route path="grades" element={<RemoteModule remote="academics" expose="GradesPage" />} />
        <Route
          path="calendar"
          element={<RemoteModule remote="academics" expose="CalendarPage" />}
        />
        <Route
          path="homework"
          element={<RemoteModule remote="academics" expose="HomeworkPage" />}
        />
        <Route
          path="messages/*"
          element={<RemoteModule remote="messaging" expose="MessagesPage" />}
        />
        <Route path="alerts" element={<RemoteModule remote="reports" expose="AlertsPage" />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="more" element={<MorePage />} />
        <Route path="staff/*" element={<StaffWorkspace />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
