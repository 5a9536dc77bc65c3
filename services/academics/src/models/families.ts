import { readEachKey } from '@d742/service-kit';
import type { Model, Types } from 'mongoose';
import { familyOf } from '../domain/audience';
import type { StudentDoc } from './student';
import { writeInParts } from './write-in-parts';

/**
 * `familyIds` on updates, events and conferences: the accounts of their students' families when
 * the item was written (domain/audience's familyOf: each student's parents and the student's own
 * account). A family's reads go by it, one query beside the district-wide one, instead of one
 * query per child (decision 044); empty on a district-wide item. Nothing in the API changes a
 * student's parents or account today: whatever comes to do so must restamp these fields, as it
 * must the messaging service's threads.
 */
export function familiesOf(
  students: readonly Pick<StudentDoc, 'parentIds' | 'userId'>[],
): string[] {
  return [...new Set(students.flatMap(familyOf))];
}

type Family = Pick<StudentDoc, '_id' | 'parentIds' | 'userId'>;
type Named = { _id: Types.ObjectId; studentIds?: Types.ObjectId[]; studentId?: Types.ObjectId };

/** The students a stored update or event (`studentIds`) or conference (`studentId`) is about. */
const studentsOf = (doc: Named) => doc.studentIds ?? (doc.studentId ? [doc.studentId] : []);

/**
 * Gives the updates, events or conferences stored before the field existed their `familyIds`,
 * from their students' families today (at start-up, once: migrations.ts). `known` carries the
 * families read for an earlier collection: each student is read once, by its key.
 */
export async function backfillFamilies<T>(
  model: Model<T>,
  Student: Model<StudentDoc>,
  known = new Map<string, string[]>(),
): Promise<void> {
  const missing = await model
    .find({ familyIds: { $exists: false } }, { studentIds: 1, studentId: 1 })
    .lean<Named[]>();
  if (missing.length === 0) return;
  const unread = new Map<string, Types.ObjectId>();
  for (const id of missing.flatMap(studentsOf)) {
    if (!known.has(id.toHexString())) unread.set(id.toHexString(), id);
  }
  const read = await readEachKey([...unread.values()], (_id) =>
    Student.findOne({ _id }, { parentIds: 1, userId: 1 }).lean<Family>().exec(),
  );
  for (const student of read) {
    if (student) known.set(student._id.toHexString(), familyOf(student));
  }
  const writes = missing.map((doc) => ({
    updateOne: {
      filter: { _id: doc._id },
      update: {
        $set: {
          familyIds: [
            ...new Set(studentsOf(doc).flatMap((id) => known.get(id.toHexString()) ?? [])),
          ],
        },
      },
    },
  }));
  await writeInParts(model, writes as Parameters<Model<T>['bulkWrite']>[0]);
}
