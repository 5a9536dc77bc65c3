import { createAppConfig, serviceWorkerConfig } from '@d742/build-config';

export default [
  createAppConfig({
    name: 'shell',
    dir: __dirname,
    port: Number(process.env.SHELL_DEV_PORT ?? 3000),
    host: true,
  }),
  // dist/sw.js, built once the shell is (it precaches the shell's files).
  serviceWorkerConfig({ dir: __dirname }),
];
