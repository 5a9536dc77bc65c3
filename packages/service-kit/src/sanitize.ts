/**
 * The first key (as a dotted path) that could act as a MongoDB operator or path: a key starting
 * with '$' or containing '.'; undefined when the value is clean.
 */
export function findForbiddenKey(value: unknown, path = ''): string | undefined {
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = findForbiddenKey(value[index], `${path}[${index}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (key.startsWith('$') || key.includes('.')) return childPath;
    const found = findForbiddenKey(child, childPath);
    if (found) return found;
  }
  return undefined;
}
