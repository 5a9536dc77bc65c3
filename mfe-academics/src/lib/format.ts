import type { TFunction } from 'i18next';

/** GPA with one decimal; a child without recorded grades shows '0.0' (spec). */
export function formatGpa(gpa: number | null | undefined): string {
  return (gpa ?? 0).toFixed(1);
}

/** Attendance rate as a whole percent; a child without records shows '0%' (spec). */
export function formatAttendanceRate(rate: number | null | undefined): string {
  return `${Math.round(rate ?? 0)}%`;
}

export function formatPoints(points: number, maxPoints: number): string {
  return `${points}/${maxPoints}`;
}

/** Levels arrive as "5" or "Grade 5"; only bare numbers get the localized "Grade" prefix. */
export function isBareGradeLevel(grade: string): boolean {
  return /^\d+$/.test(grade.trim());
}

/** "Grade 5" / "Fasalka 5" for bare numbers; labelled levels are shown as they arrive. */
export function gradeLevelLabel(grade: string, t: TFunction): string {
  return isBareGradeLevel(grade) ? t('student.gradeLevel', { grade: grade.trim() }) : grade;
}
