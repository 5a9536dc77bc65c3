import { Schema, type Types } from 'mongoose';
import type { StoredText } from '../domain/texts';
import { senderSchema, type SenderDoc } from './sender';
import { storedTextSchema } from './stored-text';

/** The latest reply, kept on the thread for lists. */
export interface LastReplyDoc {
  id: Types.ObjectId;
  sender: SenderDoc;
  createdAt: Date;
  /** Its typed text, else its transcript, else null. */
  text: StoredText | null;
  hasAudio: boolean;
}

/**
 * A conversation between a family and the school's staff. Its id is its first message's id; who
 * may read and reply is fixed when it is made: the family (the student's guardians, as academics
 * said then, or the one recipient of a class or school message) and its staff.
 */
export interface ThreadDoc {
  _id: Types.ObjectId;
  studentId: Types.ObjectId | null;
  familyIds: string[];
  staffIds: string[];
  /** The staff members' names as the school records them, for their replies. */
  staff: SenderDoc[];
  createdAt: Date;
  lastActivityAt: Date;
  replyCount: number;
  lastReply: LastReplyDoc | null;
}

export const threadSchema = new Schema<ThreadDoc>(
  {
    studentId: { type: Schema.Types.ObjectId, default: null },
    familyIds: { type: [String], required: true },
    staffIds: { type: [String], required: true },
    staff: { type: [senderSchema], default: [] },
    createdAt: { type: Date, required: true },
    lastActivityAt: { type: Date, required: true },
    replyCount: { type: Number, required: true, default: 0 },
    lastReply: {
      type: new Schema<LastReplyDoc>(
        {
          id: { type: Schema.Types.ObjectId, required: true },
          sender: { type: senderSchema, required: true },
          createdAt: { type: Date, required: true },
          text: { type: storedTextSchema, default: null },
          hasAudio: { type: Boolean, required: true },
        },
        { _id: false },
      ),
      default: null,
    },
  },
  { collection: 'threads', versionKey: false },
);
threadSchema.index({ staffIds: 1, lastActivityAt: -1, _id: -1 });
threadSchema.index({ familyIds: 1 });
