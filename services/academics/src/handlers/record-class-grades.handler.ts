import { classGradesRequestSchema, type Language } from '@d742/contracts';
import { Types } from 'mongoose';
import { allOrNothing, type UndoableWrite } from '../domain/all-or-nothing';
import { familyOf } from '../domain/audience';
import { letterFor } from '../domain/grade-letter';
import { gradeNotice } from '../domain/grade-notice';
import { dayStart } from '../domain/school-day';
import { StaffError, validateInput } from '../domain/staff-errors';
import { toClassAssignmentDto } from '../mappers/class-assignment';
import type { ClassAssignmentDoc, GradeEntryDoc, StudentDoc, UpdateDoc } from '../models';
import type { AcademicsContext, HandlerDeps } from './context';
import { staffClass } from './staff-guards';

/**
 * POST /api/staff/classes/:id/grades (the class's teacher, administrators): one assignment's
 * scores across the class, checked whole before anything is written (score 0..maxScore, every
 * student in the class), then the assignment (when new), the grade entries and the families'
 * updates all or nothing. A student scored again keeps one entry with the new score. The
 * entries carry the class's teacher and subject, so the family's Grades page shows them; each
 * new or changed score sends `grade_update` to the family, the subject in each reader's language.
 * Answers 201 when the assignment is new, else 200.
 */
export function recordClassGradesHandler({ repos, live, clock, languages }: HandlerDeps) {
  return async (ctx: AcademicsContext) => {
    const lang = ctx.state.language;
    const schoolClass = staffClass(ctx);
    const input = validateInput(classGradesRequestSchema, ctx.request.body, lang);
    const now = clock();

    let assignment: ClassAssignmentDoc;
    const isNew = input.assignment !== undefined;
    if (input.assignment) {
      const title = input.assignment.title;
      assignment = {
        _id: new Types.ObjectId(),
        classId: schoolClass._id,
        title: { so: title, en: title },
        dueDate: dayStart(input.assignment.dueDate),
        maxScore: input.assignment.maxScore,
        createdBy: ctx.state.identity.userId,
        createdAt: now,
      };
    } else {
      const found = await repos.classAssignments.findInClass(
        schoolClass._id,
        input.assignmentId ?? '',
      );
      if (!found) throw new StaffError('ASSIGNMENT_NOT_FOUND', lang);
      assignment = found;
    }
    const maxScore = assignment.maxScore;
    const over = input.entries.filter((e) => e.score > maxScore);
    if (over.length > 0)
      throw new StaffError('SCORE_OUT_OF_RANGE', lang, {
        maxScore,
        studentIds: over.map((e) => e.studentId),
      });
    const members = new Set(schoolClass.studentIds.map((id) => id.toHexString()));
    const strangers = input.entries.filter((e) => !members.has(e.studentId.toLowerCase()));
    if (strangers.length > 0)
      throw new StaffError('STUDENT_NOT_IN_CLASS', lang, {
        studentIds: strangers.map((e) => e.studentId),
      });

    const scored = await repos.students.findAll(
      input.entries.map((e) => new Types.ObjectId(e.studentId)),
    );
    const previous = new Map(
      (await repos.grades.forClassAssignments([assignment._id])).map((e) => [
        e.studentId.toHexString(),
        e,
      ]),
    );
    const teacherName = await repos.staff.displayName(schoolClass.teacherId);
    const changes: { student: StudentDoc; entry: GradeEntryDoc }[] = [];
    for (const { studentId, score } of input.entries) {
      const id = studentId.toLowerCase();
      const student = scored.find((s) => s._id.toHexString() === id);
      const before = previous.get(id);
      if (!student || (before && before.points === score && before.maxPoints === maxScore))
        continue;
      changes.push({
        student,
        entry: {
          _id: before?._id ?? new Types.ObjectId(),
          studentId: student._id,
          assignment: assignment.title,
          subject: schoolClass.subject,
          teacherId: schoolClass.teacherId,
          teacherName,
          grade: letterFor((score / maxScore) * 100),
          points: score,
          maxPoints: maxScore,
          recordedAt: now,
          classAssignmentId: assignment._id,
        },
      });
    }
    const updates: UpdateDoc[] = changes.map(({ student, entry }) => ({
      _id: new Types.ObjectId(),
      studentIds: [student._id],
      teacherIds: student.teacherIds,
      familyIds: familyOf(student),
      type: 'grade',
      ...gradeNotice({ ...entry, studentName: student.firstName }),
      teacherName,
      subject: schoolClass.subject,
      createdAt: now,
    }));

    const writes: UndoableWrite[] = [
      ...(isNew ? [repos.classAssignments.create(assignment)] : []),
      repos.grades.putEntries(
        changes.map((c) => c.entry),
        changes.flatMap((c) => previous.get(c.student._id.toHexString()) ?? []),
      ),
      repos.updates.createAll(updates),
    ];
    await allOrNothing(writes);

    const readers = await languages.of(changes.flatMap((c) => familyOf(c.student)));
    for (const { student, entry } of changes) {
      const byLanguage = new Map<Language, string[]>();
      for (const userId of familyOf(student)) {
        const reads = readers.get(userId) ?? 'so';
        byLanguage.set(reads, [...(byLanguage.get(reads) ?? []), userId]);
      }
      for (const [reads, userIds] of byLanguage)
        await live.publish(userIds, {
          type: 'grade_update',
          subject: schoolClass.subject[reads],
          grade: entry.grade,
          studentName: student.firstName,
        });
    }

    const entries = [
      ...[...previous.values()].filter((e) => !changes.some((c) => c.entry._id.equals(e._id))),
      ...changes.map((c) => c.entry),
    ];
    ctx.status = isNew ? 201 : 200;
    ctx.body = {
      assignment: toClassAssignmentDto(assignment, schoolClass, entries, lang),
      changed: changes.map((c) => c.student._id.toHexString()),
    };
  };
}
