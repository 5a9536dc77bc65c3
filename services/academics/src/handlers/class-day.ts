import type { ClassAttendanceDay, Language } from '@d742/contracts';
import { pickLanguage } from '@d742/service-kit';
import { attendanceState } from '../domain/class-attendance';
import { schoolDay } from '../domain/school-day';
import { toAbsenceReportDto } from '../mappers/absence-report';
import type { AbsenceReportDoc, AttendanceRecordDoc, ClassDoc, StudentDoc } from '../models';
import type { Repositories } from './context';

/** A class's roster with the day's records and parents' reports. */
export async function loadClassDay(repos: Repositories, schoolClass: ClassDoc, date: Date) {
  const students = await repos.students.findAll(schoolClass.studentIds);
  const ids = students.map((s) => s._id);
  const [records, reports] = await Promise.all([
    repos.attendance.forDay(ids, date),
    repos.absenceReports.forDay(ids, date),
  ]);
  return { students, records, reports };
}

/** The teacher's view of the day (roster order). */
export function toClassDayDto(
  schoolClass: ClassDoc,
  date: Date,
  day: {
    students: readonly StudentDoc[];
    records: readonly AttendanceRecordDoc[];
    reports: readonly AbsenceReportDoc[];
  },
  lang: Language,
): ClassAttendanceDay {
  const byStudent = <T extends { studentId: { toHexString(): string } }>(list: readonly T[]) =>
    new Map(list.map((x) => [x.studentId.toHexString(), x]));
  const records = byStudent(day.records);
  const reports = byStudent(day.reports);
  return {
    classId: schoolClass._id.toHexString(),
    className: pickLanguage(schoolClass.name, lang),
    date: schoolDay(date),
    entries: day.students.map((s) => {
      const id = s._id.toHexString();
      const record = records.get(id) ?? null;
      const report = reports.get(id) ?? null;
      return {
        studentId: id,
        firstName: s.firstName,
        lastName: s.lastName,
        state: attendanceState(record, report),
        status: record?.status ?? null,
        note: record?.note ? pickLanguage(record.note, lang) : null,
        recordedHere: record?.classId?.equals(schoolClass._id) ?? false,
        absenceReport: report ? toAbsenceReportDto(report) : null,
      };
    }),
  };
}
