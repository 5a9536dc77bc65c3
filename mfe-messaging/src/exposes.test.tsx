import type { ComponentType } from 'react';
import { MemoryRouter } from '@d742/platform/router';
import MessagesPage from './messages/messages-page';
import StaffCompose from './staff/staff-compose';
import StaffInbox from './staff/staff-inbox';
import { expectLocalizedHeading } from './test-utils/render-with-providers';

describe('messaging exposed modules', () => {
  it.each<[string, ComponentType, number, string, string]>([
    ['MessagesPage', MessagesPage, 1, 'Fariimaha', 'Messages'],
    ['StaffInbox', StaffInbox, 2, 'Wada-hadallada qoysaska', 'Conversations with families'],
    ['StaffCompose', StaffCompose, 2, 'U qor qoysaska', 'Write to families'],
  ])(
    '%s should show its localized heading in Somali and English',
    async (_name, Component, level, so, en) => {
      // The shell mounts it under its router (the page routes its threads itself).
      await expectLocalizedHeading(
        <MemoryRouter>
          <Component />
        </MemoryRouter>,
        { level, so, en },
      );
    },
  );
});
