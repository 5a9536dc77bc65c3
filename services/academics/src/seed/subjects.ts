import type { LocalizedText } from '@d742/contracts';
import type { SeedChild } from '@d742/service-kit';

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

/** Mr. Nur teaches Somali, Social Studies and PE where he teaches the child; otherwise the homeroom teacher. */
const SECOND_TEACHER_SUBJECTS: ReadonlySet<SubjectKey> = new Set(['somali', 'social', 'pe']);

export function teacherIdFor(c: SeedChild, subject: SubjectKey): string {
  const [first, second] = c.student.teacherIds;
  if (!first) throw new Error(`Demo student ${c.student.id} has no teacher`);
  return second && SECOND_TEACHER_SUBJECTS.has(subject) ? second : first;
}
