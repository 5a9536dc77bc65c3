import { createAppConfig } from '@d742/build-config';

export default createAppConfig({
  name: 'reports',
  dir: __dirname,
  port: 3004,
  exposes: {
    './AlertsPage': './src/alerts/alerts-page.tsx',
    './ReportGenerator': './src/report-generator/report-generator.tsx',
    './SchoolConnections': './src/school-connections/school-connections.tsx',
  },
});
