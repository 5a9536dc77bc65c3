import { Schema, type Types } from 'mongoose';
import { ABSENCE_KINDS, LANGUAGES, type Language } from '@d742/contracts';

/** A parent telling the school that a child will be absent or late on a day (one per child and day). */
export interface AbsenceReportDoc {
  _id: Types.ObjectId;
  studentId: Types.ObjectId;
  /** The school day, at 00:00 UTC. */
  date: Date;
  kind: (typeof ABSENCE_KINDS)[number];
  /** As the parent wrote it. */
  reason: string;
  reasonLanguage: Language;
  /** Identity user id of the guardian who reported it. */
  reportedBy: string;
  reportedAt: Date;
}

export const absenceReportSchema = new Schema<AbsenceReportDoc>(
  {
    studentId: { type: Schema.Types.ObjectId, required: true },
    date: { type: Date, required: true },
    kind: { type: String, enum: ABSENCE_KINDS, required: true },
    reason: { type: String, required: true },
    reasonLanguage: { type: String, enum: LANGUAGES, required: true },
    reportedBy: { type: String, required: true },
    reportedAt: { type: Date, required: true },
  },
  { collection: 'absence_reports', versionKey: false },
);
// One report per child and day; also serves a child's newest-first list and a class's day.
absenceReportSchema.index({ studentId: 1, date: 1 }, { unique: true });
