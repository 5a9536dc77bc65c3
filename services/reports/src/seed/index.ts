import type { Connection } from 'mongoose';
import { upsertById } from '@d742/service-kit';
import { createModels } from '../models';
import { CalendarRepository } from '../repositories/calendar-repository';
import { buildBehaviorReports } from './behavior-reports';
import { buildHealthAlerts } from './health-alerts';
import { CHILDREN_WITHOUT_REPORTS } from './ids';
import { buildDemoCalendar } from './school-calendar';

export interface ReportsSeedCounts {
  behaviorReports: number;
  healthAlerts: number;
  schoolCalendars: number;
}

export interface ReportsSeedOptions {
  /** Write the demo school calendar (off when the district configured its own). */
  calendar?: boolean;
}

/** Upserts the demo reports by fixed ids and the demo school calendar; dates follow `now`. */
export async function seedDemoData(
  connection: Connection,
  now: Date = new Date(),
  options: ReportsSeedOptions = {},
): Promise<ReportsSeedCounts> {
  const models = createModels(connection);
  await Promise.all([models.BehaviorReport.init(), models.HealthAlert.init()]);
  let schoolCalendars = 0;
  if (options.calendar !== false) {
    // Only the demo calendar exists in demo mode: one placed around the latest start.
    const calendar = buildDemoCalendar(now);
    await models.SchoolCalendar.deleteMany({ _id: { $ne: calendar.schoolYear } });
    await new CalendarRepository(models).save(calendar);
    schoolCalendars = 1;
  }
  // Seeded reports (no filer) of a child who now has none, from an older seed, go away.
  const quiet = { studentId: { $in: CHILDREN_WITHOUT_REPORTS.map((c) => c._id) }, filedBy: null };
  await models.BehaviorReport.deleteMany(quiet);
  await models.HealthAlert.deleteMany(quiet);
  return {
    behaviorReports: await upsertById(models.BehaviorReport, buildBehaviorReports(now)),
    healthAlerts: await upsertById(models.HealthAlert, buildHealthAlerts(now)),
    schoolCalendars,
  };
}
