import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { GLOSSARY, GLOSSARY_KEEP_AS_IS, type GlossaryEntry } from './glossary';

/**
 * docs/glossary.md is the glossary's data as a table, and the README names the terms still
 * waiting for a native speaker: both are compared with GLOSSARY here, so they cannot differ.
 * After changing the data, rewrite the table with
 *   D742_WRITE_GLOSSARY_DOC=1 npx jest src/glossary-doc.test.ts   (in packages/contracts)
 */
const ROOT = path.resolve(__dirname, '..', '..', '..');
const DOC = path.join(ROOT, 'docs', 'glossary.md');
const README = path.join(ROOT, 'README.md');

const code = (words: readonly string[]) => words.map((w) => `\`${w}\``).join(', ');
const review = (e: GlossaryEntry) =>
  e.review === 'reviewed' ? 'reviewed' : '**needs native review**';

function glossaryMarkdown(): string {
  const rows = GLOSSARY.map((e) =>
    [
      [e.en, ...e.enForms].join(', '),
      `\`${e.so}\``,
      code(e.soForms),
      code(e.avoid),
      review(e),
    ].join(' | '),
  );
  return [
    '# Glossary of school words',
    '',
    '<!-- Generated from packages/contracts/src/glossary.ts; a test keeps this file equal to it. -->',
    '',
    'One Somali word per idea, used by every Somali text of the portal, shown to staff and passed to the',
    'translator as a dictionary. Why: [decision 013](decisions/013-one-somali-glossary.md). A word',
    'ending in `*` stands for every word that starts so (`imaansh*`: imaansho, imaanshaha, …).',
    '"Reviewed" means rated high-confidence by the first bilingual review; no native speaker has',
    'confirmed any term yet.',
    '',
    `Names kept as they are in both languages: ${GLOSSARY_KEEP_AS_IS.join(', ')}.`,
    '',
    '| English | Somali | Also counts | Rejected | Review |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map((r) => `| ${r} |`),
    '',
    '## Why each choice',
    '',
    ...GLOSSARY.map((e) => `- **${e.en}** → ${e.so}: ${e.note}`),
    '',
  ].join('\n');
}

/** The README line naming the terms a native speaker still has to confirm. */
const needsReviewLine = () =>
  `Still marked needs-native-review: ${GLOSSARY.filter((e) => e.review === 'needs-native-review')
    .map((e) => `${e.en} (${e.so})`)
    .join(', ')}.`;

/** Prettier aligns table columns; compare cells, not padding. */
const normalize = (markdown: string) =>
  markdown
    .split('\n')
    .map((line) =>
      line.trimStart().startsWith('|')
        ? line
            .trim()
            .split(/(?<!\\)\|/)
            .map((cell) => cell.trim().replace(/^:?-{3,}:?$/, '---'))
            .join('|')
        : line.trimEnd(),
    )
    .join('\n')
    .trim();

describe('docs/glossary.md', () => {
  beforeAll(() => {
    if (!process.env.D742_WRITE_GLOSSARY_DOC) return;
    fs.writeFileSync(DOC, glossaryMarkdown());
    // Laid out by the repository's formatter, as `npm run format` would (its own process: Prettier
    // loads ES modules, which jest's module system does not).
    const bin = path.join(path.dirname(require.resolve('prettier')), 'bin', 'prettier.cjs');
    execFileSync(process.execPath, [bin, '--write', DOC], { cwd: ROOT });
  });

  it('is the glossary data as a table', () => {
    expect(normalize(fs.readFileSync(DOC, 'utf8'))).toBe(normalize(glossaryMarkdown()));
  });
});

describe('README', () => {
  it('names every term still waiting for a native speaker', () => {
    const readme = fs.readFileSync(README, 'utf8').replace(/\s+/g, ' ');
    expect(readme).toContain(needsReviewLine());
  });
});
