import type { LocalizedText } from '@d742/contracts';

/** The district's subjects in both languages. */
export const SUBJECTS = {
  math: { so: 'Xisaab', en: 'Math' },
  science: { so: 'Saynis', en: 'Science' },
  english: { so: 'Af-Ingiriis', en: 'English' },
  social: { so: 'Cilmiga Bulshada', en: 'Social Studies' },
  somali: { so: 'Af-Soomaali', en: 'Somali Language' },
  art: { so: 'Farshaxan', en: 'Art' },
  pe: { so: 'Jimicsi', en: 'Physical Education' },
} as const satisfies Record<string, LocalizedText>;
export type SubjectKey = keyof typeof SUBJECTS;

const BY_NAME = new Map<string, LocalizedText>(
  Object.values(SUBJECTS).flatMap((pair) => [
    [pair.so.toLowerCase(), pair],
    [pair.en.toLowerCase(), pair],
  ]),
);

/**
 * A subject a teacher typed, in both languages: a known subject named in either language gets
 * its pair; any other name is kept as typed in both.
 */
export function localizeSubject(name: string): LocalizedText {
  const text = name.trim();
  return BY_NAME.get(text.toLowerCase()) ?? { so: text, en: text };
}
