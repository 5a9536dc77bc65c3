import { Schema, type Types } from 'mongoose';

/**
 * Display names of school staff (teachers, administrators) by their identity user id. The
 * gateway's signed identity carries only id and role, so a recorded grade takes its teacher's
 * name from here.
 */
export interface StaffMemberDoc {
  _id: Types.ObjectId;
  userId: string;
  displayName: string;
  /**
   * Health staff (the school nurse) on a teacher account: files health alerts for any child
   * (decision 010). There is no nurse role; the flag lives with the school's staff record.
   */
  healthStaff?: boolean;
}

export const staffMemberSchema = new Schema<StaffMemberDoc>(
  {
    userId: { type: String, required: true },
    displayName: { type: String, required: true },
    healthStaff: { type: Boolean, default: false },
  },
  { collection: 'staff_members', versionKey: false },
);
staffMemberSchema.index({ userId: 1 }, { unique: true });
