import { Schema, type Types } from 'mongoose';
import { CONFERENCE_STATUSES, LANGUAGES, type Language } from '@d742/contracts';

export interface SlotDoc {
  start: Date;
  end: Date;
}

/** A parent-teacher conference: times a teacher offered, the one a guardian picked, or its cancellation. */
export interface ConferenceDoc {
  _id: Types.ObjectId;
  studentId: Types.ObjectId;
  /**
   * The accounts of the child's family when the conference was offered (models/families.ts): a
   * family's conferences are read by it, one query whatever its number of children.
   */
  familyIds: string[];
  teacherId: string;
  /** Earliest first. */
  slots: SlotDoc[];
  note: string | null;
  noteLanguage: Language | null;
  status: (typeof CONFERENCE_STATUSES)[number];
  booked: (SlotDoc & { by: string; at: Date }) | null;
  cancelled: {
    by: string;
    byFamily: boolean;
    note: string;
    noteLanguage: Language;
    at: Date;
  } | null;
  createdAt: Date;
  /** Sort key: the booked time, else the first offered time. */
  startsAt: Date;
  /**
   * Whoever first inserts a claim with this id may move the conference on from its present state
   * (book or cancel); each move sets a new one. Conditional updates are not atomic on FerretDB
   * 1.x, a duplicate _id is (decision 014).
   */
  stateKey: Types.ObjectId;
}

/** The claim that won one move of a conference (its _id is the conference's stateKey then). */
export interface ConferenceClaimDoc {
  _id: Types.ObjectId;
  conferenceId: Types.ObjectId;
  at: Date;
}

export const conferenceClaimSchema = new Schema<ConferenceClaimDoc>(
  {
    conferenceId: { type: Schema.Types.ObjectId, required: true },
    at: { type: Date, required: true },
  },
  { collection: 'conference_claims', versionKey: false },
);

const slotSchema = new Schema<SlotDoc>(
  { start: { type: Date, required: true }, end: { type: Date, required: true } },
  { _id: false },
);

export const conferenceSchema = new Schema<ConferenceDoc>(
  {
    studentId: { type: Schema.Types.ObjectId, required: true },
    familyIds: { type: [String], default: [] },
    teacherId: { type: String, required: true },
    slots: { type: [slotSchema], required: true },
    note: { type: String, default: null },
    noteLanguage: { type: String, enum: [...LANGUAGES, null], default: null },
    status: { type: String, enum: CONFERENCE_STATUSES, required: true },
    booked: {
      type: new Schema(
        {
          start: { type: Date, required: true },
          end: { type: Date, required: true },
          by: { type: String, required: true },
          at: { type: Date, required: true },
        },
        { _id: false },
      ),
      default: null,
    },
    cancelled: {
      type: new Schema(
        {
          by: { type: String, required: true },
          byFamily: { type: Boolean, required: true },
          note: { type: String, required: true },
          noteLanguage: { type: String, enum: LANGUAGES, required: true },
          at: { type: Date, required: true },
        },
        { _id: false },
      ),
      default: null,
    },
    createdAt: { type: Date, required: true },
    startsAt: { type: Date, required: true },
    stateKey: { type: Schema.Types.ObjectId, required: true },
  },
  { collection: 'conferences', versionKey: false },
);
// A family's (by its account, decision 044: all, one child's, of one status) or a teacher's
// conferences by time, all or only one status (booked ones for the calendar); an administrator's
// by time (docs/decisions/022).
conferenceSchema.index({ familyIds: 1, startsAt: 1, _id: 1 });
conferenceSchema.index({ familyIds: 1, status: 1, startsAt: 1, _id: 1 });
conferenceSchema.index({ familyIds: 1, studentId: 1, startsAt: 1, _id: 1 });
conferenceSchema.index({ familyIds: 1, studentId: 1, status: 1, startsAt: 1, _id: 1 });
conferenceSchema.index({ studentId: 1, startsAt: 1, _id: 1 });
conferenceSchema.index({ studentId: 1, status: 1, startsAt: 1, _id: 1 });
conferenceSchema.index({ teacherId: 1, startsAt: 1, _id: 1 });
conferenceSchema.index({ teacherId: 1, status: 1, startsAt: 1, _id: 1 });
conferenceSchema.index({ status: 1, startsAt: 1, _id: 1 });
conferenceSchema.index({ startsAt: 1, _id: 1 });
