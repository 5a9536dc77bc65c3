import { Schema, type Types } from 'mongoose';
import { ATTENDANCE_STATUSES, type LocalizedText } from '@d742/contracts';
import { localizedTextField } from '@d742/service-kit';
import { monthFieldFrom } from './month';

export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

export interface AttendanceRecordDoc {
  _id: Types.ObjectId;
  studentId: Types.ObjectId;
  /** The school day, at 00:00 UTC. */
  date: Date;
  status: AttendanceStatus;
  note?: LocalizedText | null;
  /** The class whose attendance wrote it (null: a single-record write or the seed). */
  classId?: Types.ObjectId | null;
  /** date's month, 'YYYY-MM' in UTC: a child's latest days are read month by month. */
  month?: string;
}

export const attendanceRecordSchema = new Schema<AttendanceRecordDoc>(
  {
    studentId: { type: Schema.Types.ObjectId, required: true },
    date: { type: Date, required: true },
    status: { type: String, enum: ATTENDANCE_STATUSES, required: true },
    note: { type: localizedTextField, default: null },
    classId: { type: Schema.Types.ObjectId, default: null },
    month: monthFieldFrom('date'),
  },
  { collection: 'attendance_records', versionKey: false },
);
// One record per student and school day; also serves the newest-first listing.
attendanceRecordSchema.index({ studentId: 1, date: 1 }, { unique: true });
// A child's latest few, month by month (repositories/attendance-repository).
attendanceRecordSchema.index({ studentId: 1, month: 1, date: -1 });
