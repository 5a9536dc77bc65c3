import { createRequire } from 'node:module';

/**
 * The function `name` exported by the Node bundle at `file` (an app's pre-render build: the
 * shell's signed-in page, a remote's home fragment); throws when the bundle or the export is
 * missing.
 */
export function requireExport<F>(file: string, name: string): F {
  const bundle = createRequire(file)(file) as Record<string, unknown>;
  const exported = bundle[name];
  if (typeof exported !== 'function') throw new Error(`no ${name} export`);
  return exported as F;
}

/**
 * `load()` once: its value from then on, or null for good when it threw (`onFailure` hears why
 * once). A gateway whose app was built without its Node bundle serves its pages without it.
 */
export function loadOnce<T>(load: () => T, onFailure: (error: unknown) => void): () => T | null {
  let loaded: { value: T | null } | undefined;
  return () => {
    if (loaded) return loaded.value;
    try {
      loaded = { value: load() };
    } catch (error) {
      onFailure(error);
      loaded = { value: null };
    }
    return loaded.value;
  };
}
