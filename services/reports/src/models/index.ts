import type { Connection } from 'mongoose';
import { behaviorReportSchema } from './behavior-report';
import { healthAlertSchema } from './health-alert';
import { modelOn } from './model-on';

export function createModels(connection: Connection) {
  return {
    BehaviorReport: modelOn(connection, 'BehaviorReport', behaviorReportSchema),
    HealthAlert: modelOn(connection, 'HealthAlert', healthAlertSchema),
  };
}
export type ReportsModels = ReturnType<typeof createModels>;

export { BEHAVIOR_REPORT_TYPES, type BehaviorReportDoc } from './behavior-report';
export { HEALTH_ALERT_SEVERITIES, type HealthAlertDoc } from './health-alert';
