import fs from 'node:fs';
import path from 'node:path';

/** Every value import reachable from `file` through relative paths (type-only imports skipped). */
function reachableImports(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const source = fs.readFileSync(file, 'utf8');
  const specifiers = [
    ...source.matchAll(/^(?:import|export)(?! type)[^'";]*?from '([^']+)'/gm),
  ].map((m) => m[1] ?? '');
  return specifiers.flatMap((spec) => {
    if (!spec.startsWith('.')) return [spec];
    const base = path.resolve(path.dirname(file), spec);
    const next = ['.ts', '.tsx'].map((ext) => base + ext).find((f) => fs.existsSync(f));
    return next ? reachableImports(next, seen) : [spec];
  });
}

describe('@d742/ui/core', () => {
  it('imports no Radix, so the sign-in page that uses it loads none (decision 017)', () => {
    const imports = reachableImports(path.join(__dirname, '../../ui/src/core.ts'));
    expect(imports).toContain('react');
    expect(imports.filter((spec) => spec.includes('radix'))).toEqual([]);
  });
});

describe('@d742/platform/core', () => {
  it('brings neither @tanstack/react-query nor Radix to the sign-in page (decision 017)', () => {
    const imports = reachableImports(path.join(__dirname, 'core.ts'));
    expect(imports).toContain('zustand');
    expect(
      imports.filter((spec) => spec === '@tanstack/react-query' || spec === '@d742/ui'),
    ).toEqual([]);
  });

  it('translates without i18next, so the sign-in page loads it not (decision 017)', () => {
    const imports = reachableImports(path.join(__dirname, 'core.ts'));
    expect(imports).toContain('@d742/i18n/core');
    expect(imports.filter((spec) => /^(i18next|react-i18next|@d742\/i18n)$/.test(spec))).toEqual(
      [],
    );
    const i18nCore = reachableImports(path.join(__dirname, '../../i18n/src/core.ts'));
    expect(i18nCore.filter((spec) => !spec.startsWith('.'))).toEqual([]);
  });

  it('is reached by the full entry through its package name only, so its stores stay single', () => {
    const relativeToCore = fs
      .readdirSync(__dirname)
      .filter((f) =>
        /^(query-client|use-api-query|app-providers|remote-module|read-aloud|remote-fallback|prerendered-fragments|remote-loader|live-events|live-notification|live-connection|use-live-channel|calendar-dates|messages-cache|teacher-handoff)\.tsx?$/.test(
          f,
        ),
      )
      .flatMap((f) =>
        [...fs.readFileSync(path.join(__dirname, f), 'utf8').matchAll(/from '(\.[^']+)'/g)].map(
          (m) => `${f}: ${m[1]}`,
        ),
      )
      .filter(
        (line) =>
          !/'?\.\/(query-client|near-viewport|remote-module|remote-error-boundary|remote-fallback|prerendered-fragments|remote-loader|live-events|live-notification|live-connection)$/.test(
            line.split(': ')[1] ?? '',
          ),
      );
    expect(relativeToCore).toEqual([]);
  });
});
