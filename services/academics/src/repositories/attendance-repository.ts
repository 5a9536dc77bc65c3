import type { Types } from 'mongoose';
import type { AcademicsModels, AttendanceRecordDoc, AttendanceStatus } from '../models';
import { groupByStudent } from './group-by-student';

export class AttendanceRepository {
  constructor(private readonly models: Pick<AcademicsModels, 'AttendanceRecord'>) {}

  /** Attendance statuses per student id (hex), for computing rates in code. */
  async statusesByStudent(
    studentIds: readonly Types.ObjectId[],
  ): Promise<Map<string, AttendanceStatus[]>> {
    const rows = await this.models.AttendanceRecord.find(
      { studentId: { $in: studentIds } },
      { studentId: 1, status: 1 },
    ).lean<Pick<AttendanceRecordDoc, 'studentId' | 'status'>[]>();
    return groupByStudent(rows, (r) => r.status);
  }
}
