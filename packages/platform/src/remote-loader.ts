import type { RemoteExpose, RemoteName } from '@d742/contracts';
import { type ComponentType, createContext } from 'react';

export interface RemoteComponentModule {
  default: ComponentType;
}

/** Loads `<remote>/<expose>`; `retry` asks the loader to drop what it cached for that remote. */
export type RemoteLoader = (
  remote: RemoteName,
  expose: RemoteExpose,
  retry: boolean,
) => Promise<RemoteComponentModule>;

const noLoader: RemoteLoader = (remote, expose) =>
  Promise.reject(new Error(`No remote loader for ${remote}/${expose}: the shell provides one`));

/**
 * The Module Federation loader. The shell provides its own (registry + MF runtime); remotes embed
 * other remotes through the same one, since platform is a shared singleton. Tests swap in another.
 */
export const RemoteLoaderContext = createContext<RemoteLoader>(noLoader);
