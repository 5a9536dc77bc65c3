import fs from 'node:fs';
import path from 'node:path';
import * as everything from './index';
import * as constants from './constants-entry';

/** Every module specifier a source file imports or re-exports (type-only ones are erased). */
function specifiers(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  return [...source.matchAll(/(?:import|export)(?!\s+type\b)[^'"]*?from\s+'([^']+)'/g)].map(
    (m) => m[1]!,
  );
}

/** The files `entry` loads, following relative imports. */
function closure(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  for (const spec of specifiers(entry)) {
    if (spec.startsWith('.')) closure(path.resolve(path.dirname(entry), `${spec}.ts`), seen);
    else seen.add(spec);
  }
  return seen;
}

describe('@d742/contracts/constants', () => {
  it('should load no zod (the sign-in page imports it)', () => {
    const loaded = [...closure(path.join(__dirname, 'constants-entry.ts'))];
    expect(loaded.filter((f) => !f.startsWith(__dirname))).toEqual([]);
  });

  it('should export the same values as @d742/contracts', () => {
    for (const [name, value] of Object.entries(constants)) {
      expect(everything[name as keyof typeof everything]).toBe(value);
    }
  });
});
