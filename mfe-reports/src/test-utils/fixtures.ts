import type {
  Assignment,
  AttendanceRecord,
  BehaviorReport,
  GradeEntry,
  HealthAlert,
  SchoolCalendar,
  Student,
} from '@d742/contracts';

// Data generators in the contracts' shapes (ids are 24-hex like the services').
export const hodan: Student = {
  id: '65b000000000000000000001',
  firstName: 'Hodan',
  lastName: 'Hassan',
  grade: '8',
  gpa: 3.4,
  attendanceRate: 95.8,
};
export const abdi: Student = {
  id: '65b000000000000000000002',
  firstName: 'Abdi',
  lastName: 'Hassan',
  grade: 'Grade 5',
  gpa: null,
  attendanceRate: null,
};

let counter = 0;
const nextId = (prefix: string) => `${prefix}${String((counter += 1)).padStart(21, '0')}`;

export function makeBehaviorReport(overrides: Partial<BehaviorReport> = {}): BehaviorReport {
  return {
    id: nextId('67a'),
    type: 'positive',
    title: 'Helped a classmate',
    description: 'Hodan helped a new student find her classes.',
    teacherName: 'Ms. Johnson',
    category: 'Kindness',
    createdAt: '2026-03-10T13:30:00.000Z',
    audioMessageUrl: null,
    audioMessageSomali: null,
    actionRequired: false,
    ...overrides,
  };
}

export function makeHealthAlert(overrides: Partial<HealthAlert> = {}): HealthAlert {
  return {
    id: nextId('67b'),
    severity: 'low',
    summary: 'Visited the nurse',
    details: null,
    actionTaken: null,
    nurseName: 'Nurse Amina',
    type: 'Visit',
    createdAt: '2026-03-09T15:30:00.000Z',
    parentContactRequired: false,
    followUpRequired: false,
    ...overrides,
  };
}

export function makeAttendance(
  studentId: string,
  date: string,
  status: AttendanceRecord['status'],
  note: string | null = null,
): AttendanceRecord {
  return { id: nextId('67c'), studentId, date, status, note };
}

export function makeGrade(grade: string, overrides: Partial<GradeEntry> = {}): GradeEntry {
  return {
    id: nextId('67d'),
    assignment: `Quiz ${grade}`,
    subject: 'Math',
    teacherName: 'Mr. Warsame',
    grade,
    points: 10,
    maxPoints: 20,
    ...overrides,
  };
}

export function makeAssignment(dueDate: string, overrides: Partial<Assignment> = {}): Assignment {
  return {
    id: nextId('67e'),
    title: 'Fractions worksheet',
    subject: 'Math',
    teacherName: 'Mr. Warsame',
    description: 'Exercises 1-10.',
    dueDate,
    status: 'pending',
    priority: 'normal',
    ...overrides,
  };
}

/** 2025-2026: the third quarter runs 26 Jan – 27 Mar 2026. */
export const calendar: SchoolCalendar = {
  schoolYear: '2025-2026',
  quarters: [
    { start: '2025-09-02', end: '2025-11-07' },
    { start: '2025-11-10', end: '2026-01-23' },
    { start: '2026-01-26', end: '2026-03-27' },
    { start: '2026-03-30', end: '2026-06-05' },
  ],
  semesters: [
    { start: '2025-09-02', end: '2026-01-23' },
    { start: '2026-01-26', end: '2026-06-05' },
  ],
};
