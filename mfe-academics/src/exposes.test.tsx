import type { ComponentType } from 'react';
import CalendarPage from './calendar/calendar-page';
import DashboardPanel from './dashboard/dashboard-panel';
import HomeworkPage from './homework/homework-page';
import { expectLocalizedHeading } from './test-utils/render-with-providers';

describe('academics exposed modules without content yet', () => {
  it.each<[string, ComponentType, number, string, string]>([
    ['CalendarPage', CalendarPage, 1, 'Jadwalka', 'Calendar'],
    ['HomeworkPage', HomeworkPage, 1, 'Shaqada Guriga iyo Hawlaha', 'Homework and Assignments'],
    ['DashboardPanel', DashboardPanel, 2, 'Carruurtaada', 'Your children'],
  ])(
    '%s should show its localized heading in Somali and English',
    async (_name, Component, level, so, en) => {
      await expectLocalizedHeading(<Component />, { level, so, en });
    },
  );
});
