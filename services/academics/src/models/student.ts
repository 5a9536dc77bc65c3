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
}

export const studentSchema = new Schema<StudentDoc>(
  {
    firstName: { type: String, required: true },
    lastName: { type: String, required: true },
    grade: { type: String, required: true },
    parentIds: { type: [String], default: [] },
    userId: { type: String, default: null },
    teacherIds: { type: [String], default: [] },
  },
  { collection: 'students', versionKey: false },
);
studentSchema.index({ parentIds: 1, _id: 1 });
studentSchema.index({ teacherIds: 1, _id: 1 });
studentSchema.index({ userId: 1, _id: 1 });
