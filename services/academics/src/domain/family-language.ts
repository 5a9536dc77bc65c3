import type { Language } from '@d742/contracts';

/**
 * The language to write to a family in, from its guardians' preferred languages: Somali when any
 * guardian reads Somali (a mixed family gets the district's default), English when all who are
 * known read English, null when none is known.
 */
export function familyLanguage(languages: readonly (Language | null)[]): Language | null {
  const known = languages.filter((l): l is Language => l !== null);
  if (known.length === 0) return null;
  return known.includes('so') ? 'so' : 'en';
}
