import fs from 'node:fs';
import path from 'node:path';

/** Modules every federated app shares as singletons: one React tree, one session, one language. */
export const SHARED_SINGLETONS = Object.freeze([
  'react',
  'react-dom',
  'zustand',
  'i18next',
  'react-i18next',
  '@tanstack/react-query',
  '@d742/platform',
  '@d742/platform/core',
  // Routing through one module of ours: react-router tree-shaken to what the apps use (decision 036).
  '@d742/platform/router',
  '@d742/ui',
  '@d742/ui/core',
  '@d742/i18n',
  '@d742/i18n/core',
  '@d742/contracts',
]);

const WORKSPACE_SCOPE = '@d742/';

/**
 * Reads the installed package.json the way Node's lookup walks up from `fromDir`;
 * packages' `exports` often hide `package.json`, so require.resolve cannot be used.
 * @param {string} name
 * @param {string} fromDir
 * @returns {{ version?: string } | undefined}
 */
export function findInstalledPackageJson(name, fromDir) {
  let dir = path.resolve(fromDir);
  for (;;) {
    const candidate = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(candidate)) return JSON.parse(fs.readFileSync(candidate, 'utf8'));
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/**
 * MF `shared` config: every entry a singleton; third-party packages require a compatible
 * version (`^installed`), workspace packages always match (they ship together from source).
 * @param {string} appDir
 * @returns {Record<string, { singleton: true, requiredVersion: string | false, version?: string }>}
 */
export function createSharedConfig(appDir) {
  /** @type {Record<string, { singleton: true, requiredVersion: string | false, version?: string }>} */
  const shared = {};
  for (const name of SHARED_SINGLETONS) {
    if (name.startsWith(WORKSPACE_SCOPE)) {
      shared[name] = { singleton: true, requiredVersion: false };
      continue;
    }
    const pkg = findInstalledPackageJson(name, appDir);
    if (!pkg || typeof pkg.version !== 'string') {
      throw new Error(
        `@d742/build-config: shared package "${name}" is not installed for ${appDir}`,
      );
    }
    shared[name] = { singleton: true, requiredVersion: `^${pkg.version}`, version: pkg.version };
  }
  return shared;
}
