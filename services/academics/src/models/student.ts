import { Schema, type Types } from 'mongoose';

export interface StudentDoc {
  _id: Types.ObjectId;
  firstName: string;
  lastName: string;
  /** Grade level, e.g. "8". */
  grade: string;
  /** User ids of the identity service (another database), kept as strings. */
  parentIds: string[];
  userId?: string | null;
  teacherIds: string[];
  /** GPA and attendance rate as last computed from the records (repositories/student-summary). */
  summary?: StudentSummaryDoc;
}

/**
 * The computed pattern: a child's GPA and attendance rate kept on the child, so a family's home page
 * reads one document per child instead of a year of grades and attendance days. Every write of a
 * child's grades or attendance bumps `generation` and clears `current`; a read that finds it not
 * current computes from the records and stores the figures only if `generation` is still the one
 * it read (a write in between wins).
 */
export interface StudentSummaryDoc {
  generation: number;
  current: boolean;
  gpa: number | null;
  attendanceRate: number | null;
}

export const studentSchema = new Schema<StudentDoc>(
  {
    firstName: { type: String, required: true },
    lastName: { type: String, required: true },
    grade: { type: String, required: true },
    parentIds: { type: [String], default: [] },
    userId: { type: String, default: null },
    teacherIds: { type: [String], default: [] },
    summary: {
      type: new Schema<StudentSummaryDoc>(
        {
          generation: { type: Number, required: true },
          current: { type: Boolean, required: true },
          gpa: { type: Number, default: null },
          attendanceRate: { type: Number, default: null },
        },
        { _id: false },
      ),
      default: undefined,
    },
  },
  { collection: 'students', versionKey: false },
);
studentSchema.index({ parentIds: 1, _id: 1 });
studentSchema.index({ teacherIds: 1, _id: 1 });
studentSchema.index({ userId: 1, _id: 1 });
