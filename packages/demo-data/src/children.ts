import { DEMO_STUDENTS, DEMO_TEACHER_NAMES, type DemoStudent } from './identities';

export interface DemoChild {
  /** 1-based position, used in seeded ids. */
  index: number;
  student: DemoStudent;
  /** Somali verbs and possessives agree with the child's gender. */
  sex: 'f' | 'm';
}

export const DEMO_CHILDREN: readonly DemoChild[] = [
  { index: 1, student: DEMO_STUDENTS.hodan, sex: 'f' },
  { index: 2, student: DEMO_STUDENTS.abdi, sex: 'm' },
  { index: 3, student: DEMO_STUDENTS.ayaan, sex: 'f' },
  { index: 4, student: DEMO_STUDENTS.ifrah, sex: 'f' },
];

/** Picks the feminine or masculine Somali wording for this child. */
export function bySex(c: Pick<DemoChild, 'sex'>, feminine: string, masculine: string): string {
  return c.sex === 'f' ? feminine : masculine;
}

export function teacherName(teacherId: string): string {
  return DEMO_TEACHER_NAMES[teacherId] ?? 'School staff';
}
