import { mountStandalone } from '@d742/platform/standalone';
import { I18nextProvider } from 'react-i18next';
import DashboardPanel from './dashboard/dashboard-panel';
import GradesPage from './grades/grades-page';
import CalendarPage from './calendar/calendar-page';
import HomeworkPage from './homework/homework-page';
import StaffClasses from './staff/staff-classes';

mountStandalone([DashboardPanel, GradesPage, CalendarPage, HomeworkPage, StaffClasses], {
  I18nextProvider,
});
