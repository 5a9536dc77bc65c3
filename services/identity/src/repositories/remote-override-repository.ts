import type { RemoteName } from '@d742/contracts';
import type { RemoteOverrideModel, RemoteOverrideRecord } from '../models/remote-override.model';

/** Enough undo steps for an administrator; older ones are dropped. */
const HISTORY_LIMIT = 20;
const MAX_RETRIES = 5;

export interface RemoteOverrideChange {
  record: RemoteOverrideRecord;
  from: string | null;
}

export class RemoteOverrideRepository {
  constructor(private readonly overrides: RemoteOverrideModel) {}

  list(): Promise<RemoteOverrideRecord[]> {
    return this.overrides.find().sort({ _id: 1 }).lean<RemoteOverrideRecord[]>().exec();
  }

  private find(name: RemoteName): Promise<RemoteOverrideRecord | null> {
    return this.overrides.findById(name).lean<RemoteOverrideRecord>().exec();
  }

  /**
   * Writes `next(current)` only if nobody wrote in between (compare-and-set on `revision`),
   * retrying a few times; null when `next` declines.
   */
  private async change(
    name: RemoteName,
    next: (
      current: RemoteOverrideRecord | null,
    ) => Pick<RemoteOverrideRecord, 'manifestUrl' | 'history'> | null,
    now: Date,
  ): Promise<RemoteOverrideChange | null> {
    for (let attempt = 0; attempt < MAX_RETRIES; attempt += 1) {
      const current = await this.find(name);
      const values = next(current);
      if (!values) return null;
      const revision = (current?.revision ?? 0) + 1;
      const $set = { ...values, updatedAt: now, revision };
      try {
        const written = current
          ? await this.overrides
              .updateOne({ _id: name, revision: current.revision }, { $set })
              .exec()
          : await this.overrides.create({ _id: name, ...$set }).then(() => ({ modifiedCount: 1 }));
        if (written.modifiedCount === 1)
          return { record: { _id: name, ...$set }, from: current?.manifestUrl ?? null };
      } catch (err) {
        if ((err as { code?: unknown }).code !== 11000) throw err;
      }
    }
    throw new Error(`remote override ${name}: too many concurrent writes`);
  }

  /** Sets the current manifest (null = the default); the previous one goes onto the history. */
  async set(
    name: RemoteName,
    manifestUrl: string | null,
    now: Date,
  ): Promise<RemoteOverrideChange> {
    const change = await this.change(
      name,
      (current) => ({
        manifestUrl,
        history: [...(current?.history ?? []), current?.manifestUrl ?? null].slice(-HISTORY_LIMIT),
      }),
      now,
    );
    return change as RemoteOverrideChange;
  }

  /** Restores the previous manifest; null when there is none to go back to. */
  rollback(name: RemoteName, now: Date): Promise<RemoteOverrideChange | null> {
    return this.change(
      name,
      (current) => {
        if (!current || current.history.length === 0) return null;
        const history = current.history.slice(0, -1);
        return { manifestUrl: current.history.at(-1) ?? null, history };
      },
      now,
    );
  }
}
