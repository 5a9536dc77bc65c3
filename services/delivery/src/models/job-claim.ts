import { Schema } from 'mongoose';

/**
 * One attempt of one job, taken by one worker: `_id` is `<jobId>:<attempt>`. The unique `_id` is
 * what makes a claim exclusive: the database refuses the second insert of the same attempt, on
 * MongoDB and on the embedded FerretDB alike (whose findOneAndUpdate is not atomic between
 * connections, so it cannot be the lock).
 */
export interface JobClaimDoc {
  _id: string;
  workerId: string;
  claimedAt: Date;
}

export const jobClaimSchema = new Schema<JobClaimDoc>(
  {
    _id: { type: String, required: true },
    workerId: { type: String, required: true },
    claimedAt: { type: Date, required: true },
  },
  { collection: 'delivery_job_claims', versionKey: false },
);
// The retention purge deletes claims older than DELIVERY_RETENTION_DAYS.
jobClaimSchema.index({ claimedAt: 1 });
