import { createAppConfig } from '@d742/build-config';
import { DEFAULT_PORTS } from '@d742/contracts';

export default createAppConfig({
  name: 'messaging',
  dir: __dirname,
  port: DEFAULT_PORTS.remotes.messaging,
  exposes: {
    MessagesPage: './src/messages/messages-page.tsx',
    StaffInbox: './src/staff/staff-inbox.tsx',
    StaffCompose: './src/staff/staff-compose.tsx',
  },
});
