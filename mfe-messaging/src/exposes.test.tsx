import type { ComponentType } from 'react';
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
      await expectLocalizedHeading(<Component />, { level, so, en });
    },
  );
});
