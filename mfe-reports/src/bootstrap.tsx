import { mountStandalone } from '@d742/platform/standalone';
import { I18nextProvider } from 'react-i18next';
import AlertsPage from './alerts/alerts-page';
import ReportGenerator from './report-generator/report-generator';
import SchoolConnections from './school-connections/school-connections';

mountStandalone([AlertsPage, SchoolConnections, ReportGenerator], { I18nextProvider });
