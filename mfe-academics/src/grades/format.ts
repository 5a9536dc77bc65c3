/** GPA with one decimal; a child without recorded grades shows '0.0' (spec). */
export function formatGpa(gpa: number | null | undefined): string {
  return (gpa ?? 0).toFixed(1);
}

export function formatPoints(points: number, maxPoints: number): string {
  return `${points}/${maxPoints}`;
}

/** Levels arrive as "5" or "Grade 5"; only bare numbers get the localized "Grade" prefix. */
export function isBareGradeLevel(grade: string): boolean {
  return /^\d+$/.test(grade.trim());
}
