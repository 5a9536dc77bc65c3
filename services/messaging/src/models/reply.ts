import { LANGUAGES, type Language } from '@d742/contracts';
import { Schema, type Types } from 'mongoose';
import type { StoredText } from '../domain/texts';
import { senderSchema, type SenderDoc } from './sender';
import { storedTextSchema } from './stored-text';

/** A voice reply's recording (in the AudioStore) and what the voice service made of it. */
export interface ReplyAudioDoc {
  fileId: string;
  bytes: number;
  durationSeconds: number;
  contentType: string;
  /** The transcript and its translation; null when it could not be transcribed. */
  transcript: StoredText | null;
}

export interface ReplyDoc {
  _id: Types.ObjectId;
  threadId: Types.ObjectId;
  sender: SenderDoc;
  createdAt: Date;
  /** The typed text; null for a voice reply without text. */
  content: StoredText | null;
  audio: ReplyAudioDoc | null;
  /** The language it was written or spoken in (absent on replies stored before it was kept). */
  language?: Language;
  /** The thread's readers (family and staff, not the sender) who have not read it yet. */
  unreadBy: string[];
}

export const replySchema = new Schema<ReplyDoc>(
  {
    threadId: { type: Schema.Types.ObjectId, required: true },
    sender: { type: senderSchema, required: true },
    createdAt: { type: Date, required: true },
    content: { type: storedTextSchema, default: null },
    audio: {
      type: new Schema<ReplyAudioDoc>(
        {
          fileId: { type: String, required: true },
          bytes: { type: Number, required: true },
          durationSeconds: { type: Number, required: true },
          contentType: { type: String, required: true },
          transcript: { type: storedTextSchema, default: null },
        },
        { _id: false },
      ),
      default: null,
    },
    language: { type: String, enum: LANGUAGES },
    unreadBy: { type: [String], default: [] },
  },
  { collection: 'replies', versionKey: false },
);
// A thread's replies in order; the families' replies (their language) and a reader's unread ones
// in given threads; a reader's unread replies anywhere (docs/decisions/022).
replySchema.index({ threadId: 1, createdAt: 1, _id: 1 });
replySchema.index({ threadId: 1, 'sender.role': 1 });
replySchema.index({ threadId: 1, unreadBy: 1 });
replySchema.index({ unreadBy: 1 });
