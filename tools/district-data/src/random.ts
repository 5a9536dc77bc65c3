import { createHash } from 'node:crypto';
import { Types } from 'mongoose';

/** 32 bits of sha-256 over the parts: the seed of one random stream. */
function hash32(parts: readonly (string | number)[]): number {
  return createHash('sha256').update(parts.join('|')).digest().readUInt32LE(0);
}

/**
 * A small seeded generator (mulberry32). Every family, school and the plan draw from a stream of
 * their own, derived from the run's seed and their number, so one family can be rebuilt alone
 * (on resume) and comes out the same.
 */
export class Random {
  private state: number;

  constructor(...parts: (string | number)[]) {
    this.state = hash32(parts);
  }

  /** [0, 1) */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** Picks by weight: `[[value, weight], ...]`. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T {
    const total = choices.reduce((sum, [, w]) => sum + w, 0);
    let roll = this.next() * total;
    for (const [value, weight] of choices) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return choices[choices.length - 1]![0];
  }

  /** Roughly normal (sum of three uniforms), mean 0, about ±1 at the extremes. */
  spread(): number {
    return (this.next() + this.next() + this.next()) / 1.5 - 1;
  }
}

/**
 * A stable ObjectId for one generated record: sha-256 of the seed, the kind of record and its
 * position. The same seed gives the same ids on every run, so rewriting a family after an
 * interruption meets its own earlier rows (duplicate _id) instead of adding copies.
 */
export function stableId(
  seed: string,
  kind: string,
  ...parts: (string | number)[]
): Types.ObjectId {
  const hex = createHash('sha256')
    .update([seed, kind, ...parts].join('|'))
    .digest('hex');
  return new Types.ObjectId(hex.slice(0, 24));
}
