import { ROLES, type Role } from '@d742/contracts';
import { Schema } from 'mongoose';

/** Who wrote something, as known at send time (`name` null when it could not be looked up). */
export interface SenderDoc {
  id: string;
  name: string | null;
  role: Role;
}

export const senderSchema = new Schema<SenderDoc>(
  {
    id: { type: String, required: true },
    name: { type: String, default: null },
    role: { type: String, enum: ROLES, required: true },
  },
  { _id: false },
);
