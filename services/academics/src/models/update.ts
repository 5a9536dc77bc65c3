import { Schema, type Types } from 'mongoose';
import { UPDATE_TYPES, type LocalizedText } from '@d742/contracts';
import { localizedTextField } from '@d742/service-kit';
import { districtWideField } from './audience';
import { dayFieldFromCreatedAt, monthFieldFrom } from './month';

export interface UpdateDoc {
  _id: Types.ObjectId;
  /** Empty = for every family in the district. */
  studentIds: Types.ObjectId[];
  /**
   * The teachers of `studentIds` when the update was written (their `students.teacherIds`): a
   * teacher's updates are read by it, one query instead of one per student (update-teachers.ts).
   */
  teacherIds: string[];
  /**
   * The accounts of the students' families when written (models/families.ts): a family's reads go
   * by it. Empty when district-wide.
   */
  familyIds: string[];
  /** Whether `studentIds` is empty, stored for the families' reads (models/audience). */
  districtWide?: boolean;
  type: (typeof UPDATE_TYPES)[number];
  title: LocalizedText;
  description: LocalizedText;
  teacherName?: string | null;
  subject?: LocalizedText | null;
  createdAt: Date;
  /** createdAt's month, 'YYYY-MM' in UTC: a family's recent updates are read month by month. */
  month?: string;
  /** createdAt's day, 'YYYY-MM-DD' in UTC: a teacher's recent updates are read day by day. */
  day?: string;
}

export const updateSchema = new Schema<UpdateDoc>(
  {
    studentIds: { type: [Schema.Types.ObjectId], default: [] },
    teacherIds: { type: [String], default: [] },
    familyIds: { type: [String], default: [] },
    districtWide: districtWideField,
    type: { type: String, enum: UPDATE_TYPES, required: true },
    title: { type: localizedTextField, required: true },
    description: { type: localizedTextField, required: true },
    teacherName: { type: String, default: null },
    subject: { type: localizedTextField, default: null },
    createdAt: { type: Date, required: true },
    month: monthFieldFrom('createdAt'),
    day: dayFieldFromCreatedAt(),
  },
  { collection: 'updates', versionKey: false },
);
updateSchema.index({ studentIds: 1, createdAt: -1, _id: -1 });
updateSchema.index({ districtWide: 1, createdAt: -1, _id: -1 });
updateSchema.index({ createdAt: -1, _id: -1 });
// A family's newest few: each audience's updates of one month (repositories/update-repository).
updateSchema.index({ studentIds: 1, month: 1, createdAt: -1, _id: -1 });
updateSchema.index({ districtWide: 1, month: 1, createdAt: -1, _id: -1 });
// A family's (parent's or student's own), beside the district-wide ones: all, and the newest few.
updateSchema.index({ familyIds: 1, createdAt: -1, _id: -1 });
updateSchema.index({ familyIds: 1, month: 1, createdAt: -1, _id: -1 });
// A teacher's: all of them (the updates page), and the newest few day by day, then month by month
// (the home page; decision 050).
updateSchema.index({ teacherIds: 1, createdAt: -1, _id: -1 });
updateSchema.index({ teacherIds: 1, day: 1, createdAt: -1, _id: -1 });
updateSchema.index({ teacherIds: 1, month: 1, createdAt: -1, _id: -1 });
