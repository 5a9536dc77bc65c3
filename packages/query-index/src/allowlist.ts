import type { AllowedScan } from './coverage';

/** The demo seed's clean-up at start-up: two demo children, already bounded by the studentId index. */
const SEED_CLEANUP =
  "the demo seed's start-up clean-up of two demo children's seeded reports (filedBy null); the studentId key bounds it";

/** academics' start-up backfill of districtWide (decision 022), run once per database (decision 038). */
const AUDIENCE_BACKFILL =
  'the start-up backfill of districtWide on documents written before it existed; once per database';

/**
 * academics' start-up backfills of the updates' and attendance records' month (decisions 030,
 * 042) and the updates' day (050), each run once per database (038).
 */
const MONTH_BACKFILL =
  'the start-up backfill of month on documents written before it existed; once per database';
const DAY_BACKFILL =
  'the start-up backfill of day on updates written before it existed; once per database';

/**
 * Queries allowed to read without an index, each with its reason. Keep it short: a tiny
 * configuration collection (a handful of documents, read whole) or a scan only an administrator
 * or the demo seed starts. Everything a parent's or a teacher's request reads must be served by a
 * declared index (docs/decisions/022).
 */
export const ALLOWED_SCANS: readonly AllowedScan[] = [
  {
    collection: 'access_codes',
    reason:
      'at most a few codes (ACCESS_CODE, the demo code, one administrator rotation), read whole',
  },
  {
    collection: 'school_calendars',
    reason: 'one document per school year, read whole to pick the year in force',
  },
  { collection: 'behavior_reports', shape: '{ filedBy: =, studentId: in }', reason: SEED_CLEANUP },
  { collection: 'health_alerts', shape: '{ filedBy: =, studentId: in }', reason: SEED_CLEANUP },
  {
    collection: 'updates',
    shape: '{ studentIds: =, districtWide: range }',
    reason: AUDIENCE_BACKFILL,
  },
  {
    collection: 'events',
    shape: '{ studentIds: =, districtWide: range }',
    reason: AUDIENCE_BACKFILL,
  },
  { collection: 'updates', shape: '{ month: range }', reason: MONTH_BACKFILL },
  { collection: 'updates', shape: '{ day: range }', reason: DAY_BACKFILL },
  { collection: 'attendance_records', shape: '{ month: range }', reason: MONTH_BACKFILL },
  {
    collection: 'users',
    shape: '{}',
    reason:
      "identity's language directory (decision 040): every account's language in one pass, at start-up and every five minutes in the background, never in a request",
  },
];
