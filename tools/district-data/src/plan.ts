import type { Language, LocalizedText } from '@d742/contracts';
import type { SubjectKey } from '@d742/academics-service/domain/subjects';
import type { UserRecord } from '@d742/identity-service/models/user.model';
import type { Types } from 'mongoose';
import { schoolYear, type SchoolYear } from './calendar';
import { BOYS, FAMILY_NAMES, GIRLS, PLACES, STAFF_FIRST, STAFF_LAST, slug } from './names';
import { Random, stableId } from './random';

export type Band = 'elementary' | 'middle' | 'high';

const BANDS: Record<Band, { grades: [number, number]; size: number; so: string; en: string }> = {
  elementary: { grades: [0, 5], size: 500, so: 'Dugsiga Hoose ee', en: 'Elementary' },
  middle: { grades: [6, 8], size: 700, so: 'Dugsiga Dhexe ee', en: 'Middle School' },
  high: { grades: [9, 12], size: 1200, so: 'Dugsiga Sare ee', en: 'High School' },
};

/** Every student takes these six classes; a teacher teaches one subject to up to five sections. */
export const CLASS_SUBJECTS: readonly SubjectKey[] = [
  'math',
  'english',
  'science',
  'social',
  'somali',
  'pe',
];
const SECTION_SIZE = 25;
const SECTIONS_PER_TEACHER = 5;

export interface School {
  index: number;
  band: Band;
  name: LocalizedText;
  /** The school office (an administrator account) and the school nurse (a teacher with health staff rights). */
  officeId: string;
  nurseId: string;
}

export interface StaffPerson {
  id: Types.ObjectId;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  /** As grades and messages name them, e.g. 'Ms. Sarah Johnson'. */
  displayName: string;
  role: 'teacher' | 'admin';
  language: Language;
  healthStaff: boolean;
}

export interface PlannedClass {
  id: Types.ObjectId;
  schoolIndex: number;
  grade: number;
  section: number;
  subject: SubjectKey;
  teacherId: string;
  studentIds: Types.ObjectId[];
}

export interface PlannedStudent {
  id: Types.ObjectId;
  firstName: string;
  lastName: string;
  sex: 'f' | 'm';
  /** 0 = kindergarten. */
  grade: number;
  schoolIndex: number;
  /** Indexes into DistrictPlan.classes. */
  classes: number[];
}

/** A guardian: the account identity will hold. */
export type PlannedParent = { id: Types.ObjectId } & Pick<
  UserRecord,
  'username' | 'email' | 'firstName' | 'lastName' | 'phone' | 'language'
>;

export interface PlannedFamily {
  index: number;
  parents: PlannedParent[];
  children: PlannedStudent[];
}

export interface DistrictPlan {
  seed: string;
  students: number;
  year: SchoolYear;
  schools: School[];
  staff: StaffPerson[];
  classes: PlannedClass[];
  families: PlannedFamily[];
}

/** 'K' or '1'..'12', as students.grade holds it. */
export function gradeLabel(grade: number): string {
  return grade === 0 ? 'K' : String(grade);
}

function bandOf(grade: number): Band {
  return grade <= 5 ? 'elementary' : grade <= 8 ? 'middle' : 'high';
}

/** One to five children, two or three most often (the district's family sizes, roughly). */
const FAMILY_SIZES = [
  [1, 20],
  [2, 26],
  [3, 24],
  [4, 18],
  [5, 12],
] as const;

function planFamilies(seed: string, students: number): PlannedFamily[] {
  const families: PlannedFamily[] = [];
  let left = students;
  for (let index = 0; left > 0; index += 1) {
    const rng = new Random(seed, 'family', index);
    const size = Math.min(left, rng.weighted(FAMILY_SIZES));
    left -= size;
    const familyName = rng.pick(FAMILY_NAMES);
    const mother = { firstName: rng.pick(GIRLS), lastName: rng.pick(FAMILY_NAMES) };
    const father = { firstName: familyName, lastName: rng.pick(FAMILY_NAMES) };
    const guardians = rng.chance(0.65) ? [mother, father] : [rng.chance(0.7) ? mother : father];
    const language: Language = rng.chance(0.85) ? 'so' : 'en';
    const parents = guardians.map((g, n): PlannedParent => {
      const username = `${slug(g.firstName)}.${slug(g.lastName)}${index + 1}`;
      return {
        id: stableId(seed, 'parent', index, n),
        username,
        email: `${username}@families.example.org`,
        ...g,
        // 555-01xx numbers are reserved for fiction.
        phone: `+1 612 555 01${String(rng.int(0, 99)).padStart(2, '0')}`,
        language,
      };
    });
    let grade = rng.int(Math.min(12, 2 * (size - 1)), 12);
    const neighbourhood = rng.next();
    const children: PlannedStudent[] = [];
    for (let n = 0; n < size; n += 1) {
      const sex = rng.chance(0.5) ? 'f' : 'm';
      children.push({
        id: stableId(seed, 'student', index, n),
        firstName: rng.pick(sex === 'f' ? GIRLS : BOYS),
        lastName: familyName,
        sex,
        grade,
        // Resolved to a school of the child's band below; siblings share a neighbourhood.
        schoolIndex: neighbourhood,
        classes: [],
      });
      grade = Math.max(0, grade - rng.int(1, 3));
    }
    families.push({ index, parents, children });
  }
  return families;
}

function staffPerson(
  seed: string,
  rng: Random,
  key: string,
  role: StaffPerson['role'],
): StaffPerson {
  const sex = rng.chance(0.6) ? 'f' : 'm';
  const firstName = rng.pick(STAFF_FIRST[sex]);
  const lastName = rng.pick(STAFF_LAST);
  const username = `${slug(firstName)}.${slug(lastName)}.${key}`;
  return {
    id: stableId(seed, 'staff', key),
    username,
    email: `${username}@staff.example.org`,
    firstName,
    lastName,
    displayName: `${sex === 'f' ? 'Ms.' : 'Mr.'} ${firstName} ${lastName}`,
    role,
    language: ['Ahmed', 'Abdi', 'Mohamed', 'Yusuf', 'Hodan', 'Sahra', 'Faduma', 'Nasra'].includes(
      firstName,
    )
      ? 'so'
      : 'en',
    healthStaff: false,
  };
}

/**
 * The whole district as a plan (no database): families, schools sized to their band, sections of
 * 25 per school and grade, six classes per section, teachers of up to five sections each, an
 * office and a nurse per school. Deterministic in (seed, students, year).
 */
export function planDistrict(seed: string, students: number, startYear: number): DistrictPlan {
  const families = planFamilies(seed, students);
  const children = families.flatMap((f) => f.children);
  const rng = new Random(seed, 'district');

  const schools: School[] = [];
  const staff: StaffPerson[] = [];
  const schoolsOfBand = new Map<Band, School[]>();
  for (const band of Object.keys(BANDS) as Band[]) {
    const count = children.filter((c) => bandOf(c.grade) === band).length;
    const list: School[] = [];
    for (let n = 0; n < Math.max(1, Math.ceil(count / BANDS[band].size)); n += 1) {
      const index = schools.length;
      const office = staffPerson(seed, rng, `office${index + 1}`, 'admin');
      const nurse = {
        ...staffPerson(seed, rng, `nurse${index + 1}`, 'teacher'),
        healthStaff: true,
      };
      nurse.displayName = `${nurse.firstName} ${nurse.lastName}, School Nurse`;
      const place = PLACES[index % PLACES.length]!;
      const suffix = index >= PLACES.length ? ` ${Math.floor(index / PLACES.length) + 1}` : '';
      const school: School = {
        index,
        band,
        name: {
          so: `${BANDS[band].so} ${place}${suffix}`,
          en: `${place}${suffix} ${BANDS[band].en}`,
        },
        officeId: office.id.toHexString(),
        nurseId: nurse.id.toHexString(),
      };
      staff.push(office, nurse);
      schools.push(school);
      list.push(school);
    }
    schoolsOfBand.set(band, list);
  }
  for (const child of children) {
    const list = schoolsOfBand.get(bandOf(child.grade))!;
    child.schoolIndex = list[Math.floor(child.schoolIndex * list.length)]!.index;
  }

  const classes: PlannedClass[] = [];
  for (const school of schools) {
    const [low, high] = BANDS[school.band].grades;
    const sections: { grade: number; section: number; students: PlannedStudent[] }[] = [];
    for (let grade = low; grade <= high; grade += 1) {
      const inGrade = children.filter((c) => c.schoolIndex === school.index && c.grade === grade);
      for (let s = 0; s * SECTION_SIZE < inGrade.length; s += 1) {
        sections.push({
          grade,
          section: s,
          students: inGrade.slice(s * SECTION_SIZE, (s + 1) * SECTION_SIZE),
        });
      }
    }
    for (const subject of CLASS_SUBJECTS) {
      let teacher: StaffPerson | undefined;
      sections.forEach((section, n) => {
        if (n % SECTIONS_PER_TEACHER === 0) {
          teacher = staffPerson(
            seed,
            rng,
            `s${school.index + 1}${subject}${n / SECTIONS_PER_TEACHER + 1}`,
            'teacher',
          );
          staff.push(teacher);
        }
        const planned: PlannedClass = {
          id: stableId(seed, 'class', school.index, section.grade, section.section, subject),
          schoolIndex: school.index,
          grade: section.grade,
          section: section.section,
          subject,
          teacherId: teacher!.id.toHexString(),
          studentIds: section.students.map((c) => c.id),
        };
        for (const c of section.students) c.classes.push(classes.length);
        classes.push(planned);
      });
    }
  }
  staff.push(staffPerson(seed, rng, 'district', 'admin'));
  return { seed, students, year: schoolYear(startYear), schools, staff, classes, families };
}
