import { GLOSSARY, GLOSSARY_KEEP_AS_IS, type GlossaryEntry } from './glossary';

/** A glossary term in an English text whose Somali counterpart does not use the chosen word. */
export interface GlossaryViolation {
  entryId: string;
  /** The English words that matched (as written in the text). */
  term: string;
  /** `missing`: none of the entry's Somali forms; `avoided`: a rejected rendering is used. */
  problem: 'missing' | 'avoided';
  /** The rejected Somali words found (for `avoided`). */
  found?: string;
  /** The chosen Somali term and its accepted forms. */
  expected: readonly string[];
}

const PLACEHOLDER = /\{\{[^}]*\}\}|\$t\([^)]*\)/g;
const LETTERS = /[\p{L}\p{N}'’]+/gu;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "sign in" → matches sign in, sign-in, Sign In, signs in; "class" → classes; "tardy" → tardies. */
function englishPattern(term: string): RegExp {
  const words = term
    .trim()
    .split(/[\s-]+/)
    .map(escape);
  const last = words.pop() as string;
  const lastWithPlural = last.endsWith('y') ? `${last.slice(0, -1)}(?:y|ies)` : `${last}(?:s|es)?`;
  const body = [...words, lastWithPlural].join('[\\s-]+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'giu');
}

const somaliWords = (text: string): string[] =>
  (text.replace(PLACEHOLDER, ' ').toLowerCase().match(LETTERS) ?? []).map((w) =>
    w.replace(/’/g, "'"),
  );

/** Word patterns of a Somali form: `imaansh*` is a prefix, other words match exactly. */
const formWords = (form: string): string[] =>
  form
    .toLowerCase()
    .split(/[\s-]+/)
    .filter(Boolean);

/** Start and end (word indexes) of every place `form` occurs in `words`. */
function occurrences(words: readonly string[], form: string): Array<[number, number]> {
  const pattern = formWords(form);
  const found: Array<[number, number]> = [];
  for (let i = 0; i + pattern.length <= words.length; i++) {
    const all = pattern.every((p, j) => {
      const w = words[i + j] as string;
      return p.endsWith('*') ? w.startsWith(p.slice(0, -1)) : w === p;
    });
    if (all) found.push([i, i + pattern.length]);
  }
  return found;
}

const accepted = (entry: GlossaryEntry): readonly string[] => [entry.so, ...entry.soForms];

interface TermMatch {
  entry: GlossaryEntry;
  term: string;
  start: number;
  end: number;
}

/**
 * The glossary terms in an English text. A longer term claims its words first, so "Grade point
 * average" is the GPA and not also a grade and a point; names kept as they are ('District 742')
 * are no terms.
 */
export function glossaryTermsIn(
  english: string,
  glossary: readonly GlossaryEntry[] = GLOSSARY,
): Array<{ entry: GlossaryEntry; term: string }> {
  let text = english.replace(PLACEHOLDER, (m) => ' '.repeat(m.length));
  for (const name of GLOSSARY_KEEP_AS_IS)
    text = text.replace(new RegExp(escape(name), 'gi'), (m) => ' '.repeat(m.length));
  const candidates: TermMatch[] = glossary.flatMap((entry) =>
    [entry.en, ...entry.enForms].flatMap((form) =>
      [...text.matchAll(englishPattern(form))].map((m) => ({
        entry,
        term: m[0],
        start: m.index,
        end: m.index + m[0].length,
      })),
    ),
  );
  candidates.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const claimed: TermMatch[] = [];
  for (const c of candidates)
    if (!claimed.some((k) => c.start < k.end && k.start < c.end)) claimed.push(c);
  const byEntry = new Map<string, { entry: GlossaryEntry; term: string }>();
  for (const c of claimed.sort((a, b) => a.start - b.start))
    if (!byEntry.has(c.entry.id)) byEntry.set(c.entry.id, { entry: c.entry, term: c.term });
  return [...byEntry.values()];
}

/**
 * Checks one English/Somali pair of the same text against the glossary: every glossary term in
 * the English must appear in the Somali as the chosen word (or an accepted form), and none of the
 * entry's rejected renderings may appear, unless those Somali words are the accepted form of
 * another term of the same English text (a passcode text that also names the password).
 */
export function checkGlossaryPair(
  english: string,
  somali: string,
  glossary: readonly GlossaryEntry[] = GLOSSARY,
): GlossaryViolation[] {
  const words = somaliWords(somali);
  const terms = glossaryTermsIn(english, glossary);
  const violations: GlossaryViolation[] = [];
  for (const { entry, term } of terms) {
    const expected = accepted(entry);
    const others = terms
      .filter((t) => t.entry !== entry)
      .flatMap((t) => accepted(t.entry).flatMap((form) => occurrences(words, form)));
    const avoided = entry.avoid
      .flatMap((avoid) => occurrences(words, avoid))
      .filter(([start, end]) => !others.some(([s, e]) => s < end && start < e));
    for (const [start, end] of avoided)
      violations.push({
        entryId: entry.id,
        term,
        problem: 'avoided',
        found: words.slice(start, end).join(' '),
        expected,
      });
    if (avoided.length === 0 && !expected.some((form) => occurrences(words, form).length > 0))
      violations.push({ entryId: entry.id, term, problem: 'missing', expected });
  }
  return violations;
}

/** One line a person can act on: where, which term, what the Somali should say. */
export function describeGlossaryViolation(where: string, v: GlossaryViolation): string {
  const want = `"${v.expected[0]}"${
    v.expected.length > 1
      ? ` (or ${v.expected
          .slice(1)
          .map((f) => `"${f}"`)
          .join(', ')})`
      : ''
  }`;
  return v.problem === 'missing'
    ? `${where}: English "${v.term}" (glossary ${v.entryId}) needs Somali ${want}`
    : `${where}: English "${v.term}" (glossary ${v.entryId}) uses rejected Somali "${v.found}"; write ${want}`;
}

/** One text of a resource pair that breaks the glossary. */
export interface GlossaryResourceProblem {
  /** Dotted key of the text. */
  key: string;
  violation: GlossaryViolation;
  /** `describeGlossaryViolation` of it, naming `where` and the key. */
  message: string;
}

function leafTexts(tree: unknown, prefix = '', out = new Map<string, string>()) {
  if (typeof tree === 'string') out.set(prefix, tree);
  else if (tree !== null && typeof tree === 'object')
    for (const [k, v] of Object.entries(tree)) leafTexts(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

/**
 * Checks every text of a Somali resource tree against the English text of the same key (i18next
 * resources, or any nested `{ key: text }` object such as the PDF's labels).
 */
export function checkGlossaryResources(
  where: string,
  english: unknown,
  somali: unknown,
  glossary: readonly GlossaryEntry[] = GLOSSARY,
): GlossaryResourceProblem[] {
  const en = leafTexts(english);
  return [...leafTexts(somali)].flatMap(([key, so]) =>
    checkGlossaryPair(en.get(key) ?? '', so, glossary).map((violation) => ({
      key,
      violation,
      message: describeGlossaryViolation(`${where} ${key}`, violation),
    })),
  );
}
