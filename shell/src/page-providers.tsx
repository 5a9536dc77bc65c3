import { useToastStore } from '@d742/platform/core';
import { type ReactNode, lazy } from 'react';
import { DocumentTitle } from './components/document-title';
import { MountOnce } from './components/mount-once';

// The toast renderer (Radix Toast) loads with the first toast; the sign-in page shows none before
// someone acts, so it loads no Radix (decision 017).
const Toaster = lazy(() => import('./components/toaster').then((m) => ({ default: m.Toaster })));

function LazyToaster() {
  const pending = useToastStore((s) => s.toasts.length > 0);
  return (
    <MountOnce when={pending}>
      <Toaster />
    </MountOnce>
  );
}

/**
 * What every page, the sign-in page included, runs inside: the title and toasts. The sign-in page
 * translates with `useCommonT` (the one i18n instance, no react-i18next); react-i18next's
 * provider comes with the routes (SignedInProviders; decision 017).
 */
export function PageProviders({ children }: { children: ReactNode }) {
  return (
    <>
      <DocumentTitle />
      {children}
      <LazyToaster />
    </>
  );
}
