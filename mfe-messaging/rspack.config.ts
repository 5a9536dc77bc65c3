import { createAppConfig } from '@d742/build-config';

export default createAppConfig({
  name: 'messaging',
  dir: __dirname,
  port: 3002,
  exposes: {
    './MessagesPage': './src/messages/messages-page.tsx',
  },
});
