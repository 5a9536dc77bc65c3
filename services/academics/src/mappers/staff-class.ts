import type { ClassRosterStudent, Language, StaffClass } from '@d742/contracts';
import { pickLanguage } from '@d742/service-kit';
import { familyLanguage } from '../domain/family-language';
import type { ClassDoc, StudentDoc } from '../models';

export function toRosterStudent(
  student: StudentDoc,
  languages: ReadonlyMap<string, Language | null>,
): ClassRosterStudent {
  const guardians = [...new Set(student.parentIds)].map((userId) => ({
    userId,
    language: languages.get(userId) ?? null,
  }));
  return {
    studentId: student._id.toHexString(),
    firstName: student.firstName,
    lastName: student.lastName,
    name: `${student.firstName} ${student.lastName}`,
    grade: student.grade,
    familyLanguage: familyLanguage(guardians.map((g) => g.language)),
    guardians,
  };
}

export function toStaffClassDto(
  doc: ClassDoc,
  c: {
    teacherName: string;
    /** The class's students in roster order. */
    students: readonly StudentDoc[];
    languages: ReadonlyMap<string, Language | null>;
  },
  lang: Language,
): StaffClass {
  return {
    id: doc._id.toHexString(),
    name: pickLanguage(doc.name, lang),
    subject: pickLanguage(doc.subject, lang),
    teacherId: doc.teacherId,
    teacherName: c.teacherName,
    students: c.students.map((s) => toRosterStudent(s, c.languages)),
  };
}
