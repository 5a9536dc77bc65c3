import { toStaffClassDto } from '../mappers/staff-class';
import type { AcademicsContext, HandlerDeps } from './context';

/**
 * GET /api/staff/classes (teachers and administrators): a teacher's classes (an administrator's:
 * every class) with rosters and each family's language, asked of identity (decision 014).
 */
export function listStaffClassesHandler({ repos, languages }: HandlerDeps) {
  return async (ctx: AcademicsContext) => {
    const classes = await repos.classes.listFor(ctx.state.identity);
    const students = await repos.students.findAllOnRosters(
      classes.flatMap((c) => c.studentIds),
      ctx.state.identity,
    );
    const [names, familyLanguages] = await Promise.all([
      repos.staff.displayNames(classes.map((c) => c.teacherId)),
      languages.of(students.flatMap((s) => s.parentIds)),
    ]);
    ctx.body = classes.map((c) => {
      const members = new Set(c.studentIds.map((id) => id.toHexString()));
      return toStaffClassDto(
        c,
        {
          teacherName: names.get(c.teacherId) ?? '',
          students: students.filter((s) => members.has(s._id.toHexString())),
          languages: familyLanguages,
        },
        ctx.state.language,
      );
    });
  };
}
