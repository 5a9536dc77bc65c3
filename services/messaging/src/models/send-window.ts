import { Schema } from 'mongoose';

/** How many sends one sender made in one rate-limit window (`_id` is `<userId>:<window start ms>`). */
export interface SendWindowDoc {
  _id: string;
  userId: string;
  windowStart: Date;
  count: number;
}

export const sendWindowSchema = new Schema<SendWindowDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    windowStart: { type: Date, required: true },
    count: { type: Number, required: true },
  },
  { collection: 'send_windows', versionKey: false },
);
sendWindowSchema.index({ userId: 1, windowStart: 1 });
