import type { LocalizedText, ServerLiveMessage } from '@d742/contracts';
import { Types } from 'mongoose';
import type { AttendanceRecordDoc, AttendanceStatus, StudentDoc, UpdateDoc } from '../models';
import { familyOf, parentsOf } from './audience';
import { schoolDay } from './school-day';

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

/** An update for the family's feed and the live event that tells them at once. */
export interface Announcement {
  update: UpdateDoc;
  recipients: string[];
  event: ServerLiveMessage;
}

/**
 * What the parents are told when a student's day is recorded: an attendance update (with the
 * record's note) and `attendance_alert`, only when the day becomes absent or tardy (null
 * otherwise, e.g. the same status recorded again).
 */
export function attendanceAnnouncement(
  student: Pick<StudentDoc, '_id' | 'firstName' | 'parentIds' | 'userId' | 'teacherIds'>,
  record: Pick<AttendanceRecordDoc, 'date' | 'status' | 'note'>,
  previous: Pick<AttendanceRecordDoc, 'status'> | null,
  now: Date,
): Announcement | null {
  if (!isAlerting(record.status) || previous?.status === record.status) return null;
  const date = schoolDay(record.date);
  const { title, message } = attendanceNotice({
    studentName: student.firstName,
    date,
    status: record.status,
    today: date === schoolDay(now),
  });
  const { note } = record;
  return {
    update: {
      _id: new Types.ObjectId(),
      studentIds: [student._id],
      teacherIds: student.teacherIds,
      familyIds: familyOf(student),
      type: 'attendance',
      title,
      description: note
        ? { so: `${message.so} ${note.so}`, en: `${message.en} ${note.en}` }
        : message,
      createdAt: now,
    },
    recipients: parentsOf(student),
    event: { type: 'attendance_alert', message: message.so, i18n: message },
  };
}
