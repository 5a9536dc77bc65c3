import { ROLES, type LocalizedText, type Role } from '@d742/contracts';
import { Schema, type Types } from 'mongoose';
import { localizedTextField } from '@d742/service-kit';

export interface MessageDoc {
  _id: Types.ObjectId;
  /** The parent's user id (identity service). */
  recipientId: string;
  /** The child the message is about, when there is one (academics' student id). */
  studentId?: Types.ObjectId | null;
  senderId: string;
  senderName: string;
  senderRole: Role;
  subject: LocalizedText;
  content: LocalizedText;
  isRead: boolean;
  readAt?: Date | null;
  createdAt: Date;
}

export const messageSchema = new Schema<MessageDoc>(
  {
    recipientId: { type: String, required: true },
    studentId: { type: Schema.Types.ObjectId, default: null },
    senderId: { type: String, required: true },
    senderName: { type: String, required: true },
    senderRole: { type: String, enum: ROLES, required: true },
    subject: { type: localizedTextField, required: true },
    content: { type: localizedTextField, required: true },
    isRead: { type: Boolean, required: true, default: false },
    readAt: { type: Date, default: null },
    createdAt: { type: Date, required: true },
  },
  { collection: 'messages', versionKey: false },
);
messageSchema.index({ recipientId: 1, createdAt: -1 });
messageSchema.index({ recipientId: 1, isRead: 1 });
