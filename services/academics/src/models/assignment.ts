import { Schema, type Types } from 'mongoose';
import { ASSIGNMENT_PRIORITIES, ASSIGNMENT_STATUSES, type LocalizedText } from '@d742/contracts';
import { localizedTextField } from '@d742/service-kit';

export interface AssignmentDoc {
  _id: Types.ObjectId;
  studentId: Types.ObjectId;
  title: LocalizedText;
  subject: LocalizedText;
  teacherId: string;
  teacherName: string;
  description: LocalizedText;
  dueDate: Date;
  status: (typeof ASSIGNMENT_STATUSES)[number];
  priority: (typeof ASSIGNMENT_PRIORITIES)[number];
}

export const assignmentSchema = new Schema<AssignmentDoc>(
  {
    studentId: { type: Schema.Types.ObjectId, required: true },
    title: { type: localizedTextField, required: true },
    subject: { type: localizedTextField, required: true },
    teacherId: { type: String, required: true },
    teacherName: { type: String, required: true },
    description: { type: localizedTextField, required: true },
    dueDate: { type: Date, required: true },
    status: { type: String, enum: ASSIGNMENT_STATUSES, required: true },
    priority: { type: String, enum: ASSIGNMENT_PRIORITIES, required: true },
  },
  { collection: 'assignments', versionKey: false },
);
// A student's homework soonest due first (with `_id` deciding ties), the pending count, and the
// subjects each teacher set (docs/decisions/022).
assignmentSchema.index({ studentId: 1, dueDate: 1, _id: 1 });
assignmentSchema.index({ studentId: 1, status: 1 });
assignmentSchema.index({ studentId: 1, teacherId: 1 });
