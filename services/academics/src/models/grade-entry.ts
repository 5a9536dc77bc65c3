import { Schema, type Types } from 'mongoose';
import { GRADE_LETTERS, type LocalizedText } from '@d742/contracts';
import { localizedTextField } from '@d742/service-kit';

export interface GradeEntryDoc {
  _id: Types.ObjectId;
  studentId: Types.ObjectId;
  assignment: LocalizedText;
  subject: LocalizedText;
  teacherId: string;
  teacherName: string;
  grade: (typeof GRADE_LETTERS)[number];
  points: number;
  maxPoints: number;
  recordedAt: Date;
  /** The class assignment this score is for (null: a single grade entry or the seed). */
  classAssignmentId?: Types.ObjectId | null;
}

export const gradeEntrySchema = new Schema<GradeEntryDoc>(
  {
    studentId: { type: Schema.Types.ObjectId, required: true },
    assignment: { type: localizedTextField, required: true },
    subject: { type: localizedTextField, required: true },
    teacherId: { type: String, required: true },
    teacherName: { type: String, required: true },
    grade: { type: String, enum: GRADE_LETTERS, required: true },
    points: { type: Number, required: true, min: 0 },
    maxPoints: { type: Number, required: true, min: 1 },
    recordedAt: { type: Date, required: true },
    classAssignmentId: { type: Schema.Types.ObjectId, default: null },
  },
  { collection: 'grade_entries', versionKey: false },
);
gradeEntrySchema.index({ studentId: 1, recordedAt: -1, _id: -1 });
gradeEntrySchema.index({ classAssignmentId: 1, _id: 1 });
