import { DEMO_STUDENTS, DEMO_USERS } from '@d742/demo-data';
import { Types } from 'mongoose';
import type { ClassDoc } from '../models';
import { SEED_TAGS, seedId } from './ids';
import { SUBJECTS } from './subjects';

const T1 = DEMO_USERS.teacher.id;
const T2 = DEMO_USERS.teacher2.id;
const { hodan, abdi, ayaan, ifrah } = DEMO_STUDENTS;
const ids = (...students: { id: string }[]) => students.map((s) => new Types.ObjectId(s.id));

/**
 * The demo's classes: Ms. Johnson's math class has Amina's Hodan and Abdi and Farah's Ifrah;
 * every roster agrees with the students' teachers (who teaches whom, decision 007).
 */
export function buildClasses(): ClassDoc[] {
  return [
    {
      _id: seedId(SEED_TAGS.classes, 0, 1),
      name: { so: 'Xisaab, fasallada 5–8', en: 'Math, grades 5–8' },
      subject: SUBJECTS.math,
      teacherId: T1,
      studentIds: ids(hodan, abdi, ifrah),
    },
    {
      _id: seedId(SEED_TAGS.classes, 0, 2),
      name: { so: 'Af-Ingiriis, fasallada 5–6', en: 'English, grades 5–6' },
      subject: SUBJECTS.english,
      teacherId: T1,
      studentIds: ids(abdi, ifrah),
    },
    {
      _id: seedId(SEED_TAGS.classes, 0, 3),
      name: { so: 'Af-Soomaali, fasallada 2–8', en: 'Somali Language, grades 2–8' },
      subject: SUBJECTS.somali,
      teacherId: T2,
      studentIds: ids(hodan, ayaan),
    },
    {
      _id: seedId(SEED_TAGS.classes, 0, 4),
      name: { so: 'Cilmiga Bulshada, fasalka 8aad', en: 'Social Studies, grade 8' },
      subject: SUBJECTS.social,
      teacherId: T2,
      studentIds: ids(hodan),
    },
  ];
}
