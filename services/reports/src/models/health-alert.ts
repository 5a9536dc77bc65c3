import type { LocalizedText } from '@d742/contracts';
import { Schema, type Types } from 'mongoose';
import { localizedTextField } from '@d742/service-kit';

export const HEALTH_ALERT_SEVERITIES = ['high', 'medium', 'low', 'normal'] as const;

export interface HealthAlertDoc {
  _id: Types.ObjectId;
  /** academics' student id. */
  studentId: Types.ObjectId;
  severity: (typeof HEALTH_ALERT_SEVERITIES)[number];
  summary: LocalizedText;
  details?: LocalizedText | null;
  actionTaken?: LocalizedText | null;
  nurseName: string;
  type: LocalizedText;
  createdAt: Date;
  parentContactRequired: boolean;
  followUpRequired: boolean;
}

export const healthAlertSchema = new Schema<HealthAlertDoc>(
  {
    studentId: { type: Schema.Types.ObjectId, required: true },
    severity: { type: String, enum: HEALTH_ALERT_SEVERITIES, required: true },
    summary: { type: localizedTextField, required: true },
    details: { type: localizedTextField, default: null },
    actionTaken: { type: localizedTextField, default: null },
    nurseName: { type: String, required: true },
    type: { type: localizedTextField, required: true },
    createdAt: { type: Date, required: true },
    parentContactRequired: { type: Boolean, required: true, default: false },
    followUpRequired: { type: Boolean, required: true, default: false },
  },
  { collection: 'health_alerts', versionKey: false },
);
healthAlertSchema.index({ studentId: 1, createdAt: -1 });
