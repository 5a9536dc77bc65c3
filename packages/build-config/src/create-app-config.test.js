import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig, SHARED_SINGLETONS } from './index.js';

// Jest cannot load the ESM-only @rspack/core on Node 20, so this package uses node:test.
const appDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  'mfe-academics',
);

/** @param {import('@rspack/core').Configuration} config */
function federationOptions(config) {
  const plugin = config.plugins?.find((p) => p?.constructor?.name === 'ModuleFederationPlugin');
  assert.ok(plugin, 'ModuleFederationPlugin missing');
  return /** @type {{ _options: Record<string, any> }} */ (/** @type {unknown} */ (plugin))
    ._options;
}

describe('createAppConfig()', () => {
  it('should build a remote served from any prefix, with its exposes and a manifest', () => {
    const exposes = { './GradesPage': './src/grades/grades-page.tsx' };
    const config = createAppConfig({
      name: 'academics',
      dir: appDir,
      port: 3001,
      exposes,
      env: {},
    });
    assert.equal(config.mode, 'production');
    assert.deepEqual(config.entry, { main: './src/index.ts' });
    assert.equal(config.output?.publicPath, 'auto');
    assert.match(String(config.output?.filename), /\[contenthash/);
    assert.match(String(config.output?.chunkFilename), /\[contenthash/);
    assert.equal(config.devtool, false);
    assert.equal(config.devServer && config.devServer.host, '127.0.0.1');
    assert.equal(config.devServer && config.devServer.port, 3001);
    assert.equal(config.devServer && config.devServer.historyApiFallback, true);
    const mf = federationOptions(config);
    assert.equal(mf.name, 'academics');
    assert.equal(mf.filename, 'remoteEntry.js');
    assert.equal(mf.manifest, true);
    assert.equal(mf.dts, false);
    assert.deepEqual(mf.exposes, exposes);
  });

  it('should serve the host from the site root and honour PUBLIC_PATH', () => {
    const host = createAppConfig({ name: 'shell', dir: appDir, port: 3000, host: true, env: {} });
    assert.equal(host.output?.publicPath, '/');
    const custom = createAppConfig({
      name: 'shell',
      dir: appDir,
      port: 3000,
      host: true,
      env: { PUBLIC_PATH: '/portal/' },
    });
    assert.equal(custom.output?.publicPath, '/portal/');
  });

  it('should switch to development mode with cheap source maps when NODE_ENV is development', () => {
    const config = createAppConfig({
      name: 'academics',
      dir: appDir,
      port: 3001,
      env: { NODE_ENV: 'development' },
    });
    assert.equal(config.mode, 'development');
    assert.equal(config.devtool, 'cheap-module-source-map');
  });

  it('should share every singleton, requiring installed versions of third-party packages', () => {
    const shared = federationOptions(
      createAppConfig({ name: 'academics', dir: appDir, port: 3001, env: {} }),
    ).shared;
    assert.deepEqual(Object.keys(shared).sort(), [...SHARED_SINGLETONS].sort());
    for (const entry of Object.values(shared)) assert.equal(entry.singleton, true);
    assert.equal(shared['@d742/platform'].requiredVersion, false);
    assert.equal(shared['@d742/contracts'].requiredVersion, false);
    assert.match(shared['react'].requiredVersion, /^\^19\./);
    assert.match(shared['i18next'].requiredVersion, /^\^\d+\.\d+\.\d+$/);
  });

  it('should reject options that cannot make a federation container', () => {
    assert.throws(
      () => createAppConfig({ name: 'mfe-academics', dir: appDir, port: 3001 }),
      /identifier/,
    );
    assert.throws(
      () => createAppConfig({ name: 'academics', dir: 'relative', port: 3001 }),
      /absolute/,
    );
    assert.throws(() => createAppConfig({ name: 'academics', dir: appDir, port: 0 }), /port/);
    assert.throws(
      () =>
        createAppConfig({
          name: 'academics',
          dir: appDir,
          port: 3001,
          exposes: { GradesPage: './x.tsx' },
        }),
      /must start with/,
    );
  });
});
