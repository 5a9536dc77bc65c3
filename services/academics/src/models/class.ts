import { Schema, type Types } from 'mongoose';
import type { LocalizedText } from '@d742/contracts';
import { localizedTextField } from '@d742/service-kit';

/**
 * A class a teacher teaches: a subject and a roster (decision 014). Every student on the roster
 * has the teacher in `students.teacherIds`, the one rule of who teaches whom (decision 007).
 */
export interface ClassDoc {
  _id: Types.ObjectId;
  name: LocalizedText;
  subject: LocalizedText;
  /** Identity user id of the teacher. */
  teacherId: string;
  studentIds: Types.ObjectId[];
}

export const classSchema = new Schema<ClassDoc>(
  {
    name: { type: localizedTextField, required: true },
    subject: { type: localizedTextField, required: true },
    teacherId: { type: String, required: true },
    studentIds: { type: [Schema.Types.ObjectId], default: [] },
  },
  { collection: 'classes', versionKey: false },
);
classSchema.index({ teacherId: 1, _id: 1 });
classSchema.index({ studentIds: 1, _id: 1 });
