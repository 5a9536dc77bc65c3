import { Types } from 'mongoose';
import type { BehaviorReportDoc, HealthAlertDoc, ReportsModels } from '../models';

/**
 * Reads and writes by student id only. Whether the caller may see or file for that student is
 * decided before calling (academics owns the student-family links, decision 007).
 */
export class ReportRepository {
  constructor(private readonly models: Pick<ReportsModels, 'BehaviorReport' | 'HealthAlert'>) {}

  /** Newest first. */
  async behaviorReportsFor(studentId: Types.ObjectId | string): Promise<BehaviorReportDoc[]> {
    return this.models.BehaviorReport.find({ studentId })
      .sort({ createdAt: -1, _id: -1 })
      .lean<BehaviorReportDoc[]>();
  }

  /** Filed within [from, to), newest first. */
  async behaviorReportsBetween(
    studentId: Types.ObjectId | string,
    from: Date,
    to: Date,
  ): Promise<BehaviorReportDoc[]> {
    return this.models.BehaviorReport.find({ studentId, createdAt: { $gte: from, $lt: to } })
      .sort({ createdAt: -1, _id: -1 })
      .lean<BehaviorReportDoc[]>();
  }

  /** Newest first. */
  async healthAlertsFor(studentId: Types.ObjectId | string): Promise<HealthAlertDoc[]> {
    return this.models.HealthAlert.find({ studentId })
      .sort({ createdAt: -1, _id: -1 })
      .lean<HealthAlertDoc[]>();
  }

  async fileBehaviorReport(report: Omit<BehaviorReportDoc, '_id'>): Promise<BehaviorReportDoc> {
    const doc: BehaviorReportDoc = { _id: new Types.ObjectId(), ...report };
    await this.models.BehaviorReport.create(doc);
    return doc;
  }

  async fileHealthAlert(alert: Omit<HealthAlertDoc, '_id'>): Promise<HealthAlertDoc> {
    const doc: HealthAlertDoc = { _id: new Types.ObjectId(), ...alert };
    await this.models.HealthAlert.create(doc);
    return doc;
  }
}
