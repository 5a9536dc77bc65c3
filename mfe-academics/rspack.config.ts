import { createAppConfig } from '@d742/build-config';

export default createAppConfig({
  name: 'academics',
  dir: __dirname,
  port: 3001,
  exposes: {
    './GradesPage': './src/grades/grades-page.tsx',
    './CalendarPage': './src/calendar/calendar-page.tsx',
    './HomeworkPage': './src/homework/homework-page.tsx',
    './DashboardPanel': './src/dashboard/dashboard-panel.tsx',
  },
});
