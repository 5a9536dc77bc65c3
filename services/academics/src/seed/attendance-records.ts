import type { LocalizedText } from '@d742/contracts';
import { recentSchoolDays } from '@d742/demo-data';
import { SEED_CHILDREN, type SeedChild } from '@d742/service-kit';
import type { AttendanceRecordDoc, AttendanceStatus } from '../models';
import { SEED_TAGS, seedId } from './ids';

export const SCHOOL_DAYS_RECORDED = 24;

export const ATTENDANCE_NOTES = {
  lateClass: {
    so: 'Daahitaan: 10 daqiiqo ka dib markii fasalku bilaabmay',
    en: 'Late: arrived 10 minutes after class started',
  },
  lateBus: { so: 'Daahitaan: baska dugsiga ayaa daahay', en: 'Late: the school bus was delayed' },
  unreported: { so: 'Maqnaansho aan la soo sheegin', en: 'Absence not reported by a parent' },
  doctor: {
    so: 'Maqnaansho la oggolaaday: ballan dhakhtar',
    en: 'Excused absence: doctor appointment',
  },
  illness: {
    so: 'Maqnaansho la oggolaaday: jirro, waalidka ayaa soo wacay',
    en: 'Excused absence: illness, parent called',
  },
  family: {
    so: 'Maqnaansho la oggolaaday: xaflad qoys (Ciid)',
    en: 'Excused absence: family celebration (Eid)',
  },
} as const satisfies Record<string, LocalizedText>;

type Exception = readonly [
  schoolDay: number,
  status: Exclude<AttendanceStatus, 'present'>,
  note: LocalizedText,
];

/** Days (0 = the last school day) that were not plain "present", per child. */
const EXCEPTIONS: Record<number, readonly Exception[]> = {
  1: [
    [2, 'tardy', ATTENDANCE_NOTES.lateBus],
    [9, 'absent', ATTENDANCE_NOTES.unreported],
    [15, 'excused', ATTENDANCE_NOTES.doctor],
  ],
  2: [
    [1, 'absent', ATTENDANCE_NOTES.unreported],
    [4, 'tardy', ATTENDANCE_NOTES.lateClass],
    [11, 'tardy', ATTENDANCE_NOTES.lateBus],
    [18, 'excused', ATTENDANCE_NOTES.illness],
    [21, 'absent', ATTENDANCE_NOTES.unreported],
  ],
  3: [
    [6, 'excused', ATTENDANCE_NOTES.family],
    [13, 'tardy', ATTENDANCE_NOTES.lateClass],
    [17, 'tardy', ATTENDANCE_NOTES.lateBus],
  ],
  4: [
    [3, 'tardy', ATTENDANCE_NOTES.lateBus],
    [8, 'absent', ATTENDANCE_NOTES.unreported],
    [20, 'excused', ATTENDANCE_NOTES.illness],
  ],
};

export function exceptionsFor(c: SeedChild): readonly Exception[] {
  return EXCEPTIONS[c.index] ?? [];
}

function recordsFor(c: SeedChild, days: readonly Date[]): AttendanceRecordDoc[] {
  const exceptions = new Map(
    exceptionsFor(c).map(([day, status, note]) => [day, { status, note }]),
  );
  return days.map((date, n) => {
    const exception = exceptions.get(n);
    return {
      _id: seedId(SEED_TAGS.attendanceRecords, c.index, n + 1),
      studentId: c._id,
      date,
      status: exception?.status ?? 'present',
      note: exception?.note ?? null,
    };
  });
}

export function buildAttendanceRecords(now: Date): AttendanceRecordDoc[] {
  const days = recentSchoolDays(now, SCHOOL_DAYS_RECORDED);
  return SEED_CHILDREN.flatMap((c) => recordsFor(c, days));
}
