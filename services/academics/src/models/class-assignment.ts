import { Schema, type Types } from 'mongoose';
import type { LocalizedText } from '@d742/contracts';
import { localizedTextField } from '@d742/service-kit';

/** An assignment given to a whole class; its scores are grade entries that point at it. */
export interface ClassAssignmentDoc {
  _id: Types.ObjectId;
  classId: Types.ObjectId;
  title: LocalizedText;
  /** The school day it is due, at 00:00 UTC. */
  dueDate: Date;
  maxScore: number;
  createdBy: string;
  createdAt: Date;
}

export const classAssignmentSchema = new Schema<ClassAssignmentDoc>(
  {
    classId: { type: Schema.Types.ObjectId, required: true },
    title: { type: localizedTextField, required: true },
    dueDate: { type: Date, required: true },
    maxScore: { type: Number, required: true, min: 0 },
    createdBy: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'class_assignments', versionKey: false },
);
classAssignmentSchema.index({ classId: 1, dueDate: -1, _id: -1 });
