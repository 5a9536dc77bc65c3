import { createAppConfig } from '@d742/build-config';
import { DEFAULT_PORTS } from '@d742/contracts';

export default createAppConfig({
  name: 'reports',
  dir: __dirname,
  port: DEFAULT_PORTS.remotes.reports,
  exposes: {
    AlertsPage: './src/alerts/alerts-page.tsx',
    ReportGenerator: './src/report-generator/report-generator.tsx',
    SchoolConnections: './src/school-connections/school-connections.tsx',
    StaffReports: './src/staff-reports/staff-reports.tsx',
  },
});
