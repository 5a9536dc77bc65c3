import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { initI18n } from '@d742/i18n';
import { queryClient } from '@d742/platform';
import '@d742/ui/styles.css';

const i18n = initI18n();

/** What the shell provides around a remote, for this remote's own page only. */
export function StandaloneProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter>
          <main className="ui-container">{children}</main>
        </BrowserRouter>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
