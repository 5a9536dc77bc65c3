import { createAppConfig, prerenderConfig } from '@d742/build-config';
import { DEFAULT_PORTS } from '@d742/contracts';

export default [
  // dist-prerender/prerender.cjs: the home dashboard for the gateway's signed-in page (decision 035).
  prerenderConfig({ dir: __dirname, name: 'academics' }),
  createAppConfig({
    name: 'academics',
    dir: __dirname,
    port: DEFAULT_PORTS.remotes.academics,
    exposes: {
      GradesPage: './src/grades/grades-page.tsx',
      CalendarPage: './src/calendar/calendar-page.tsx',
      HomeworkPage: './src/homework/homework-page.tsx',
      DashboardPanel: './src/dashboard/dashboard-panel.tsx',
      StaffClasses: './src/staff/staff-classes.tsx',
    },
  }),
];
