import fs from 'node:fs';
import path from 'node:path';
import { PWA_HEAD_TAGS } from './pwa-assets.js';

const DEFAULT_TEMPLATE = `<!doctype html>
<html lang="so">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <meta name="text-scale" content="scale" />
    <title><%= htmlRspackPlugin.options.title %></title>
    <%= headTags %>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/**
 * HtmlRspackPlugin options: the app's own `index.html` when it has one, else a minimal page.
 * Only the app entry is injected (a remote's container entry is loaded by hosts, not by its page).
 * The installable app (`pwa`, the shell) also links its web app manifest and icons.
 * @param {{ dir: string, title: string, pwa?: boolean }} options
 * @returns {import('@rspack/core').HtmlRspackPluginOptions}
 */
export function htmlPageOptions({ dir, title, pwa = false }) {
  const template = path.join(dir, 'index.html');
  return {
    title,
    chunks: ['main'],
    templateParameters: { headTags: pwa ? PWA_HEAD_TAGS : '' },
    ...(fs.existsSync(template) ? { template } : { templateContent: DEFAULT_TEMPLATE }),
  };
}
