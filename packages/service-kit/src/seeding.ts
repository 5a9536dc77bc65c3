import { DEMO_CHILDREN, type DemoChild } from '@d742/demo-data';
import { Types, type Model } from 'mongoose';

/** A demo child with the ObjectId its student record is stored under in every service. */
export interface SeedChild extends DemoChild {
  _id: Types.ObjectId;
}

export const SEED_CHILDREN: readonly SeedChild[] = DEMO_CHILDREN.map((child) => ({
  ...child,
  _id: new Types.ObjectId(child.student.id),
}));

/**
 * Idempotent seeding: replaces each document by its fixed _id (inserting when missing), so a
 * restart refreshes relative dates without duplicating. Fields in `keepOnUpdate` are written
 * only on insert (e.g. a message's read state that the user may have changed since).
 */
export async function upsertById<T extends { _id: Types.ObjectId }>(
  model: Model<T>,
  docs: readonly T[],
  keepOnUpdate: readonly (keyof T & string)[] = [],
): Promise<number> {
  if (docs.length === 0) return 0;
  await model.bulkWrite(
    docs.map((doc) => {
      const { _id, ...fields } = doc as T & Record<string, unknown>;
      const set: Record<string, unknown> = {};
      const setOnInsert: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(fields)) {
        (keepOnUpdate.includes(key as keyof T & string) ? setOnInsert : set)[key] = value;
      }
      return {
        updateOne: {
          filter: { _id },
          update: {
            $set: set,
            ...(Object.keys(setOnInsert).length ? { $setOnInsert: setOnInsert } : {}),
          },
          upsert: true,
        },
      };
    }) as Parameters<Model<T>['bulkWrite']>[0],
    { ordered: false },
  );
  return docs.length;
}
