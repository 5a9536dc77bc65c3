import type { SeedChild } from '@d742/service-kit';
import type { SubjectKey } from '../domain/subjects';

export { SUBJECTS, type SubjectKey } from '../domain/subjects';

/** Mr. Nur teaches Somali, Social Studies and PE where he teaches the child; otherwise the homeroom teacher. */
const SECOND_TEACHER_SUBJECTS: ReadonlySet<SubjectKey> = new Set(['somali', 'social', 'pe']);

export function teacherIdFor(c: SeedChild, subject: SubjectKey): string {
  const [first, second] = c.student.teacherIds;
  if (!first) throw new Error(`Demo student ${c.student.id} has no teacher`);
  return second && SECOND_TEACHER_SUBJECTS.has(subject) ? second : first;
}
