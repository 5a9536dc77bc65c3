import {
  HEALTH_ALERT_SEVERITIES,
  type HealthAlertSeverity,
  type LocalizedText,
} from '@d742/contracts';
import { Schema, type Types } from 'mongoose';
import { localizedTextField } from '@d742/service-kit';

export interface HealthAlertDoc {
  _id: Types.ObjectId;
  /** academics' student id. */
  studentId: Types.ObjectId;
  severity: HealthAlertSeverity;
  summary: LocalizedText;
  details?: LocalizedText | null;
  actionTaken?: LocalizedText | null;
  nurseName: string;
  /** Identity user id of the staff member who filed it (null for seeded alerts). */
  filedBy?: string | null;
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
    filedBy: { type: String, default: null },
    type: { type: localizedTextField, required: true },
    createdAt: { type: Date, required: true },
    parentContactRequired: { type: Boolean, required: true, default: false },
    followUpRequired: { type: Boolean, required: true, default: false },
  },
  { collection: 'health_alerts', versionKey: false },
);
healthAlertSchema.index({ studentId: 1, createdAt: -1, _id: -1 });
