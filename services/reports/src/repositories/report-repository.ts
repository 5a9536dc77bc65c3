import type { Types } from 'mongoose';
import type { BehaviorReportDoc, HealthAlertDoc, ReportsModels } from '../models';

/**
 * Reads by student id only. Whether the caller may see that student is decided before calling
 * (academics owns the student-family links).
 */
export class ReportRepository {
  constructor(private readonly models: ReportsModels) {}

  async behaviorReportsFor(studentId: Types.ObjectId | string): Promise<BehaviorReportDoc[]> {
    return this.models.BehaviorReport.find({ studentId })
      .sort({ createdAt: -1, _id: -1 })
      .lean<BehaviorReportDoc[]>();
  }

  async healthAlertsFor(studentId: Types.ObjectId | string): Promise<HealthAlertDoc[]> {
    return this.models.HealthAlert.find({ studentId })
      .sort({ createdAt: -1, _id: -1 })
      .lean<HealthAlertDoc[]>();
  }
}
