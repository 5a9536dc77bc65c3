import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneProviders } from './standalone-providers';
import GradesPage from './grades/grades-page';
import CalendarPage from './calendar/calendar-page';
import HomeworkPage from './homework/homework-page';
import DashboardPanel from './dashboard/dashboard-panel';

// Standalone page of this remote (rspack dev / d742-static); the shell never loads this file.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StandaloneProviders>
      <DashboardPanel />
      <GradesPage />
      <CalendarPage />
      <HomeworkPage />
    </StandaloneProviders>
  </StrictMode>,
);
