import { Schema } from 'mongoose';
import type { MessageDoc } from './message';
import type { ThreadDoc } from './thread';

/** The thread a keyed message to one student's family opens (its id is the first copy's). */
export type SendThread = Omit<ThreadDoc, 'replyCount' | 'lastReply' | 'lastActivityAt'>;

/**
 * One staff send under an idempotency key, kept so that sending it again completes it instead of
 * repeating it: the message as first written (texts translated or rendered once), the recipients
 * as first resolved, and what the request was (`fingerprint`), so a key used for a different
 * message is refused. `_id` is `<senderId>:<key>`: inserting it is the claim (a duplicate key
 * fails atomically, which a conditional update on FerretDB does not).
 */
export interface StaffSendDoc {
  _id: string;
  senderId: string;
  fingerprint: string;
  /** The message as every copy gets it (a copy adds its recipient, id and read state). */
  message: Omit<MessageDoc, '_id' | 'recipientId' | 'isRead' | 'readAt'>;
  recipientIds: string[];
  thread: SendThread | null;
  createdAt: Date;
  /** When every recipient had their copy (null while a send is under way or failed halfway). */
  completedAt: Date | null;
}

export const staffSendSchema = new Schema<StaffSendDoc>(
  {
    _id: { type: String, required: true },
    senderId: { type: String, required: true },
    fingerprint: { type: String, required: true },
    message: { type: Schema.Types.Mixed, required: true },
    recipientIds: { type: [String], required: true },
    thread: { type: Schema.Types.Mixed, default: null },
    createdAt: { type: Date, required: true },
    completedAt: { type: Date, default: null },
  },
  { collection: 'staff_sends', versionKey: false },
);
