import { migrateOnce } from '@d742/service-kit';
import type { Connection } from 'mongoose';
import { createModels } from './models';
import { backfillDistrictWide } from './models/audience';
import { backfillFamilies } from './models/families';
import { backfillDays, backfillMonths } from './models/month';
import { backfillUpdateTeachers } from './models/update-teachers';

/**
 * The start-up migrations of academics, each run once per database (`migrateOnce`): the derived
 * fields that updates, events, conferences and attendance records stored before them lack
 * (updates' teachers and the three's families from their students').
 */
export async function migrateAcademics(connection: Connection): Promise<void> {
  const { Update, Event, Conference, Student, AttendanceRecord } = createModels(connection);
  await migrateOnce(connection, 'updates-events.districtWide', () =>
    backfillDistrictWide([Update, Event]),
  );
  await migrateOnce(connection, 'updates.month', () => backfillMonths(Update, 'createdAt'));
  await migrateOnce(connection, 'updates.day', () => backfillDays(Update));
  await migrateOnce(connection, 'attendance.month', () => backfillMonths(AttendanceRecord, 'date'));
  await migrateOnce(connection, 'updates.teacherIds', () =>
    backfillUpdateTeachers(Update, Student),
  );
  await migrateOnce(connection, 'updates-events-conferences.familyIds', async () => {
    const known = new Map<string, string[]>();
    await backfillFamilies(Update, Student, known);
    await backfillFamilies(Event, Student, known);
    await backfillFamilies(Conference, Student, known);
  });
}
