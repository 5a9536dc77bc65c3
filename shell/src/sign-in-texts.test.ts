import fs from 'node:fs';
import path from 'node:path';
import appEn from '../../packages/i18n/src/locales/en/common-app.json';
import firstEn from '../../packages/i18n/src/locales/en/common.json';
import firstSo from '../../packages/i18n/src/locales/so/common.json';

/**
 * The sign-in page fetches only `common.json` (decision 017); the signed-in sections live in
 * `common-app.json`. A text the sign-in page shows must therefore be in `common.json`, or the page
 * would show its raw key. This walks every module the sign-in page can load (static and lazy
 * imports from App.tsx and the `core` entries, but not the routes, which bring both files) and
 * checks every common key it names.
 */
const repo = path.resolve(__dirname, '..', '..');
const SIGN_IN_ENTRIES = [
  'shell/src/bootstrap.tsx',
  'packages/platform/src/core.ts',
  'packages/ui/src/core.ts',
].map((file) => path.join(repo, file));
/** Loaded only for a signed-in page or the admin page, with the whole 'common' namespace. */
const SIGNED_IN_ONLY = ['shell/src/routed-app.tsx', 'shell/src/features/layout/index.ts'].map(
  (file) => path.join(repo, file),
);

function resolveModule(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
    (candidate) => /\.tsx?$/.test(candidate) && fs.existsSync(candidate),
  );
}

function signInModules(): string[] {
  const seen = new Set<string>(SIGNED_IN_ONLY);
  const order: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    order.push(file);
    const source = fs.readFileSync(file, 'utf8');
    // import('./x'), with or without a magic comment (/* webpackChunkName: ... */), and from './x'
    for (const match of source.matchAll(
      /(?:from|import)\s*\(?\s*(?:\/\*[^*]*\*\/\s*)?'(\.[^']+)'/g,
    )) {
      const next = resolveModule(file, match[1]!);
      if (next) visit(next);
    }
  };
  SIGN_IN_ENTRIES.forEach(visit);
  return order.filter((file) => !/\.test\.tsx?$/.test(file));
}

function has(tree: unknown, key: string): boolean {
  let node = tree;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return false;
    const record = node as Record<string, unknown>;
    node = part in record ? record[part] : undefined;
    if (node === undefined) {
      // a plural: key_one / key_other
      return Object.keys(record).some((k) => k.startsWith(`${part}_`));
    }
  }
  return typeof node === 'string';
}

describe('the texts of the sign-in page', () => {
  const sections = new Set([...Object.keys(firstEn), ...Object.keys(appEn)]);
  const files = signInModules();

  it('walks the sign-in page: its form, the access-code dialog, the PWA layer, the core entries', () => {
    const names = files.map((f) => path.relative(repo, f));
    expect(names).toEqual(
      expect.arrayContaining([
        'shell/src/features/auth/sign-in-form.tsx',
        'shell/src/features/access-code/access-code-dialog.tsx',
        'shell/src/features/pwa/pwa-layer.tsx',
        'packages/platform/src/api-client.ts',
      ]),
    );
    expect(names).not.toContain('shell/src/features/profile/profile-page.tsx');
  });

  it('are all in common.json, in Somali and English (the signed-in sections are not fetched)', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const file of files) {
      const source = fs.readFileSync(file, 'utf8');
      const where = path.relative(repo, file);
      for (const [, key] of source.matchAll(/['"]([a-z][A-Za-z]*(?:\.[A-Za-z0-9_-]+)+)['"]/g)) {
        if (!sections.has(key!.split('.')[0]!)) continue;
        checked += 1;
        for (const [lng, texts] of [
          ['so', firstSo],
          ['en', firstEn],
        ] as const) {
          if (!has(texts, key!)) missing.push(`${where}: ${key} (${lng})`);
        }
      }
      // Keys built at run time (`dates.months.${m}`): their section must be on the first page.
      for (const [, section] of source.matchAll(/`([a-z][A-Za-z]*)\.[^`]*\$\{/g)) {
        if (sections.has(section!) && !(section! in firstEn)) {
          missing.push(`${where}: ${section}.* (built at run time)`);
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });
});
