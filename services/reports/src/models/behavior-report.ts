import {
  BEHAVIOR_REPORT_TYPES,
  type BehaviorReportType,
  type LocalizedText,
} from '@d742/contracts';
import { Schema, type Types } from 'mongoose';
import { localizedTextField } from '@d742/service-kit';

export interface BehaviorReportDoc {
  _id: Types.ObjectId;
  /** academics' student id. */
  studentId: Types.ObjectId;
  type: BehaviorReportType;
  title: LocalizedText;
  description: LocalizedText;
  teacherName: string;
  /** Identity user id of the staff member who filed it (null for seeded reports). */
  filedBy?: string | null;
  category: LocalizedText;
  createdAt: Date;
  audioMessageUrl?: string | null;
  audioMessageSomali?: string | null;
  actionRequired: boolean;
}

export const behaviorReportSchema = new Schema<BehaviorReportDoc>(
  {
    studentId: { type: Schema.Types.ObjectId, required: true },
    type: { type: String, enum: BEHAVIOR_REPORT_TYPES, required: true },
    title: { type: localizedTextField, required: true },
    description: { type: localizedTextField, required: true },
    teacherName: { type: String, required: true },
    filedBy: { type: String, default: null },
    category: { type: localizedTextField, required: true },
    createdAt: { type: Date, required: true },
    audioMessageUrl: { type: String, default: null },
    audioMessageSomali: { type: String, default: null },
    actionRequired: { type: Boolean, required: true, default: false },
  },
  { collection: 'behavior_reports', versionKey: false },
);
behaviorReportSchema.index({ studentId: 1, createdAt: -1, _id: -1 });
