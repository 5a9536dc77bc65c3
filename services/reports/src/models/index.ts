import type { Connection } from 'mongoose';
import { modelOn } from '@d742/service-kit';
import { behaviorReportSchema } from './behavior-report';
import { healthAlertSchema } from './health-alert';
import { schoolCalendarSchema } from './school-calendar';

export function createModels(connection: Connection) {
  return {
    BehaviorReport: modelOn(connection, 'BehaviorReport', behaviorReportSchema),
    HealthAlert: modelOn(connection, 'HealthAlert', healthAlertSchema),
    SchoolCalendar: modelOn(connection, 'SchoolCalendar', schoolCalendarSchema),
  };
}
export type ReportsModels = ReturnType<typeof createModels>;

export type { BehaviorReportDoc } from './behavior-report';
export type { HealthAlertDoc } from './health-alert';
export type { SchoolCalendarDoc } from './school-calendar';
