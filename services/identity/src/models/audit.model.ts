import { Schema, type Connection, type Model, Types } from 'mongoose';
import { AUDIT_ACTIONS } from '@d742/contracts';

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Who did what, when: one document per administrator action (never a secret in `details`). */
export interface AuditRecord {
  _id: Types.ObjectId;
  at: Date;
  actorId: string;
  /** As it was at the time of the action. */
  actorUsername: string;
  action: AuditAction;
  target: string;
  details: Record<string, unknown>;
}

const auditSchema = new Schema<AuditRecord>(
  {
    at: { type: Date, required: true },
    actorId: { type: String, required: true },
    actorUsername: { type: String, required: true },
    action: { type: String, enum: AUDIT_ACTIONS, required: true },
    target: { type: String, default: '' },
    details: { type: Schema.Types.Mixed, default: {} },
  },
  { collection: 'audit_entries', versionKey: false, minimize: false },
);
auditSchema.index({ at: -1, _id: -1 });

export type AuditModel = Model<AuditRecord>;

export function auditModel(connection: Connection): AuditModel {
  return (
    (connection.models.AuditEntry as AuditModel | undefined) ??
    connection.model<AuditRecord>('AuditEntry', auditSchema)
  );
}
