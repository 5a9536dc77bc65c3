#!/usr/bin/env node
'use strict';
// Runs a command on a supported Node: `node tools/node-runtime/run.cjs npm run start:stack`.
// On Node older than 22.13 it brings Node 24 into .tools/ once and puts it first on PATH, so npm
// itself and every script below it run on 24. `--bin-dir` prints that folder (empty when the
// machine's Node is fine), for shell scripts such as .ci/run.

const { spawn } = require('node:child_process');
const { resolveRuntime, withBinDir } = require('./node-runtime.cjs');

function main(argv) {
  const runtime = resolveRuntime();
  if (runtime.error) {
    process.stderr.write(`${runtime.error}\n`);
    return process.exit(1);
  }
  if (argv[0] === '--bin-dir') {
    if (runtime.notice) process.stderr.write(`${runtime.notice}\n`);
    process.stdout.write(`${runtime.binDir || ''}\n`);
    return undefined;
  }
  if (argv.length === 0) {
    process.stderr.write('usage: run.cjs <command> [args...] | --bin-dir\n');
    return process.exit(2);
  }
  if (runtime.notice) process.stdout.write(`${runtime.notice}\n`);
  const child = spawn(argv[0], argv.slice(1), {
    stdio: 'inherit',
    env: withBinDir(process.env, runtime.binDir),
    shell: process.platform === 'win32',
  });
  const forward = (signal) => () => child.kill(signal);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, forward(signal));
  child.on('error', (err) => {
    process.stderr.write(`Could not start ${argv[0]}: ${err.message}\n`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return undefined;
}

main(process.argv.slice(2));
