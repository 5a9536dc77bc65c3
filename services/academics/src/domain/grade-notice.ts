import type { LocalizedText } from '@d742/contracts';

export function newGradeTitle(subject: LocalizedText): LocalizedText {
  return { so: `Buundo cusub: ${subject.so}`, en: `New grade: ${subject.en}` };
}

export interface RecordedGrade {
  studentName: string;
  subject: LocalizedText;
  assignment: LocalizedText;
  grade: string;
  points: number;
  maxPoints: number;
}

/** The family's update about a grade a teacher just recorded (wording agrees with any child). */
export function gradeNotice(g: RecordedGrade): {
  title: LocalizedText;
  description: LocalizedText;
} {
  const score = `${g.grade} (${g.points}/${g.maxPoints})`;
  return {
    title: newGradeTitle(g.subject),
    description: {
      so: `Buundada ${g.studentName} ee hawsha "${g.assignment.so}": ${score}.`,
      en: `${g.studentName} received ${score} on "${g.assignment.en}".`,
    },
  };
}
