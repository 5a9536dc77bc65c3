import { DEMO_STUDENTS, DEMO_TEACHER_NAMES, type DemoStudent } from '@d742/demo-data';
import { Types } from 'mongoose';

export interface SeedChild {
  /** 1-based position, used in seeded ids. */
  index: number;
  student: DemoStudent;
  _id: Types.ObjectId;
  /** Somali verbs and possessives agree with the child's gender. */
  sex: 'f' | 'm';
}

const child = (index: number, student: DemoStudent, sex: 'f' | 'm'): SeedChild => ({
  index,
  student,
  _id: new Types.ObjectId(student.id),
  sex,
});

export const SEED_CHILDREN: readonly SeedChild[] = [
  child(1, DEMO_STUDENTS.hodan, 'f'),
  child(2, DEMO_STUDENTS.abdi, 'm'),
  child(3, DEMO_STUDENTS.ayaan, 'f'),
  child(4, DEMO_STUDENTS.ifrah, 'f'),
];

/** Picks the feminine or masculine Somali wording for this child. */
export function bySex(c: SeedChild, feminine: string, masculine: string): string {
  return c.sex === 'f' ? feminine : masculine;
}

export function teacherName(teacherId: string): string {
  return DEMO_TEACHER_NAMES[teacherId] ?? 'School staff';
}
