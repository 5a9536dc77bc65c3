import { daysFrom, teacherName } from '@d742/demo-data';
import { SEED_CHILDREN } from '@d742/service-kit';
import { letterFor } from '../domain/grade-letter';
import type { ClassAssignmentDoc, ClassDoc, GradeEntryDoc } from '../models';
import { SEED_TAGS, seedId } from './ids';

const SCORES: Record<number, number> = { 1: 18, 2: 15, 4: 17 };

/** A graded quiz of the first class (Ms. Johnson's math), so its gradebook is not empty. */
export function buildClassGrades(
  classes: readonly ClassDoc[],
  now: Date,
): { assignments: ClassAssignmentDoc[]; entries: GradeEntryDoc[] } {
  const math = classes[0];
  if (!math) return { assignments: [], entries: [] };
  const quiz: ClassAssignmentDoc = {
    _id: seedId(SEED_TAGS.classAssignments, 0, 1),
    classId: math._id,
    title: { so: 'Imtixaan yar: isku dhufashada jajabka', en: 'Quiz: multiplying fractions' },
    dueDate: daysFrom(now, -3, 0),
    maxScore: 20,
    createdBy: math.teacherId,
    createdAt: daysFrom(now, -6, 15),
  };
  const entries = SEED_CHILDREN.filter((c) => math.studentIds.some((id) => id.equals(c._id))).map(
    (c): GradeEntryDoc => {
      const points = SCORES[c.index] ?? 16;
      return {
        _id: seedId(SEED_TAGS.gradeEntries, c.index, 101),
        studentId: c._id,
        assignment: quiz.title,
        subject: math.subject,
        teacherId: math.teacherId,
        teacherName: teacherName(math.teacherId),
        grade: letterFor((points / quiz.maxScore) * 100),
        points,
        maxPoints: quiz.maxScore,
        recordedAt: daysFrom(now, -2, 20),
        classAssignmentId: quiz._id,
      };
    },
  );
  return { assignments: [quiz], entries };
}
