import fs from 'node:fs';
import path from 'node:path';
import { checkGlossaryResources } from './glossary-check';

/**
 * Every Somali interface text of the repository uses the glossary's words (decision 013): each
 * en/so pair of locale files is walked key by key.
 */
const ROOT = path.resolve(__dirname, '..', '..', '..');
const SKIP = new Set([
  'node_modules',
  'dist',
  '.git',
  '.tools',
  '.turbo',
  '.data',
  'coverage',
  'test-results',
  'playwright-report',
]);

/**
 * The rare texts where an English glossary word legitimately means something else. Each entry
 * must still be needed (a test fails on a stale one). Keep this near empty: fix the Somali first.
 */
const ALLOW: ReadonlyArray<{ file: string; key: string; entry: string; why: string }> = [
  {
    // "Grade 5" is the grade level (year), which is fasal in Somali ("Fasalka 5"), not a mark.
    file: 'mfe-academics/src/locales/so.json',
    key: 'student.gradeLevel',
    entry: 'grade',
    why: 'grade level, not a mark',
  },
];

interface LocalePair {
  /** Repository path of the Somali file. */
  so: string;
  en: string;
}

function localeDirs(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    if (!d.isDirectory() || SKIP.has(d.name)) return [];
    const full = path.join(dir, d.name);
    return d.name === 'locales' ? [full] : localeDirs(full);
  });
}

/** `locales/so.json` with `locales/en.json`, and `locales/so/x.json` with `locales/en/x.json`. */
function localePairs(): LocalePair[] {
  const rel = (p: string) => path.relative(ROOT, p).split(path.sep).join('/');
  return localeDirs(ROOT).flatMap((dir) => {
    const pairs: LocalePair[] = [];
    if (fs.existsSync(path.join(dir, 'so.json')))
      pairs.push({ so: rel(path.join(dir, 'so.json')), en: rel(path.join(dir, 'en.json')) });
    if (fs.existsSync(path.join(dir, 'so')))
      for (const file of fs.readdirSync(path.join(dir, 'so')).filter((f) => f.endsWith('.json')))
        pairs.push({ so: rel(path.join(dir, 'so', file)), en: rel(path.join(dir, 'en', file)) });
    return pairs;
  });
}

const read = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));

const allowed = (file: string, key: string, entry: string) =>
  ALLOW.some((a) => a.file === file && a.key === key && a.entry === entry);

const pairs = localePairs();

describe('the Somali interface text follows the glossary', () => {
  it('finds the locale files of the shell, every remote and the gateway', () => {
    expect(pairs.map((p) => p.so).sort()).toEqual(
      expect.arrayContaining([
        'api-gateway/src/locales/so/gateway.json',
        'mfe-academics/src/locales/so.json',
        'mfe-messaging/src/locales/so.json',
        'mfe-reports/src/locales/so.json',
        'mfe-voice/src/locales/so.json',
        'packages/i18n/src/locales/so/common.json',
        'packages/i18n/src/locales/so/common-app.json',
      ]),
    );
  });

  it('uses the chosen Somali word wherever the English names a glossary term', () => {
    const problems = pairs.flatMap(({ so, en }) =>
      checkGlossaryResources(so, read(en), read(so))
        .filter((p) => !allowed(so, p.key, p.violation.entryId))
        .map((p) => p.message),
    );
    expect(problems).toEqual([]);
  });

  it('keeps no allow-list entry that is no longer needed', () => {
    const used = pairs.flatMap(({ so, en }) =>
      checkGlossaryResources(so, read(en), read(so)).map(
        (p) => `${so} ${p.key} ${p.violation.entryId}`,
      ),
    );
    expect(ALLOW.filter((a) => !used.includes(`${a.file} ${a.key} ${a.entry}`))).toEqual([]);
  });
});
