import type { LocalizedText } from '@d742/contracts';
import { Schema, type Types } from 'mongoose';
import { localizedTextField } from '@d742/service-kit';

/** positive, warning and incident have their own badge colours; note (or anything else) shows as Note. */
export const BEHAVIOR_REPORT_TYPES = ['positive', 'warning', 'incident', 'note'] as const;

export interface BehaviorReportDoc {
  _id: Types.ObjectId;
  /** academics' student id. */
  studentId: Types.ObjectId;
  type: (typeof BEHAVIOR_REPORT_TYPES)[number];
  title: LocalizedText;
  description: LocalizedText;
  teacherName: string;
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
    category: { type: localizedTextField, required: true },
    createdAt: { type: Date, required: true },
    audioMessageUrl: { type: String, default: null },
    audioMessageSomali: { type: String, default: null },
    actionRequired: { type: Boolean, required: true, default: false },
  },
  { collection: 'behavior_reports', versionKey: false },
);
behaviorReportSchema.index({ studentId: 1, createdAt: -1 });
