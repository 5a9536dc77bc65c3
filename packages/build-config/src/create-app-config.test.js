import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig, federationExposes, SHARED_SINGLETONS } from './index.js';
import { federationExperiments } from './create-app-config.js';

// Jest cannot load the ESM-only @rspack/core on Node 20, so this package uses node:test.
const appDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  'mfe-academics',
);

const ACADEMICS_EXPOSES = {
  GradesPage: './src/grades/grades-page.tsx',
  CalendarPage: './src/calendar/calendar-page.tsx',
  HomeworkPage: './src/homework/homework-page.tsx',
  DashboardPanel: './src/dashboard/dashboard-panel.tsx',
  StaffClasses: './src/staff/staff-classes.tsx',
};
/** The academics remote as its rspack.config.ts describes it. */
const ACADEMICS = {
  name: /** @type {const} */ ('academics'),
  dir: appDir,
  port: 3001,
  exposes: ACADEMICS_EXPOSES,
};

/** @param {import('@rspack/core').Configuration} config */
function federationOptions(config) {
  const plugin = config.plugins?.find((p) => p?.constructor?.name === 'ModuleFederationPlugin');
  assert.ok(plugin, 'ModuleFederationPlugin missing');
  return /** @type {{ _options: Record<string, any> }} */ (/** @type {unknown} */ (plugin))
    ._options;
}

describe('createAppConfig()', () => {
  it('should build a remote served from any prefix, with its exposes and a manifest', () => {
    const exposes = {
      './GradesPage': './src/grades/grades-page.tsx',
      './CalendarPage': './src/calendar/calendar-page.tsx',
      './HomeworkPage': './src/homework/homework-page.tsx',
      './DashboardPanel': './src/dashboard/dashboard-panel.tsx',
      './StaffClasses': './src/staff/staff-classes.tsx',
    };
    const config = createAppConfig({ ...ACADEMICS, env: {} });
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
    const config = createAppConfig({ ...ACADEMICS, env: { NODE_ENV: 'development' } });
    assert.equal(config.mode, 'development');
    assert.equal(config.devtool, 'cheap-module-source-map');
  });

  it('should share every singleton, requiring installed versions of third-party packages', () => {
    const shared = federationOptions(createAppConfig({ ...ACADEMICS, env: {} })).shared;
    assert.deepEqual(Object.keys(shared).sort(), [...SHARED_SINGLETONS].sort());
    for (const entry of Object.values(shared)) assert.equal(entry.singleton, true);
    assert.equal(shared['@d742/platform'].requiredVersion, false);
    assert.equal(shared['@d742/contracts'].requiredVersion, false);
    assert.match(shared['react'].requiredVersion, /^\^19\./);
    assert.match(shared['i18next'].requiredVersion, /^\^\d+\.\d+\.\d+$/);
  });

  it('should reject options that cannot make a federation container', () => {
    assert.throws(
      // @ts-expect-error the container name must be the remote's name
      () => createAppConfig({ ...ACADEMICS, name: 'mfe-academics' }),
      /identifier/,
    );
    assert.throws(() => createAppConfig({ ...ACADEMICS, dir: 'relative' }), /absolute/);
    assert.throws(() => createAppConfig({ ...ACADEMICS, port: 0 }), /port/);
    assert.throws(
      () =>
        // @ts-expect-error MF's './' form is build-config's job, not the caller's
        createAppConfig({
          ...ACADEMICS,
          exposes: { ...ACADEMICS_EXPOSES, './GradesPage': './x.tsx' },
        }),
      /"\.\/GradesPage" is not an expose of academics/,
    );
  });

  it('should proxy the API and the live channel to the gateway on its default port', () => {
    const config = createAppConfig({ ...ACADEMICS, env: {} });
    assert.ok(config.devServer);
    assert.deepEqual(config.devServer.proxy, [
      { context: ['/api', '/ws'], target: 'http://127.0.0.1:8080', ws: true },
    ]);
  });
});

describe('federationExposes(exposes)', () => {
  it("should key every module by MF's './Name'", () => {
    assert.deepEqual(federationExposes({ AlertsPage: './a.tsx', ReportGenerator: './r.tsx' }), {
      './AlertsPage': './a.tsx',
      './ReportGenerator': './r.tsx',
    });
  });
});

describe('createAppConfig() exposes (checked by typecheck, then at run time)', () => {
  const reports = { name: /** @type {const} */ ('reports'), dir: appDir, port: 3004 };

  it("should accept exactly the remote's exposes", () => {
    const config = createAppConfig({
      ...reports,
      exposes: {
        AlertsPage: './a.tsx',
        ReportGenerator: './r.tsx',
        SchoolConnections: './s.tsx',
        StaffReports: './f.tsx',
      },
    });
    assert.deepEqual(Object.keys(federationOptions(config).exposes), [
      './AlertsPage',
      './ReportGenerator',
      './SchoolConnections',
      './StaffReports',
    ]);
  });

  it('should refuse a missing expose', () => {
    assert.throws(
      () =>
        createAppConfig({
          ...reports,
          // @ts-expect-error ReportGenerator is missing
          exposes: { AlertsPage: './a.tsx', SchoolConnections: './s.tsx', StaffReports: './f.tsx' },
        }),
      /expose "ReportGenerator" of reports is missing/,
    );
  });

  it('should refuse a misspelled or foreign expose', () => {
    assert.throws(
      () =>
        // @ts-expect-error AlertPage is a typo of AlertsPage
        createAppConfig({
          ...reports,
          exposes: {
            AlertPage: './a.tsx',
            ReportGenerator: './r.tsx',
            SchoolConnections: './s.tsx',
            StaffReports: './f.tsx',
          },
        }),
      /"AlertPage" is not an expose of reports/,
    );
    assert.throws(
      () =>
        // @ts-expect-error GradesPage belongs to academics
        createAppConfig({
          ...reports,
          exposes: {
            AlertsPage: './a.tsx',
            ReportGenerator: './r.tsx',
            SchoolConnections: './s.tsx',
            StaffReports: './f.tsx',
            GradesPage: './g.tsx',
          },
        }),
      /"GradesPage" is not an expose of reports/,
    );
  });

  it('should refuse a remote that is not in REMOTE_EXPOSES unless it is the host', () => {
    assert.throws(
      // @ts-expect-error a remote needs its exposes
      () => createAppConfig({ name: 'calendar', dir: appDir, port: 3005 }),
      /"calendar" is not a remote in REMOTE_EXPOSES/,
    );
  });
});

describe('one federation runtime per page (decision 017)', () => {
  it('should let the shell provide its runtime and production remotes use it', () => {
    const host = createAppConfig({ name: 'shell', dir: appDir, port: 3000, host: true, env: {} });
    assert.equal(federationOptions(host).experiments.provideExternalRuntime, true);
    const remote = federationOptions(createAppConfig({ ...ACADEMICS, env: {} }));
    assert.equal(remote.experiments.externalRuntime, true);
    assert.equal(remote.experiments.optimization.target, 'web');
  });

  it('should keep the runtime in a remote under rspack dev (its own page has no shell)', () => {
    const dev = createAppConfig({ ...ACADEMICS, env: { NODE_ENV: 'development' } });
    assert.equal(federationOptions(dev).experiments.externalRuntime, undefined);
    assert.deepEqual(federationExperiments({ host: false, production: false }), {
      optimization: { target: 'web' },
    });
  });

  it("should bundle the runtime's ES module files in place of its CommonJS ones", () => {
    const alias = /** @type {Record<string, string>} */ (
      createAppConfig({ ...ACADEMICS, env: {} }).resolve?.alias
    );
    const entries = Object.entries(alias);
    assert.ok(entries.length >= 3);
    for (const [cjs, esm] of entries) {
      assert.match(cjs, /@module-federation\/.+\.cjs$/);
      assert.ok(fs.existsSync(esm), `${esm} is missing`);
    }
  });
});

describe('the bundle report', () => {
  it('should ask for every chunk and module only under D742_BUNDLE_STATS', () => {
    assert.equal(createAppConfig({ ...ACADEMICS, env: {} }).stats, undefined);
    const stats = createAppConfig({ ...ACADEMICS, env: { D742_BUNDLE_STATS: '1' } }).stats;
    assert.ok(stats && typeof stats === 'object');
    assert.equal(stats.chunkModules, true);
  });
});
