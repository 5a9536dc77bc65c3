import { Schema } from 'mongoose';

/**
 * One of a person's text messages for one district-local day, taken before it is sent:
 * `_id` is `<userId>:<YYYY-MM-DD>:<slot>` with slot 1…SMS_DAILY_CAP. The unique `_id` is the lock:
 * two workers sending to the same person at the same moment cannot both take slot 3, so the daily
 * cap holds under concurrency (a count of `sms_sent` could not: both would read 4 of 5 and send).
 * A unique `_id`, like `delivery_job_claims`, because it is enforced on MongoDB and FerretDB alike.
 */
export interface SmsCapSlotDoc {
  _id: string;
  userId: string;
  /** The district-local date, YYYY-MM-DD. */
  day: string;
  slot: number;
  /** The job that holds it (a retried job keeps its slot). */
  jobId: string;
  takenAt: Date;
}

export const smsCapSlotSchema = new Schema<SmsCapSlotDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    day: { type: String, required: true },
    slot: { type: Number, required: true },
    jobId: { type: String, required: true },
    takenAt: { type: Date, required: true },
  },
  { collection: 'sms_cap_slots', versionKey: false },
);
smsCapSlotSchema.index({ jobId: 1, day: 1 });
/** The retention purge deletes the slots of past days by age. */
smsCapSlotSchema.index({ takenAt: 1 });
