import type {
  AbsenceReport,
  ClassAssignment,
  ClassAttendanceDay,
  ClassAttendanceEntry,
  ClassRosterStudent,
  Conference,
  StaffClass,
} from '@d742/contracts';
import { abdi, hodan } from './fixtures';

// Staff-workspace data in the contracts' shapes (ids are 24-hex like the service's).
export const ifrah = { id: '65b000000000000000000004', firstName: 'Ifrah', lastName: 'Warsame' };

function rosterStudent(
  s: { id: string; firstName: string; lastName: string },
  grade: string,
  familyLanguage: ClassRosterStudent['familyLanguage'],
): ClassRosterStudent {
  return {
    studentId: s.id,
    firstName: s.firstName,
    lastName: s.lastName,
    name: `${s.firstName} ${s.lastName}`,
    grade,
    familyLanguage,
    guardians: [{ userId: `64a0000000000000000000${s.id.slice(-2)}`, language: familyLanguage }],
  };
}

export const mathClass: StaffClass = {
  id: '64c107000000000000000001',
  name: 'Math, grades 5–8',
  subject: 'Math',
  teacherId: '64a000000000000000000010',
  teacherName: 'Ms. Sarah Johnson',
  students: [
    rosterStudent(abdi, '5', 'so'),
    rosterStudent(hodan, '8', 'so'),
    rosterStudent(ifrah, '6', null),
  ],
};
export const englishClass: StaffClass = {
  ...mathClass,
  id: '64c107000000000000000002',
  name: 'English, grades 5–6',
  subject: 'English',
  students: [rosterStudent(ifrah, '6', 'en')],
};

export function makeAbsenceReport(
  studentId: string,
  date: string,
  overrides: Partial<AbsenceReport> = {},
): AbsenceReport {
  return {
    id: `67f0000000000000000000${date.slice(-2)}`,
    studentId,
    date,
    kind: 'absent',
    reason: 'Way xanuunsan tahay, qandho ayay qabtaa.',
    reasonLanguage: 'so',
    reportedAt: `${date}T07:00:00.000Z`,
    ...overrides,
  };
}

function entry(
  s: { id: string; firstName: string; lastName: string },
  overrides: Partial<ClassAttendanceEntry> = {},
): ClassAttendanceEntry {
  return {
    studentId: s.id,
    firstName: s.firstName,
    lastName: s.lastName,
    state: 'unrecorded',
    status: null,
    note: null,
    recordedHere: false,
    absenceReport: null,
    ...overrides,
  };
}

/** Math's day: nothing recorded yet, and Ifrah's parent reported she stays home. */
export function mathDay(
  date: string,
  overrides: Record<string, Partial<ClassAttendanceEntry>> = {},
) {
  const day: ClassAttendanceDay = {
    classId: mathClass.id,
    className: mathClass.name,
    date,
    entries: [
      entry(abdi, overrides[abdi.id]),
      entry(hodan, overrides[hodan.id]),
      entry(ifrah, {
        state: 'excused-pending',
        absenceReport: makeAbsenceReport(ifrah.id, date),
        ...overrides[ifrah.id],
      }),
    ],
  };
  return day;
}

export function makeClassAssignment(overrides: Partial<ClassAssignment> = {}): ClassAssignment {
  return {
    id: '64c200000000000000000001',
    classId: mathClass.id,
    title: 'Fractions quiz',
    subject: 'Math',
    dueDate: '2026-03-06',
    maxScore: 20,
    createdAt: '2026-03-02T15:00:00.000Z',
    scores: [
      { studentId: hodan.id, score: 18, grade: 'A', recordedAt: '2026-03-07T15:00:00.000Z' },
    ],
    ...overrides,
  };
}

export function makeConference(overrides: Partial<Conference> = {}): Conference {
  return {
    id: '64c300000000000000000001',
    studentId: abdi.id,
    studentName: 'Abdi Hassan',
    teacherId: mathClass.teacherId,
    teacherName: 'Ms. Sarah Johnson',
    slots: [
      {
        start: new Date(2026, 2, 13, 15, 0).toISOString(),
        end: new Date(2026, 2, 13, 15, 20).toISOString(),
      },
      {
        start: new Date(2026, 2, 13, 15, 20).toISOString(),
        end: new Date(2026, 2, 13, 15, 40).toISOString(),
      },
    ],
    note: "I would like to talk about Abdi's reading.",
    noteLanguage: 'en',
    status: 'offered',
    bookedSlot: null,
    bookedAt: null,
    cancellation: null,
    createdAt: '2026-03-09T15:00:00.000Z',
    ...overrides,
  };
}
