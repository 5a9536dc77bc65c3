import type { Connection } from 'mongoose';
import { upsertById } from '@d742/service-kit';
import { createModels } from '../models';
import { buildBehaviorReports } from './behavior-reports';
import { buildHealthAlerts } from './health-alerts';

export interface ReportsSeedCounts {
  behaviorReports: number;
  healthAlerts: number;
}

/** Upserts the demo reports by fixed ids; dates are relative to `now`. */
export async function seedDemoData(
  connection: Connection,
  now: Date = new Date(),
): Promise<ReportsSeedCounts> {
  const models = createModels(connection);
  await Promise.all([models.BehaviorReport.init(), models.HealthAlert.init()]);
  return {
    behaviorReports: await upsertById(models.BehaviorReport, buildBehaviorReports(now)),
    healthAlerts: await upsertById(models.HealthAlert, buildHealthAlerts(now)),
  };
}
