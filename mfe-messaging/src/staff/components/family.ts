import type { Language, MessageSummary, StaffClass, Student } from '@d742/contracts';
import type { TFunction } from 'i18next';

/** Who the family is: the child's family when the thread is about a child, else a parent who wrote. */
export function familyLabel(
  message: MessageSummary,
  students: ReadonlyMap<string, Student>,
  t: TFunction,
): string {
  const student = message.thread.studentId ? students.get(message.thread.studentId) : undefined;
  if (student) return t('inbox.familyOf', { name: `${student.firstName} ${student.lastName}` });
  const parent = [message.sender, message.thread.lastReply?.sender].find(
    (s) => s?.role === 'parent' && s.name,
  );
  return parent?.name ?? t('inbox.aFamily');
}

/**
 * The family's language: the one they last wrote in (the server's), else the language the
 * class roster gives the child's family (their preferred language, decision 014).
 */
export function familyLanguage(
  message: MessageSummary,
  rosterLanguages: ReadonlyMap<string, Language>,
): Language | null {
  const { familyLanguage: written, studentId } = message.thread;
  return written ?? (studentId ? (rosterLanguages.get(studentId) ?? null) : null);
}

export function rosterLanguagesOf(classes: readonly StaffClass[] | undefined) {
  const languages = new Map<string, Language>();
  for (const c of classes ?? [])
    for (const s of c.students) if (s.familyLanguage) languages.set(s.studentId, s.familyLanguage);
  return languages;
}

export const studentsById = (students: readonly Student[] | undefined) =>
  new Map((students ?? []).map((s) => [s.id, s] as const));
