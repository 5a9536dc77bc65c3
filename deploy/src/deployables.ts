import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, SERVICE_NAMES, type RemoteName, type ServiceName } from '@d742/contracts';
import { loadConfig as gatewayConfig } from '../../api-gateway/src/config';
import { loadConfig as academicsConfig } from '../../services/academics/src/config';
import { loadConfig as deliveryConfig } from '../../services/delivery/src/config';
import { loadConfig as identityConfig } from '../../services/identity/src/config';
import { loadConfig as messagingConfig } from '../../services/messaging/src/config';
import { loadConfig as reportsConfig } from '../../services/reports/src/config';
import { loadConfig as voiceConfig } from '../../services/voice/src/config';
import { REPO_ROOT } from './files';

/** One thing that runs in a container: the gateway, a domain service, or a remote's static server. */
export type Deployable =
  | { kind: 'gateway'; name: 'gateway' }
  | { kind: 'service'; name: ServiceName }
  | { kind: 'remote'; name: RemoteName };

export const DEPLOYABLES: readonly Deployable[] = [
  { kind: 'gateway', name: 'gateway' },
  ...SERVICE_NAMES.map((name) => ({ kind: 'service' as const, name })),
  ...REMOTE_NAMES.map((name) => ({ kind: 'remote' as const, name })),
];

export const label = (d: Deployable) => (d.kind === 'remote' ? `mfe-${d.name}` : d.name);

/** The Dockerfile target that builds it (remotes: `remote` with the REMOTE build argument). */
export const dockerTarget = (d: Deployable) => (d.kind === 'remote' ? 'remote' : d.name);

/**
 * What each server answers: the gateway and the services serve GET /ready (readiness: 503 while
 * their database or a required service is down) and GET /health (liveness); the static server of
 * a remote serves files only, so both of its probes are the remote's own mf-manifest.json.
 */
export function probePaths(d: Deployable): { readiness: string; liveness: string } {
  return d.kind === 'remote'
    ? { readiness: '/mf-manifest.json', liveness: '/mf-manifest.json' }
    : { readiness: '/ready', liveness: '/health' };
}

/**
 * Where each server's source shows that it answers its probe paths (a route on exactly that path),
 * so a probe path in the recipes is one the code serves: the gateway's own health and readiness
 * middleware, service-kit's (every service), and Module Federation's manifest of every remote build.
 */
export function unservedProbePaths(d: Deployable): string[] {
  const paths = [...new Set(Object.values(probePaths(d)))];
  if (d.kind === 'remote')
    return /manifest: true/.test(read('packages/build-config/src/create-app-config.js'))
      ? []
      : paths;
  const sources =
    d.kind === 'gateway'
      ? read('api-gateway/src/health.ts') + read('api-gateway/src/readiness.ts')
      : read('packages/service-kit/src/app.ts');
  return paths.filter(
    (p) => !sources.includes(`ctx.path !== '${p}'`) && !new RegExp(`_PATH = '${p}';`).test(sources),
  );
}

const LOADERS: Record<ServiceName | 'gateway', (env: NodeJS.ProcessEnv) => unknown> = {
  gateway: gatewayConfig,
  identity: identityConfig,
  academics: academicsConfig,
  messaging: messagingConfig,
  voice: voiceConfig,
  reports: reportsConfig,
  delivery: deliveryConfig,
};

/**
 * Parses `env` with the deployable's own config loader, exactly as it does at start: undefined
 * when it would start, else the loader's message (it names every missing or bad variable).
 */
export function configError(d: Deployable, env: Record<string, string>): string | undefined {
  if (d.kind === 'remote') {
    const port = Number(env.PORT);
    return Number.isInteger(port) && port > 0 && port < 65536 ? undefined : 'PORT: not a port';
  }
  try {
    LOADERS[d.name](env);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * What is wrong with the environment a deployable is given (`env` over the image's own ENV):
 * a variable its code never reads (a typo, or a setting of another deployable), or any that
 * its config loader refuses (a required one missing, a bad value).
 */
export function envProblems(
  where: string,
  d: Deployable,
  env: Record<string, string>,
  imageEnv: Record<string, string> = {},
): string[] {
  const read = envNamesRead(d);
  const problems = Object.keys(env)
    .filter((key) => !read.has(key))
    .map((key) => `${where}: sets ${key}, which ${label(d)} never reads`);
  const error = configError(d, { ...imageEnv, ...env });
  if (error) problems.push(`${where}: ${label(d)} would not start: ${error}`);
  return problems;
}

/** Source files whose code reads the deployable's environment (its config and what it imports). */
function configSources(d: Deployable): string[] {
  if (d.kind === 'remote') return ['packages/static-server/src/cli.ts'];
  if (d.kind === 'gateway') return ['api-gateway/src/config.ts'];
  const own = `services/${d.name}/src/config.ts`;
  const imported = [...read(own).matchAll(/from '(\.\.?\/[^']+)'/g)].map((m) =>
    path.join(path.dirname(own), `${m[1]}.ts`),
  );
  return ['packages/service-kit/src/env.ts', own, ...imported];
}

const read = (file: string) => fs.readFileSync(path.join(REPO_ROOT, file), 'utf8');

/**
 * Every environment variable the deployable's code reads, found in its sources: keys of the zod
 * environment schemas (`  NAME: z...`) and `process.env.NAME`. NODE_ENV is read by Koa and Node
 * libraries everywhere; a service also reads `<NAME>_PORT`.
 */
export function envNamesRead(d: Deployable): Set<string> {
  const names = new Set(['NODE_ENV']);
  for (const file of configSources(d)) {
    const text = read(file);
    for (const m of text.matchAll(/^\s+([A-Z][A-Z0-9_]*)\s*:/gm)) names.add(String(m[1]));
    for (const m of text.matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)) names.add(String(m[1]));
  }
  if (d.kind === 'service') names.add(`${d.name.toUpperCase()}_PORT`);
  return names;
}

/** The compiled entry point the image runs, and the source it is built from. */
export function entryPoint(d: Deployable): { dist: string; source: string } {
  if (d.kind === 'remote')
    return {
      dist: 'packages/static-server/dist/cli.js',
      source: 'packages/static-server/src/cli.ts',
    };
  const dir = d.kind === 'gateway' ? 'api-gateway' : `services/${d.name}`;
  return { dist: `${dir}/dist/index.js`, source: `${dir}/src/index.ts` };
}

export const sourceExists = (file: string) => fs.existsSync(path.join(REPO_ROOT, file));
