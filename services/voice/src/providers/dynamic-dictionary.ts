import type { Language } from '@d742/contracts';
import type { GlossaryTerm } from './ports';

/** Markup already in the text (ours or the writer's): never matched into, so nothing nests. */
const EXISTING_MARKUP = /<mstrans:dictionary\b[^>]*>[\s\S]*?<\/mstrans:dictionary>/gi;
/** Letters, digits and joiners: a term matches only where none of these touch it (whole words). */
const WORD_CHAR = String.raw`[\p{L}\p{N}\p{M}_]`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** Whether Azure honours dictionary markup for this pair: English on one side, `from` explicit. */
export function dictionaryApplies(from: Language | undefined, to: Language): boolean {
  return from !== undefined && from !== to && (from === 'en' || to === 'en');
}

/**
 * Wraps each glossary term found in `text` (source side `from`) as Azure Translator's dynamic
 * dictionary, `<mstrans:dictionary translation="TARGET">SOURCE</mstrans:dictionary>`, so the
 * provider keeps the agreed rendering. Whole words, any letter case, longest terms first, one
 * pass (a shorter term never matches inside a longer one, markup never nests). The text is
 * returned unchanged when the pair does not qualify or nothing matches.
 */
export function markGlossaryTerms(
  text: string,
  from: Language | undefined,
  to: Language,
  glossary: ReadonlyArray<GlossaryTerm> | undefined,
): string {
  if (!glossary?.length || !from || !dictionaryApplies(from, to)) return text;
  const key = (term: string) => term.trim().replace(/\s+/g, ' ').toLowerCase();
  const targets = new Map<string, string>();
  for (const term of glossary) {
    const source = term[from].trim();
    const target = term[to].trim();
    if (source && target && !targets.has(key(source))) targets.set(key(source), target);
  }
  if (targets.size === 0) return text;
  const alternatives = [...targets.keys()]
    .sort((a, b) => b.length - a.length)
    .map((source) =>
      source
        .split(' ')
        .map(escapeRegExp)
        .join(String.raw`\s+`),
    );
  const pattern = new RegExp(
    `(?<!${WORD_CHAR})(?:${alternatives.join('|')})(?!${WORD_CHAR})`,
    'giu',
  );
  const mark = (plain: string) =>
    plain.replace(pattern, (found) => {
      const target = targets.get(key(found)) ?? found;
      return `<mstrans:dictionary translation="${escapeAttribute(target)}">${escapeText(found)}</mstrans:dictionary>`;
    });

  let marked = '';
  let at = 0;
  for (const existing of text.matchAll(EXISTING_MARKUP)) {
    marked += mark(text.slice(at, existing.index)) + existing[0];
    at = existing.index + existing[0].length;
  }
  return marked + mark(text.slice(at));
}
