import type { LocalizedText } from '@d742/contracts';
import type { AttendanceStatus } from '../models';

export const ATTENDANCE_TITLES: Record<Exclude<AttendanceStatus, 'present'>, LocalizedText> = {
  absent: { so: 'Maqnaansho', en: 'Absence' },
  tardy: { so: 'Daahitaan', en: 'Late arrival' },
  excused: { so: 'Maqnaansho la oggolaaday', en: 'Excused absence' },
};

/** Statuses that the family is told about as they happen. */
export type AlertingStatus = 'absent' | 'tardy';
export const isAlerting = (status: AttendanceStatus): status is AlertingStatus =>
  status === 'absent' || status === 'tardy';

export interface MissedDay {
  studentName: string;
  /** YYYY-MM-DD */
  date: string;
  status: AlertingStatus;
  /** Whether `date` is today (the wording says "today"). */
  today: boolean;
}

/**
 * The alert a parent reads. Somali uses the negative past ("ma iman"), which is the same for
 * girls and boys, so no gender is needed.
 */
export function attendanceNotice(day: MissedDay): { title: LocalizedText; message: LocalizedText } {
  const name = day.studentName;
  const when = day.today
    ? { so: `maanta (${day.date})`, en: `today (${day.date})` }
    : { so: `maalinta ${day.date}`, en: `on ${day.date}` };
  const message =
    day.status === 'absent'
      ? {
          so: `${name} ${when.so} dugsiga ma iman.`,
          en: `${name} was absent from school ${when.en}.`,
        }
      : {
          so: `${name} ${when.so} dugsiga waqtigii kuma iman.`,
          en: `${name} arrived late to school ${when.en}.`,
        };
  return { title: ATTENDANCE_TITLES[day.status], message };
}
