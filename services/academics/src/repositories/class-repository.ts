import type { Types } from 'mongoose';
import type { Identity } from '@d742/service-kit';
import type { AcademicsModels, ClassDoc } from '../models';

/** Which classes a staff member works with: a teacher the ones they teach, an administrator all. */
function staffClassesFilter(identity: Identity): { teacherId?: string } | null {
  if (!identity.userId) return null;
  if (identity.role === 'admin') return {};
  if (identity.role === 'teacher') return { teacherId: identity.userId };
  return null;
}

export class ClassRepository {
  constructor(private readonly models: Pick<AcademicsModels, 'SchoolClass'>) {}

  async listFor(identity: Identity): Promise<ClassDoc[]> {
    const filter = staffClassesFilter(identity);
    if (!filter) return [];
    return this.models.SchoolClass.find(filter).sort({ _id: 1 }).lean<ClassDoc[]>();
  }

  /** The class, or null when it does not exist OR the caller does not work with it (never reveal which). */
  async findFor(identity: Identity, classId: string): Promise<ClassDoc | null> {
    const filter = staffClassesFilter(identity);
    if (!filter) return null;
    return this.models.SchoolClass.findOne({ ...filter, _id: classId }).lean<ClassDoc>();
  }

  async listContaining(studentId: Types.ObjectId): Promise<ClassDoc[]> {
    return this.models.SchoolClass.find({ studentIds: studentId })
      .sort({ _id: 1 })
      .lean<ClassDoc[]>();
  }
}
