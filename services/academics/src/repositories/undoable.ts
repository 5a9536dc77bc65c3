import type { Model, Types } from 'mongoose';
import type { UndoableWrite } from '../domain/all-or-nothing';

const hex = (doc: { _id: Types.ObjectId }) => doc._id.toHexString();

/**
 * Puts whole documents in place by `_id` (inserted or replaced) in one ordered bulk write. Its
 * undo restores `previous` (the same documents as they were) and deletes the ones that were new.
 */
export function putDocs<T extends { _id: Types.ObjectId }>(
  model: Model<T>,
  docs: readonly T[],
  previous: readonly T[] = [],
): UndoableWrite {
  const replace = (list: readonly T[]) =>
    list.map((doc) => ({
      replaceOne: { filter: { _id: doc._id }, replacement: doc, upsert: true },
    })) as Parameters<Model<T>['bulkWrite']>[0];
  return {
    run: async () => {
      if (docs.length > 0) await model.bulkWrite(replace(docs), { ordered: true });
    },
    undo: async () => {
      const existed = new Set(previous.map(hex));
      const fresh = docs.filter((d) => !existed.has(hex(d))).map((d) => d._id);
      // One delete per document, in one bulk write: FerretDB pushes no `$in` down.
      if (fresh.length > 0) {
        await model.bulkWrite(
          fresh.map((_id) => ({ deleteOne: { filter: { _id } } })) as Parameters<
            Model<T>['bulkWrite']
          >[0],
          { ordered: false },
        );
      }
      if (previous.length > 0) await model.bulkWrite(replace(previous), { ordered: false });
    },
  };
}
