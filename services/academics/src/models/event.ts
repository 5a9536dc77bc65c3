import { Schema, type Types } from 'mongoose';
import { EVENT_TYPES, type LocalizedText } from '@d742/contracts';
import { localizedTextField } from '@d742/service-kit';
import { districtWideField } from './audience';

export interface EventDoc {
  _id: Types.ObjectId;
  title: LocalizedText;
  description: LocalizedText;
  eventDate: Date;
  eventType: (typeof EVENT_TYPES)[number];
  /** Empty = district-wide. */
  studentIds: Types.ObjectId[];
  /**
   * The accounts of the students' families when written (models/families.ts): a family's reads go
   * by it. Empty when district-wide.
   */
  familyIds: string[];
  /** Whether `studentIds` is empty, stored for the families' reads (models/audience). */
  districtWide?: boolean;
}

export const eventSchema = new Schema<EventDoc>(
  {
    title: { type: localizedTextField, required: true },
    description: { type: localizedTextField, required: true },
    eventDate: { type: Date, required: true },
    eventType: { type: String, enum: EVENT_TYPES, required: true },
    studentIds: { type: [Schema.Types.ObjectId], default: [] },
    familyIds: { type: [String], default: [] },
    districtWide: districtWideField,
  },
  { collection: 'events', versionKey: false },
);
eventSchema.index({ studentIds: 1, eventDate: 1, _id: 1 });
eventSchema.index({ districtWide: 1, eventDate: 1, _id: 1 });
eventSchema.index({ familyIds: 1, eventDate: 1, _id: 1 });
eventSchema.index({ eventDate: 1, _id: 1 });
