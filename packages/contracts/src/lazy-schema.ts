/**
 * A schema (or a shape of schemas) built the first time something reads it, not when its module
 * loads. The contracts define some two hundred zod schemas; building them all took the browser a
 * 180 ms task (4× slowed CPU) on every signed-in page, which parses a handful (issue 14). The
 * proxy stands for the built value in every way (properties, `instanceof`, spreading), so a lazy
 * schema is used, composed and typed exactly like the schema itself.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const real = (): T => (built ??= build());
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(real(), key),
    has: (_target, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      // A proxy may not report a property its (empty) target lacks as non-configurable.
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
    set: (_target, key, value) => Reflect.set(real(), key, value),
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(real(), key, descriptor),
    deleteProperty: (_target, key) => Reflect.deleteProperty(real(), key),
  });
}
