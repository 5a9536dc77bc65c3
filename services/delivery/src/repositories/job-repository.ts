import { createHash, randomUUID } from 'node:crypto';
import { Types } from 'mongoose';
import { DELIVERY_JOB_STATES, type DeliveryJobState } from '@d742/contracts';
import type { DeliveryJobDoc, DeliveryModels, JobKind } from '../models';

/**
 * How long a claimed job is held before another worker may take it (its worker died mid-send):
 * far longer than any send may take (push 10 s, SMTP at most 2 min).
 */
export const LEASE_MS = 5 * 60_000;
const BACKOFF_BASE_MS = 5_000;
const BACKOFF_MAX_MS = 60 * 60_000;

/** Exponential backoff: 5 s after the first failed attempt, then 10 s, 20 s... at most an hour. */
export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

export interface NewJob {
  key: string;
  kind: JobKind;
  userId: string;
  payload: Record<string, unknown>;
}

/** Due jobs looked at per claim (others may be taking the first ones at the same time). */
const CANDIDATES = 20;

const isDuplicateKey = (err: unknown) => (err as { code?: unknown } | null)?.code === 11000;

/**
 * The claim of one attempt of one job. A job never retried by an administrator keeps the original
 * form `<id>:<attempt>`; a retried one counts its attempts again under `<id>:r<generation>:`.
 */
export function claimIdOf(job: Pick<DeliveryJobDoc, '_id' | 'generation'>, attempt: number) {
  const id = job._id.toHexString();
  return job.generation ? `${id}:r${job.generation}:${attempt}` : `${id}:${attempt}`;
}

/** Every claim of one generation of a job (the form claimIdOf gives), as a regular expression. */
function claimsOfGeneration(id: Types.ObjectId, generation: number): RegExp {
  const prefix = generation ? `${id.toHexString()}:r${generation}:` : `${id.toHexString()}:`;
  return new RegExp(`^${prefix}\\d+$`);
}

export type RetryOutcome = 'retried' | 'not-found' | 'not-dead';

/** A job's id, fixed by its key: inserting the same key twice fails on the duplicate `_id`. */
export function jobIdOf(key: string): Types.ObjectId {
  return new Types.ObjectId(createHash('sha256').update(key).digest().subarray(0, 12));
}

/**
 * The durable delivery queue. A job is claimed by inserting a record unique to its attempt (see
 * `claim`), so two workers (or a worker after a restart) never hold the same attempt; a claim is a
 * lease.
 */
export class JobRepository {
  constructor(
    private readonly models: Pick<DeliveryModels, 'DeliveryJob' | 'JobClaim'>,
    private readonly maxAttempts: number,
  ) {}

  /**
   * Adds the job unless one with its key exists (idempotent); returns whether it was new. A plain
   * insert whose `_id` comes from the key: an existing job is never written to. (It was an upsert,
   * a read-then-write on FerretDB; a fresh-clone CI run once left a job of a retried hand-off
   * 'pending' after its claim, never to be claimed again, which an upsert racing the worker's own
   * update explains. An insert cannot touch a job a worker holds.)
   */
  async enqueue(job: NewJob, now: Date, runAt: Date = now): Promise<boolean> {
    try {
      await this.models.DeliveryJob.create({
        _id: jobIdOf(job.key),
        ...job,
        state: 'pending',
        attempts: 0,
        maxAttempts: this.maxAttempts,
        runAt,
        leaseUntil: null,
        claimedBy: null,
        lastError: null,
        sentAt: null,
      });
      return true;
    } catch (err) {
      // A job with this key exists (a retried hand-off, or two at once).
      if (isDuplicateKey(err)) return false;
      throw err;
    }
  }

  /**
   * Takes the next due job for this worker, or null when none is due: a pending or failed job
   * whose time has come, or one whose worker's lease ran out. The claim of its next attempt is an
   * insert with a unique id, so of two workers (or a restarted one) exactly one gets it.
   */
  async claim(workerId: string, now: Date): Promise<DeliveryJobDoc | null> {
    // One query per state, each an equality on `state` (which FerretDB's PostgreSQL backend serves
    // from an index, decision 022; an `$or` of them read every job ever kept), merged in due order.
    const read = (filter: object) =>
      this.models.DeliveryJob.find(filter)
        .sort({ runAt: 1, _id: 1 })
        .limit(CANDIDATES)
        .lean()
        .exec();
    const lists = await Promise.all([
      read({ state: 'pending', runAt: { $lte: now } }),
      read({ state: 'failed', runAt: { $lte: now } }),
      read({ state: 'sending', leaseUntil: { $lte: now } }),
    ]);
    const due = lists
      .flat()
      .sort(
        (a, b) =>
          a.runAt.getTime() - b.runAt.getTime() ||
          a._id.toHexString().localeCompare(b._id.toHexString()),
      )
      .slice(0, CANDIDATES);
    for (const job of due) {
      const attempt = job.attempts + 1;
      try {
        await this.models.JobClaim.create({
          _id: claimIdOf(job, attempt),
          workerId,
          claimedAt: now,
        });
      } catch (err) {
        if (isDuplicateKey(err)) continue; // another worker has this attempt
        throw err;
      }
      const claimed = {
        state: 'sending' as const,
        attempts: attempt,
        leaseUntil: new Date(now.getTime() + LEASE_MS),
        claimedBy: workerId,
      };
      await this.models.DeliveryJob.updateOne({ _id: job._id }, { $set: claimed }).exec();
      return { ...job, ...claimed };
    }
    return null;
  }

  /** Done; only the worker holding the claim may say so. */
  async complete(job: DeliveryJobDoc, now: Date, note: string | null = null): Promise<void> {
    await this.models.DeliveryJob.updateOne(
      { _id: job._id, claimedBy: job.claimedBy, attempts: job.attempts, state: 'sending' },
      { $set: { state: 'sent', sentAt: now, leaseUntil: null, lastError: note } },
    ).exec();
  }

  /** Failed: retried later with backoff, or dead when permanent or out of attempts. */
  async fail(job: DeliveryJobDoc, now: Date, error: string, permanent: boolean): Promise<void> {
    const dead = permanent || job.attempts >= job.maxAttempts;
    await this.models.DeliveryJob.updateOne(
      { _id: job._id, claimedBy: job.claimedBy, attempts: job.attempts, state: 'sending' },
      {
        $set: {
          state: dead ? 'dead' : 'failed',
          runAt: new Date(now.getTime() + (dead ? 0 : backoffMs(job.attempts))),
          leaseUntil: null,
          lastError: error.slice(0, 500),
        },
      },
    ).exec();
  }

  /**
   * Not now (an SMS in quiet hours): pending again at `runAt`, the attempt not counted against
   * the job (its limit grows by one, as the claim of this attempt number is taken).
   */
  async defer(job: DeliveryJobDoc, runAt: Date, note: string): Promise<void> {
    await this.models.DeliveryJob.updateOne(
      { _id: job._id, claimedBy: job.claimedBy, attempts: job.attempts, state: 'sending' },
      {
        $set: {
          state: 'pending',
          runAt,
          leaseUntil: null,
          lastError: note,
          maxAttempts: job.maxAttempts + 1,
        },
      },
    ).exec();
  }

  async counts(): Promise<Record<DeliveryJobState, number>> {
    const counts = Object.fromEntries(DELIVERY_JOB_STATES.map((s) => [s, 0])) as Record<
      DeliveryJobState,
      number
    >;
    for (const state of DELIVERY_JOB_STATES)
      counts[state] = await this.models.DeliveryJob.countDocuments({ state }).exec();
    return counts;
  }

  async deadLetters(limit: number): Promise<DeliveryJobDoc[]> {
    return this.models.DeliveryJob.find({ state: 'dead' })
      .sort({ updatedAt: -1 })
      .limit(limit)
      .lean()
      .exec();
  }

  /**
   * An administrator queues a dead letter again: pending now, its attempts counted from zero, under
   * a new claim generation (so no claim of the dead run can stand in the way of, or double, the new
   * one); the dead run's claims are deleted. Only a job that is dead is touched, and of two
   * administrators retrying at once one does it (`<id>:retry<generation>` is inserted once).
   */
  async retry(id: string, by: string, now: Date): Promise<RetryOutcome> {
    if (!Types.ObjectId.isValid(id) || !/^[a-f0-9]{24}$/i.test(id)) return 'not-found';
    const _id = new Types.ObjectId(id);
    const job = await this.models.DeliveryJob.findById(_id).lean().exec();
    if (!job) return 'not-found';
    if (job.state !== 'dead') return 'not-dead';
    const generation = job.generation ?? 0;
    // The lock, as for a worker's claim (an update's filter is not atomic between connections on
    // FerretDB: two retries at once both matched 'dead'): one insert per new generation wins.
    try {
      await this.models.JobClaim.create({
        _id: `${id}:retry${generation + 1}`,
        workerId: by,
        claimedAt: now,
      });
    } catch (err) {
      if (isDuplicateKey(err)) return 'not-dead'; // another administrator was first
      throw err;
    }
    const { modifiedCount } = await this.models.DeliveryJob.updateOne(
      // A job from before retries existed has no generation field (null matches it).
      { _id, state: 'dead', generation: generation === 0 ? { $in: [0, null] } : generation },
      {
        $set: {
          state: 'pending',
          attempts: 0,
          maxAttempts: this.maxAttempts,
          runAt: now,
          leaseUntil: null,
          claimedBy: null,
          generation: generation + 1,
        },
      },
    ).exec();
    if (modifiedCount === 0) return 'not-dead';
    await this.models.JobClaim.deleteMany({
      _id: { $regex: claimsOfGeneration(_id, generation) },
    }).exec();
    return 'retried';
  }

  /**
   * Retention: sent jobs sent before `sentBefore`, dead letters last touched before `deadBefore`,
   * and claims taken before `sentBefore` (a job lives hours at most, so those belong to finished
   * jobs; attempt numbers only grow, so no claim of a live job is ever inserted again).
   */
  async purge(
    sentBefore: Date,
    deadBefore: Date,
  ): Promise<{ sent: number; dead: number; claims: number }> {
    const sent = await this.models.DeliveryJob.deleteMany({
      state: 'sent',
      sentAt: { $lt: sentBefore },
    }).exec();
    const dead = await this.models.DeliveryJob.deleteMany({
      state: 'dead',
      updatedAt: { $lt: deadBefore },
    }).exec();
    const claims = await this.models.JobClaim.deleteMany({
      claimedAt: { $lt: sentBefore },
    }).exec();
    return { sent: sent.deletedCount, dead: dead.deletedCount, claims: claims.deletedCount };
  }

  async byKey(key: string): Promise<DeliveryJobDoc | null> {
    return this.models.DeliveryJob.findOne({ key }).lean().exec();
  }
}

/** A fresh id for one worker (process); claims carry it. */
export const newWorkerId = () => `worker-${randomUUID()}`;
