import type { ComponentType } from 'react';
import { MemoryRouter } from '@d742/platform/router';
import CalendarPage from './calendar/calendar-page';
import GradesPage from './grades/grades-page';
import HomeworkPage from './homework/homework-page';
import StaffClasses from './staff/staff-classes';
import { expectLocalizedHeading } from './test-utils/render-with-providers';

describe('academics exposed pages', () => {
  it.each<[string, ComponentType, string, string]>([
    ['GradesPage', GradesPage, 'Buundooyinka', 'Grades'],
    ['CalendarPage', CalendarPage, 'Jadwalka', 'Calendar'],
    ['HomeworkPage', HomeworkPage, 'Shaqada Guriga iyo Hawlaha', 'Homework and Assignments'],
  ])('%s should show its localized page heading in Somali and English', async (_, Page, so, en) => {
    await expectLocalizedHeading(<Page />, { level: 1, so, en });
  });

  it('StaffClasses should show its localized section heading under the staff workspace', async () => {
    await expectLocalizedHeading(
      <MemoryRouter>
        <StaffClasses />
      </MemoryRouter>,
      { level: 2, so: 'Fasalladayda', en: 'My classes' },
    );
  });
});
