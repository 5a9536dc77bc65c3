function leafPaths(tree: object, prefix = ''): Set<string> {
  const paths = new Set<string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const child of leafPaths(value as object, path)) paths.add(child);
    } else {
      paths.add(path);
    }
  }
  return paths;
}

/** Dotted key paths present in one resource tree but not in the other (both directions), sorted. */
export function missingKeys(a: object, b: object): string[] {
  const left = leafPaths(a);
  const right = leafPaths(b);
  const missing = [...left]
    .filter((p) => !right.has(p))
    .concat([...right].filter((p) => !left.has(p)));
  return [...new Set(missing)].sort();
}
