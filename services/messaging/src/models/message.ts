import { ROLES, type LocalizedText, type Role } from '@d742/contracts';
import { Schema, type Types } from 'mongoose';
import { localizedTextField } from '@d742/service-kit';
import type { StoredText } from '../domain/texts';
import { storedTextSchema } from './stored-text';

/**
 * One recipient's copy of a message (a staff message is stored once per parent it reaches; a
 * parent's new conversation once per guardian and once for the teacher). Its read state is that
 * recipient's.
 */
export interface MessageDoc {
  _id: Types.ObjectId;
  /** The recipient's user id (identity service). */
  recipientId: string;
  /** The child the message is about, when there is one (academics' student id). */
  studentId?: Types.ObjectId | null;
  senderId: string;
  /** '' when the sender's name could not be looked up. */
  senderName: string;
  senderRole: Role;
  /** Each language's shown text (the spec's fields read these). */
  subject: LocalizedText;
  content: LocalizedText;
  /** The texts with their original language and translation state; absent on older messages. */
  texts?: { subject: StoredText; content: StoredText } | null;
  /** A school-wide notice: shown with the spec's fixed label 'From: School Administrator'. */
  notice?: boolean;
  /** The checked template it was written from (contracts' MESSAGE_TEMPLATES), if any. */
  templateId?: string | null;
  /** The thread this copy belongs to; absent until the message has one (then its own id is the thread's). */
  threadId?: Types.ObjectId | null;
  isRead: boolean;
  readAt?: Date | null;
  createdAt: Date;
}

export const messageSchema = new Schema<MessageDoc>(
  {
    recipientId: { type: String, required: true },
    studentId: { type: Schema.Types.ObjectId, default: null },
    senderId: { type: String, required: true },
    senderName: { type: String, default: '' },
    senderRole: { type: String, enum: ROLES, required: true },
    subject: { type: localizedTextField, required: true },
    content: { type: localizedTextField, required: true },
    texts: {
      type: new Schema(
        {
          subject: { type: storedTextSchema, required: true },
          content: { type: storedTextSchema, required: true },
        },
        { _id: false },
      ),
      default: null,
    },
    notice: { type: Boolean, default: false },
    templateId: { type: String, default: null },
    threadId: { type: Schema.Types.ObjectId, default: null },
    isRead: { type: Boolean, required: true, default: false },
    readAt: { type: Date, default: null },
    createdAt: { type: Date, required: true },
  },
  { collection: 'messages', versionKey: false },
);
// A recipient's inbox newest first, the unread count, and the recipient's copies in one thread
// (read, marked read); every message of a thread (docs/decisions/022).
messageSchema.index({ recipientId: 1, createdAt: -1, _id: -1 });
messageSchema.index({ recipientId: 1, isRead: 1 });
messageSchema.index({ recipientId: 1, threadId: 1, isRead: 1 });
messageSchema.index({ threadId: 1 });
