import type { Connection } from 'mongoose';
import { modelOn } from '@d742/service-kit';
import { behaviorReportSchema } from './behavior-report';
import { healthAlertSchema } from './health-alert';

export function createModels(connection: Connection) {
  return {
    BehaviorReport: modelOn(connection, 'BehaviorReport', behaviorReportSchema),
    HealthAlert: modelOn(connection, 'HealthAlert', healthAlertSchema),
  };
}
export type ReportsModels = ReturnType<typeof createModels>;

export { BEHAVIOR_REPORT_TYPES, type BehaviorReportDoc } from './behavior-report';
export { HEALTH_ALERT_SEVERITIES, type HealthAlertDoc } from './health-alert';
