import { readEachKey } from '@d742/service-kit';
import type { Model, Types } from 'mongoose';
import type { StudentDoc } from './student';
import type { UpdateDoc } from './update';
import { writeInParts } from './write-in-parts';

/**
 * `teacherIds` on updates: the teachers of the update's students when it was written (each
 * student's `teacherIds`, decision 007). A teacher's home lists the newest few updates of their
 * students; read child by child that was one query per student (a hundred-odd per teacher, about
 * 200 ms at 10,000 students), read by this field it is one query a month, the form FerretDB's
 * PostgreSQL backend pushes down (decision 030). An update stays with the teachers its students
 * had when it was written: a teacher who takes a class over sees that class's updates from then on.
 */
export function teachersOf(studentsTeachers: readonly (readonly string[])[]): string[] {
  return [...new Set(studentsTeachers.flat())];
}

type StoredUpdate = Pick<UpdateDoc, '_id' | 'studentIds'>;

/**
 * Gives updates stored before the field existed their `teacherIds`, from their students' teachers
 * today (at start-up, once: migrations.ts). Each student is read once, by its key.
 */
export async function backfillUpdateTeachers(
  Update: Model<UpdateDoc>,
  Student: Model<StudentDoc>,
): Promise<void> {
  const missing = await Update.find({ teacherIds: { $exists: false } }, { studentIds: 1 }).lean<
    StoredUpdate[]
  >();
  if (missing.length === 0) return;
  const ids = new Map<string, Types.ObjectId>();
  for (const update of missing) for (const id of update.studentIds) ids.set(id.toHexString(), id);
  const students = await readEachKey([...ids.values()], (_id) =>
    Student.findOne({ _id }, { teacherIds: 1 })
      .lean<Pick<StudentDoc, '_id' | 'teacherIds'>>()
      .exec(),
  );
  const teachers = new Map<string, string[]>();
  for (const student of students) {
    if (student) teachers.set(student._id.toHexString(), student.teacherIds);
  }
  const writes = missing.map((update) => ({
    updateOne: {
      filter: { _id: update._id },
      update: {
        $set: {
          teacherIds: teachersOf(
            update.studentIds.map((id) => teachers.get(id.toHexString()) ?? []),
          ),
        },
      },
    },
  }));
  await writeInParts(Update, writes);
}
