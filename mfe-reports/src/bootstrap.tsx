import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneProviders } from './standalone-providers';
import AlertsPage from './alerts/alerts-page';
import ReportGenerator from './report-generator/report-generator';

// Standalone page of this remote (rspack dev / d742-static); the shell never loads this file.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StandaloneProviders>
      <AlertsPage />
      <ReportGenerator />
    </StandaloneProviders>
  </StrictMode>,
);
