import type { ComponentType } from 'react';
import AlertsPage from './alerts/alerts-page';
import ReportGenerator from './report-generator/report-generator';
import SchoolConnections from './school-connections/school-connections';
import StaffReports from './staff-reports/staff-reports';
import { expectLocalizedHeading } from './test-utils/render-with-providers';

describe('reports exposed modules', () => {
  it.each<[string, ComponentType, number, string, string]>([
    ['AlertsPage', AlertsPage, 1, 'Digniinaha iyo Warbixinnada', 'Alerts and Reports'],
    ['ReportGenerator', ReportGenerator, 2, 'Soo Saaraha Warbixinta', 'Report Generator'],
    [
      'SchoolConnections',
      SchoolConnections,
      2,
      'Xiriirka nidaamyada dugsiga',
      'School connections',
    ],
    ['StaffReports', StaffReports, 2, 'Warbixinno iyo digniino', 'Reports and alerts'],
  ])(
    '%s should show its localized heading in Somali and English',
    async (_name, Component, level, so, en) => {
      await expectLocalizedHeading(<Component />, { level, so, en });
    },
  );
});
