import { useSyncExternalStore } from 'react';
import type { StoreApi } from 'zustand';

/**
 * A zustand store as a hook (`useX(selector)`, plus `getState`/`setState`/`subscribe`). Unlike
 * zustand's `create`, the server snapshot is the store's current state, not its initial one: the
 * pages rendered to HTML (shell/src/prerender.tsx) show the language and the signed-in person they
 * were given (decisions 031, 034).
 */
export function storeHook<S>(store: StoreApi<S>) {
  return Object.assign(
    <T>(selector: (state: S) => T): T =>
      useSyncExternalStore(
        store.subscribe,
        () => selector(store.getState()),
        () => selector(store.getState()),
      ),
    store,
  );
}
