import type { LocalizedText, TeacherDirectoryEntry } from '@d742/contracts';
import { pickLanguage } from '@d742/service-kit';
import type { AcademicsContext, Repositories } from './context';
import { visibleStudent } from './load-visible-student';

/**
 * GET /api/students/:id/teachers (the child's guardians, teachers and administrators): who
 * teaches the child, one row per class, by name then subject. A teacher linked to the child
 * outside any class gets one row with the subjects of their assignments for the child.
 */
export function listTeachersHandler(repos: Repositories) {
  return async (ctx: AcademicsContext) => {
    const student = visibleStudent(ctx);
    const lang = ctx.state.language;
    const classes = await repos.classes.listContaining(student._id);
    const inClass = new Set(classes.map((c) => c.teacherId));
    const outside = [...new Set(student.teacherIds)].filter((id) => !inClass.has(id));
    const [names, subjects] = await Promise.all([
      repos.staff.displayNames([...inClass, ...outside]),
      outside.length > 0
        ? repos.assignments.subjectsByTeacher(student._id, outside)
        : Promise.resolve(new Map<string, LocalizedText[]>()),
    ]);
    const nameOf = (id: string) => names.get(id) ?? '';
    const rows: TeacherDirectoryEntry[] = [
      ...classes.map((c) => ({
        teacherId: c.teacherId,
        name: nameOf(c.teacherId),
        subject: pickLanguage(c.subject, lang),
        className: pickLanguage(c.name, lang),
      })),
      ...outside.map((teacherId) => ({
        teacherId,
        name: nameOf(teacherId),
        subject: (subjects.get(teacherId) ?? []).map((s) => pickLanguage(s, lang)).join(', '),
        className: '',
      })),
    ];
    ctx.body = rows.sort(
      (a, b) => a.name.localeCompare(b.name) || a.subject.localeCompare(b.subject),
    );
  };
}
