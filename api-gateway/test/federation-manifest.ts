import type http from 'node:http';
import type { RemoteName } from '@d742/contracts';

/** An mf-manifest.json shaped like the remotes' builds (mfe-academics/dist/mf-manifest.json), trimmed. */
export function federationManifest(name: RemoteName, version: string) {
  return {
    id: name,
    name,
    metaData: {
      name,
      globalName: name,
      buildInfo: { buildVersion: version, buildName: `@d742/mfe-${name}` },
      publicPath: 'auto',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      pluginVersion: '2.9.2',
    },
    shared: [],
    remotes: [],
    exposes: [
      {
        id: `${name}:Page`,
        name: 'Page',
        assets: { js: { sync: ['page.js'], async: [] }, css: { sync: [], async: [] } },
        path: './Page',
      },
    ],
  };
}

/** A static file server: path → JSON body (or raw text); anything else 404. */
export function staticFiles(files: Record<string, unknown>): http.RequestListener {
  return (req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (!(path in files)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const body = files[path];
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(typeof body === 'string' ? body : JSON.stringify(body));
  };
}
