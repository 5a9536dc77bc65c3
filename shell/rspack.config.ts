import { createAppConfig } from '@d742/build-config';

export default createAppConfig({
  name: 'shell',
  dir: __dirname,
  port: Number(process.env.SHELL_DEV_PORT ?? 3000),
  host: true,
});
