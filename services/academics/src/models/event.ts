import { Schema, type Types } from 'mongoose';
import { EVENT_TYPES, type LocalizedText } from '@d742/contracts';
import { localizedTextField } from '@d742/service-kit';

export interface EventDoc {
  _id: Types.ObjectId;
  title: LocalizedText;
  description: LocalizedText;
  eventDate: Date;
  eventType: (typeof EVENT_TYPES)[number];
  /** Empty = district-wide. */
  studentIds: Types.ObjectId[];
}

export const eventSchema = new Schema<EventDoc>(
  {
    title: { type: localizedTextField, required: true },
    description: { type: localizedTextField, required: true },
    eventDate: { type: Date, required: true },
    eventType: { type: String, enum: EVENT_TYPES, required: true },
    studentIds: { type: [Schema.Types.ObjectId], default: [] },
  },
  { collection: 'events', versionKey: false },
);
eventSchema.index({ studentIds: 1, eventDate: 1, _id: 1 });
eventSchema.index({ eventDate: 1, _id: 1 });
