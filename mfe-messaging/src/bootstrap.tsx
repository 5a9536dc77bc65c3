import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { initI18n } from '@d742/i18n';
import { AppProviders } from '@d742/platform';
import '@d742/ui/styles.css';
import MessagesPage from './messages/messages-page';

initI18n();

// Standalone page of this remote (rspack dev / d742-static); the shell never loads this file.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders I18nextProvider={I18nextProvider}>
      <BrowserRouter>
        <main className="ui-container">
          <MessagesPage />
        </main>
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
