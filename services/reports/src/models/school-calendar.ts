import type { SchoolTerm } from '@d742/contracts';
import { Schema } from 'mongoose';

/**
 * The district's school-year calendars, one per school year (e.g. '2026-2027' as `_id`); terms
 * are calendar days (YYYY-MM-DD), compared as strings.
 */
export interface SchoolCalendarDoc {
  _id: string;
  quarters: SchoolTerm[];
  semesters: SchoolTerm[];
}

const termSchema = new Schema<SchoolTerm>(
  { start: { type: String, required: true }, end: { type: String, required: true } },
  { _id: false },
);

export const schoolCalendarSchema = new Schema<SchoolCalendarDoc>(
  {
    _id: { type: String, required: true },
    quarters: { type: [termSchema], required: true },
    semesters: { type: [termSchema], required: true },
  },
  { collection: 'school_calendars', versionKey: false },
);
