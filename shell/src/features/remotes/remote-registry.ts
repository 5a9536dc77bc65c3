import {
  type RemoteComponentModule,
  type RemoteLoader,
  apiRequest,
  loadContracts,
} from '@d742/platform';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

let registration: Promise<Map<string, string>> | null = null;

/** GET /api/modules once per page and register every remote's manifest with the MF runtime. */
function registerFromRegistry(): Promise<Map<string, string>> {
  registration ??= (async () => {
    const res = await apiRequest('GET', '/api/modules');
    const [body, { moduleRegistrySchema }] = await Promise.all([res.json(), loadContracts()]);
    const modules = moduleRegistrySchema.parse(body);
    const entries = new Map(
      modules.map((m) => [m.name, new URL(m.manifestUrl, window.location.href).href]),
    );
    registerRemotes([...entries].map(([name, entry]) => ({ name, entry })));
    return entries;
  })();
  registration.catch(() => {
    registration = null; // let the next attempt ask the registry again
  });
  return registration;
}

/** Loads `<remote>/<expose>`; on retry, drops the runtime's cached (failed) entry for that remote only. */
export const loadRemoteComponent: RemoteLoader = async (remote, expose, retry) => {
  const entries = await registerFromRegistry();
  const entry = entries.get(remote);
  if (!entry) throw new Error(`Remote "${remote}" is not in the module registry`);
  if (retry) registerRemotes([{ name: remote, entry }], { force: true });
  const mod = await loadRemote<RemoteComponentModule>(`${remote}/${expose}`);
  if (!mod || typeof mod.default !== 'function') {
    throw new Error(`Remote module ${remote}/${expose} has no component as default export`);
  }
  return mod;
};
