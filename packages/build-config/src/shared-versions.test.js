import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHARED_SINGLETONS } from './index.js';

// Decision 017: one copy of every shared singleton, so Module Federation has one version to share
// and the browser downloads one. These checks keep a later install from quietly adding a second.
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
/** @param {string} file */
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const thirdParty = SHARED_SINGLETONS.filter((name) => !name.startsWith('@d742/'));

/** Every workspace's package.json, from the root's `workspaces` (literal folders and `dir/*`). */
function workspaceManifests() {
  /** @type {string[]} */
  const patterns = readJson(path.join(repo, 'package.json')).workspaces;
  return patterns.flatMap((pattern) => {
    const dirs = pattern.endsWith('/*')
      ? fs
          .readdirSync(path.join(repo, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => path.join(pattern.slice(0, -2), entry.name))
      : [pattern];
    return dirs
      .map((dir) => path.join(repo, dir, 'package.json'))
      .filter((file) => fs.existsSync(file));
  });
}

describe('shared singletons across the workspaces', () => {
  it('should be declared with one version range everywhere', () => {
    for (const name of thirdParty) {
      /** @type {Map<string, string[]>} */
      const ranges = new Map();
      for (const file of workspaceManifests()) {
        const pkg = readJson(file);
        for (const field of ['dependencies', 'devDependencies', 'peerDependencies']) {
          const range = pkg[field]?.[name];
          if (range) ranges.set(range, [...(ranges.get(range) ?? []), path.relative(repo, file)]);
        }
      }
      assert.ok(ranges.size > 0, `${name} is declared by no workspace`);
      assert.equal(ranges.size, 1, `${name} has several ranges: ${JSON.stringify([...ranges])}`);
    }
  });

  it('should be installed once (package-lock.json holds a single copy)', () => {
    const installed = Object.keys(readJson(path.join(repo, 'package-lock.json')).packages);
    for (const name of thirdParty) {
      const copies = installed.filter((key) => key.endsWith(`node_modules/${name}`));
      assert.deepEqual(copies, [`node_modules/${name}`], `${name}: ${copies.join(', ')}`);
    }
  });
});
