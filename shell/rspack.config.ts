import {
  createAppConfig,
  prerenderConfig,
  serviceWorkerConfig,
  withPrerenderedPages,
} from '@d742/build-config';
import { SIGNED_IN_PAGE, SIGN_IN_PAGES } from '@d742/contracts';
import { PRERENDERED_SIGN_IN } from './src/features/auth/prerendered-sign-in';
import { ROUTED_APP_CHUNK } from './src/features/auth/prerendered-signed-in';

export default [
  // dist-prerender/prerender.cjs: the sign-in screen and the signed-in home for Node.
  prerenderConfig({ dir: __dirname }),
  // dist/sign-in.<lang>.html beside index.html: the sign-in form in the HTML (decision 031);
  // dist/signed-in.html: the page the gateway fills with the signed-in home (decision 034).
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
      template: {
        file: SIGNED_IN_PAGE.template,
        marker: SIGNED_IN_PAGE.marker,
        slot: SIGNED_IN_PAGE.slot,
        stylesOf: ['bootstrap', ROUTED_APP_CHUNK],
      },
    },
  ),
  // dist/sw.js, built once the shell is (it precaches the shell's files).
  serviceWorkerConfig({ dir: __dirname }),
];
