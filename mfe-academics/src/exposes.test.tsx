import type { ComponentType } from 'react';
import CalendarPage from './calendar/calendar-page';
import GradesPage from './grades/grades-page';
import HomeworkPage from './homework/homework-page';
import { expectLocalizedHeading } from './test-utils/render-with-providers';

describe('academics exposed pages', () => {
  it.each<[string, ComponentType, string, string]>([
    ['GradesPage', GradesPage, 'Buundooyinka', 'Grades'],
    ['CalendarPage', CalendarPage, 'Jadwalka', 'Calendar'],
    ['HomeworkPage', HomeworkPage, 'Shaqada Guriga iyo Hawlaha', 'Homework and Assignments'],
  ])('%s should show its localized page heading in Somali and English', async (_, Page, so, en) => {
    await expectLocalizedHeading(<Page />, { level: 1, so, en });
  });
});
