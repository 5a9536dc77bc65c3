/** One write of a request that must land whole: what it does and how to take it back. */
export interface UndoableWrite {
  run: () => Promise<unknown>;
  /** Takes back whatever `run` may have written, even when `run` itself failed halfway. */
  undo: () => Promise<unknown>;
}

/**
 * Runs the writes in order; when one fails, takes back that one and every earlier one (newest
 * first) and rethrows, so a request stores everything or nothing. The database has no
 * transactions (decision 001), so this is compensation: a failure while undoing is left in the
 * error's `undoErrors` for the log.
 */
export async function allOrNothing(writes: readonly UndoableWrite[]): Promise<void> {
  const started: UndoableWrite[] = [];
  try {
    for (const write of writes) {
      started.push(write);
      await write.run();
    }
  } catch (error) {
    const undoErrors: unknown[] = [];
    for (const write of started.reverse()) {
      try {
        await write.undo();
      } catch (undoError) {
        undoErrors.push(undoError);
      }
    }
    if (undoErrors.length > 0 && error instanceof Error) Object.assign(error, { undoErrors });
    throw error;
  }
}
