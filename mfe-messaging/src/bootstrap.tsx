import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneProviders } from './standalone-providers';
import MessagesPage from './messages/messages-page';

// Standalone page of this remote (rspack dev / d742-static); the shell never loads this file.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StandaloneProviders>
      <MessagesPage />
    </StandaloneProviders>
  </StrictMode>,
);
