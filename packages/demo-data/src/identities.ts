/**
 * Identities of the demo data set, shared by every service's seed so that records in different
 * databases point at the same people. Ids are fixed so seeding is idempotent (upserts by _id).
 * Passwords here are demo-mode only: services seed them only when DEMO_MODE is on.
 */

export const DEMO_ACCESS_CODE = 'DISTRICT742';

export interface DemoUser {
  id: string;
  username: string;
  email: string;
  password: string;
  passcode: string;
  firstName: string;
  lastName: string;
  phone: string;
  language: 'so' | 'en';
  role: 'parent' | 'student' | 'teacher' | 'client' | 'admin';
}

export interface DemoStudent {
  id: string;
  firstName: string;
  lastName: string;
  grade: string;
  parentIds: string[];
  /** user id of the student's own account, when there is one */
  userId?: string;
  teacherIds: string[];
}

export const DEMO_USERS = {
  amina: {
    id: '64a000000000000000000001',
    username: 'amina',
    email: 'amina.hassan@example.org',
    password: 'Hooyo-742!',
    passcode: '742742',
    firstName: 'Amina',
    lastName: 'Hassan',
    phone: '+1 612 555 0141',
    language: 'so',
    role: 'parent',
  },
  farah: {
    id: '64a000000000000000000002',
    username: 'farah',
    email: 'farah.warsame@example.org',
    password: 'Aabo-742!',
    passcode: '135790',
    firstName: 'Farah',
    lastName: 'Warsame',
    phone: '+1 612 555 0177',
    language: 'so',
    role: 'parent',
  },
  hodan: {
    id: '64a000000000000000000003',
    username: 'hodan',
    email: 'hodan.hassan@students.example.org',
    password: 'Arday-742!',
    passcode: '246810',
    firstName: 'Hodan',
    lastName: 'Hassan',
    phone: '',
    language: 'so',
    role: 'student',
  },
  teacher: {
    id: '64a000000000000000000004',
    username: 'msjohnson',
    email: 'sarah.johnson@example.org',
    password: 'Macallin-742!',
    passcode: '112233',
    firstName: 'Sarah',
    lastName: 'Johnson',
    phone: '+1 612 555 0100',
    language: 'en',
    role: 'teacher',
  },
  client: {
    id: '64a000000000000000000005',
    username: 'community',
    email: 'outreach@example.org',
    password: 'Bulsho-742!',
    passcode: '998877',
    firstName: 'Yusuf',
    lastName: 'Abdi',
    phone: '+1 612 555 0190',
    language: 'so',
    role: 'client',
  },
  admin: {
    id: '64a000000000000000000006',
    username: 'admin',
    email: 'admin@example.org',
    password: 'Maamule-742!',
    passcode: '000742',
    firstName: 'District',
    lastName: 'Admin',
    phone: '',
    language: 'en',
    role: 'admin',
  },
  teacher2: {
    id: '64a000000000000000000007',
    username: 'mrahmed',
    email: 'ahmed.nur@example.org',
    password: 'Macallin2-742!',
    passcode: '445566',
    firstName: 'Ahmed',
    lastName: 'Nur',
    phone: '+1 612 555 0102',
    language: 'so',
    role: 'teacher',
  },
} as const satisfies Record<string, DemoUser>;

const T1 = DEMO_USERS.teacher.id;
const T2 = DEMO_USERS.teacher2.id;

export const DEMO_STUDENTS = {
  hodan: {
    id: '64b000000000000000000001',
    firstName: 'Hodan',
    lastName: 'Hassan',
    grade: '8',
    parentIds: [DEMO_USERS.amina.id],
    userId: DEMO_USERS.hodan.id,
    teacherIds: [T1, T2],
  },
  abdi: {
    id: '64b000000000000000000002',
    firstName: 'Abdi',
    lastName: 'Hassan',
    grade: '5',
    parentIds: [DEMO_USERS.amina.id],
    teacherIds: [T1],
  },
  ayaan: {
    id: '64b000000000000000000003',
    firstName: 'Ayaan',
    lastName: 'Hassan',
    grade: '2',
    parentIds: [DEMO_USERS.amina.id],
    teacherIds: [T2],
  },
  ifrah: {
    id: '64b000000000000000000004',
    firstName: 'Ifrah',
    lastName: 'Warsame',
    grade: '6',
    parentIds: [DEMO_USERS.farah.id],
    teacherIds: [T1],
  },
} as const satisfies Record<string, DemoStudent>;

export const DEMO_TEACHER_NAMES: Record<string, string> = {
  [T1]: 'Ms. Sarah Johnson',
  [T2]: 'Mr. Ahmed Nur',
};

/** Derives a stable 24-hex ObjectId for the n-th seeded record of a collection. */
export function demoObjectId(collectionTag: number, studentIndex: number, n: number): string {
  const hex = (v: number, width: number) => v.toString(16).padStart(width, '0');
  return `64c${hex(collectionTag, 3)}${hex(studentIndex, 4)}${'0'.repeat(6)}${hex(n, 8)}`;
}
