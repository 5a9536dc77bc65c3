import { DELIVERY_JOB_STATES, type DeliveryJobState } from '@d742/contracts';
import { Schema, type Types } from 'mongoose';

export const JOB_KINDS = ['notify', 'push', 'email', 'sms', 'verification'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

/**
 * One unit of delivery work. A `notify` job is a live notification for one user (the gateway's
 * hand-off); working it reads the user's switches and enqueues one `push` job per device and an
 * `email` job. `key` is unique, so a retried hand-off or a re-worked `notify` never doubles a send.
 */
export interface DeliveryJobDoc {
  _id: Types.ObjectId;
  key: string;
  kind: JobKind;
  userId: string;
  payload: Record<string, unknown>;
  state: DeliveryJobState;
  attempts: number;
  maxAttempts: number;
  /** When a pending or failed job may next be claimed. */
  runAt: Date;
  /** A claimed job's lease: past it, a worker that died while sending no longer holds it. */
  leaseUntil: Date | null;
  claimedBy: string | null;
  lastError: string | null;
  sentAt: Date | null;
  /**
   * How many times an administrator queued this dead letter again (0 until then). Claims of a
   * retried job carry it (`<id>:r<generation>:<attempt>`), so the attempts counted again from 1
   * never collide with the claims of the earlier run.
   */
  generation?: number;
  createdAt: Date;
  updatedAt: Date;
}

export const deliveryJobSchema = new Schema<DeliveryJobDoc>(
  {
    key: { type: String, required: true },
    kind: { type: String, enum: JOB_KINDS, required: true },
    userId: { type: String, required: true },
    payload: { type: Schema.Types.Mixed, default: {} },
    state: { type: String, enum: DELIVERY_JOB_STATES, default: 'pending' },
    attempts: { type: Number, default: 0 },
    maxAttempts: { type: Number, required: true },
    runAt: { type: Date, required: true },
    leaseUntil: { type: Date, default: null },
    claimedBy: { type: String, default: null },
    lastError: { type: String, default: null },
    sentAt: { type: Date, default: null },
    generation: { type: Number, default: 0 },
  },
  { collection: 'delivery_jobs', timestamps: true, versionKey: false, minimize: false },
);
deliveryJobSchema.index({ key: 1 }, { unique: true });
// The retention purge (sent jobs by sentAt, dead letters by updatedAt) and the newest dead letters.
deliveryJobSchema.index({ state: 1, sentAt: 1 });
// The worker's next due jobs (due ones and ones whose lease ran out) in order; the dead letters.
deliveryJobSchema.index({ state: 1, runAt: 1, _id: 1, leaseUntil: 1 });
deliveryJobSchema.index({ state: 1, updatedAt: -1 });
