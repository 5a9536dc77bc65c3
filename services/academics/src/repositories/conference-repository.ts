import { setTimeout as sleep } from 'node:timers/promises';
import { Types, type QueryFilter } from 'mongoose';
import { readEachKey } from '@d742/service-kit';
import type { UndoableWrite } from '../domain/all-or-nothing';
import type { AcademicsModels, ConferenceDoc } from '../models';
import { audienceFilters, byDateThenId, mergeInOrder, type Audience } from './student-scope';
import { putDocs } from './undoable';

/** Enough for a school year of a teacher's conferences; older ones are not listed. */
export const CONFERENCES_LIMIT = 200;

const DUPLICATE_KEY = 11000;
const isDuplicateKey = (error: unknown) => (error as { code?: number }).code === DUPLICATE_KEY;

/** How long a request waits for a move another request claimed to be written. */
const SETTLE_TRIES = 40;
const SETTLE_PAUSE_MS = 25;

export type ConferenceMove = Partial<
  Pick<ConferenceDoc, 'status' | 'booked' | 'cancelled' | 'startsAt'>
>;

export class ConferenceRepository {
  constructor(private readonly models: Pick<AcademicsModels, 'Conference' | 'ConferenceClaim'>) {}

  create(doc: ConferenceDoc): UndoableWrite {
    return putDocs(this.models.Conference, [doc]);
  }

  async findById(id: string | Types.ObjectId): Promise<ConferenceDoc | null> {
    return this.models.Conference.findOne({ _id: id }).lean<ConferenceDoc>();
  }

  /** The latest CONFERENCES_LIMIT by time, answered soonest first. */
  async list(filter: QueryFilter<ConferenceDoc>): Promise<ConferenceDoc[]> {
    const latest = await this.models.Conference.find(filter)
      .sort({ startsAt: -1, _id: -1 })
      .limit(CONFERENCES_LIMIT)
      .lean<ConferenceDoc[]>();
    return latest.reverse();
  }

  /**
   * Booked conferences of the audience (a family's in one query, else one query per student in
   * scope), for their calendars, soonest first.
   */
  async listBooked(audience: Audience): Promise<ConferenceDoc[]> {
    const booked = (filter: object) =>
      this.models.Conference.find({ ...filter, status: 'booked' })
        .sort({ startsAt: 1, _id: 1 })
        .lean<ConferenceDoc[]>();
    const filters = audienceFilters(audience, 'studentId');
    if (!filters) return booked({});
    const lists = await readEachKey(filters, booked);
    return mergeInOrder(
      lists,
      byDateThenId((c) => c.startsAt),
    );
  }

  /**
   * Moves the conference on from the state it was read in (`read`), if no other request moved
   * it first: the first to insert the claim `read.stateKey` wins (null for the others). A failure
   * after winning gives the claim back, so nothing is left half-moved.
   */
  async move(read: ConferenceDoc, change: ConferenceMove, at: Date): Promise<ConferenceDoc | null> {
    try {
      await this.models.ConferenceClaim.create({
        _id: read.stateKey,
        conferenceId: read._id,
        at,
      });
    } catch (error) {
      if (isDuplicateKey(error)) return null;
      throw error;
    }
    const moved = { ...read, ...change, stateKey: new Types.ObjectId() };
    try {
      await this.models.Conference.updateOne(
        { _id: read._id },
        { $set: { ...change, stateKey: moved.stateKey } },
        { runValidators: true },
      );
    } catch (error) {
      await this.models.ConferenceClaim.deleteOne({ _id: read.stateKey });
      throw error;
    }
    return moved;
  }

  /** The conference once the move another request claimed from `read` is written (or as it is after a while). */
  async settled(read: ConferenceDoc): Promise<ConferenceDoc | null> {
    for (let tries = 0; tries < SETTLE_TRIES; tries += 1) {
      const current = await this.findById(read._id);
      if (!current || !current.stateKey.equals(read.stateKey)) return current;
      await sleep(SETTLE_PAUSE_MS);
    }
    return this.findById(read._id);
  }
}
