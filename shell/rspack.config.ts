import {
  createAppConfig,
  prerenderConfig,
  serviceWorkerConfig,
  withPrerenderedPages,
} from '@d742/build-config';
import { SIGN_IN_PAGES } from '@d742/contracts';
import { PRERENDERED_SIGN_IN } from './src/features/auth/prerendered-sign-in';

export default [
  // dist-prerender/prerender.cjs: the sign-in screen for Node, rendered into the pages below.
  prerenderConfig({ dir: __dirname }),
  // dist/sign-in.<lang>.html beside index.html: the sign-in form in the HTML (decision 031).
  withPrerenderedPages(
    createAppConfig({
      name: 'shell',
      dir: __dirname,
      port: Number(process.env.SHELL_DEV_PORT ?? 3000),
      host: true,
    }),
    {
      dir: __dirname,
      render: 'renderSignInPage',
      files: SIGN_IN_PAGES,
      marker: PRERENDERED_SIGN_IN,
      stylesOf: 'bootstrap',
    },
  ),
  // dist/sw.js, built once the shell is (it precaches the shell's files).
  serviceWorkerConfig({ dir: __dirname }),
];
