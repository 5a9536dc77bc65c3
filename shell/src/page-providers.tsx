import { i18n } from '@d742/i18n';
import { useToastStore } from '@d742/platform/core';
import { type ReactNode, Suspense, lazy, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { DocumentTitle } from './components/document-title';

// The toast renderer (Radix Toast) loads with the first toast; the sign-in page shows none before
// someone acts, so it loads no Radix (decision 017).
const Toaster = lazy(() => import('./components/toaster').then((m) => ({ default: m.Toaster })));

function LazyToaster() {
  const pending = useToastStore((s) => s.toasts.length > 0);
  const [wanted, setWanted] = useState(pending);
  if (pending && !wanted) setWanted(true); // once loaded it stays, so toasts can animate out
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** What every page, the sign-in page included, runs inside: the one i18n, the title, toasts. */
export function PageProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <DocumentTitle />
      {children}
      <LazyToaster />
    </I18nextProvider>
  );
}
