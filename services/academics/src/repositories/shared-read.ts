/**
 * One answer shared by every caller for `keepMs`: a read whose answer is the same whoever asks
 * (the district-wide events, on every family's and teacher's calendar). Callers while it is being
 * read share that read; a read that fails is not kept, so the next caller reads again. The answer
 * is frozen: callers copy before they change it.
 */
export class SharedRead<T> {
  private kept: { at: number; answer: Promise<readonly T[]> } | null = null;

  constructor(
    private readonly read: () => Promise<T[]>,
    private readonly keepMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(): Promise<readonly T[]> {
    const at = this.now();
    if (this.kept && at - this.kept.at < this.keepMs) return this.kept.answer;
    const kept = { at, answer: this.read().then((list) => Object.freeze(list)) };
    this.kept = kept;
    kept.answer.catch(() => {
      if (this.kept === kept) this.kept = null;
    });
    return kept.answer;
  }
}
