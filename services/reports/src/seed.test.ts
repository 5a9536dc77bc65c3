import {
  BEHAVIOR_REPORT_TYPES,
  behaviorReportSchema,
  HEALTH_ALERT_SEVERITIES,
  healthAlertSchema,
  LANGUAGES,
  schoolCalendarSchema,
} from '@d742/contracts';
import { DEMO_STUDENTS } from '@d742/demo-data';
import { isoDay, reportPeriod } from './domain/report-periods';
import { toBehaviorReportDto } from './mappers/behavior-report';
import { toHealthAlertDto } from './mappers/health-alert';
import { CalendarRepository } from './repositories/calendar-repository';
import { ReportRepository } from './repositories/report-repository';
import { seedDemoData } from './seed';
import { startReportsTestApp, type ReportsTestApp } from './testing-app';

const NOW = new Date('2025-03-12T15:00:00Z');
let t: ReportsTestApp;
let repo: ReportRepository;

beforeAll(async () => {
  t = await startReportsTestApp({ clock: () => NOW });
  await seedDemoData(t.connection, NOW);
  repo = new ReportRepository(t.models);
}, 60_000);

afterAll(() => t?.stop());

it('is idempotent: seeding again changes no counts', async () => {
  const before = [
    await t.models.BehaviorReport.countDocuments(),
    await t.models.HealthAlert.countDocuments(),
    await t.models.SchoolCalendar.countDocuments(),
  ];
  const counts = await seedDemoData(t.connection, new Date(NOW.getTime() + 86_400_000));
  expect([
    await t.models.BehaviorReport.countDocuments(),
    await t.models.HealthAlert.countDocuments(),
    await t.models.SchoolCalendar.countDocuments(),
  ]).toEqual(before);
  expect([counts.behaviorReports, counts.healthAlerts, counts.schoolCalendars]).toEqual(before);
  await seedDemoData(t.connection, NOW);
});

it.each(LANGUAGES)('every seeded report parses with the contracts schemas in %s', async (lang) => {
  for (const doc of await t.models.BehaviorReport.find().lean())
    behaviorReportSchema.parse(toBehaviorReportDto(doc, lang));
  for (const doc of await t.models.HealthAlert.find().lean())
    healthAlertSchema.parse(toHealthAlertDto(doc, lang));
});

const { ayaan, ...withReports } = DEMO_STUDENTS;

it('leaves one demo child without reports, for the empty states', async () => {
  expect(await repo.behaviorReportsFor(ayaan.id)).toEqual([]);
  expect(await repo.healthAlertsFor(ayaan.id)).toEqual([]);
});

it('seeds a school calendar whose current quarter and semester hold the seeded days', async () => {
  const calendar = await new CalendarRepository(t.models).inForceOn(isoDay(NOW));
  expect(schoolCalendarSchema.parse(calendar)).toEqual(calendar);
  const quarter = reportPeriod('current-quarter', NOW, calendar);
  const semester = reportPeriod('current-semester', NOW, calendar);
  expect(quarter.start <= isoDay(NOW) && isoDay(NOW) <= quarter.end).toBe(true);
  expect(semester.start <= quarter.start && quarter.end <= semester.end).toBe(true);
  const reports = await repo.behaviorReportsFor(DEMO_STUDENTS.hodan.id);
  expect(reports.filter((r) => isoDay(r.createdAt) >= quarter.start).length).toBeGreaterThan(0);
});

it('keeps a calendar the district configured when asked to', async () => {
  await t.models.SchoolCalendar.deleteMany({});
  await seedDemoData(t.connection, NOW, { calendar: false });
  expect(await t.models.SchoolCalendar.countDocuments()).toBe(0);
  await seedDemoData(t.connection, NOW);
});

describe.each(Object.values(withReports).map((s) => [s.firstName, s] as const))(
  'for %s',
  (_name, student) => {
    it('has behavior reports of every type, with and without a required action, newest first', async () => {
      const reports = await repo.behaviorReportsFor(student.id);
      for (const type of BEHAVIOR_REPORT_TYPES) {
        const ofType = reports.filter((r) => r.type === type);
        expect(new Set(ofType.map((r) => r.actionRequired))).toEqual(new Set([true, false]));
      }
      const times = reports.map((r) => r.createdAt.getTime());
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(reports.every((r) => r.createdAt <= NOW && r.title.so !== r.title.en)).toBe(true);
    });

    it('has health alerts of every severity and every flag combination', async () => {
      const alerts = await repo.healthAlertsFor(student.id);
      expect(new Set(alerts.map((a) => a.severity))).toEqual(new Set(HEALTH_ALERT_SEVERITIES));
      const combos = new Set(alerts.map((a) => `${a.parentContactRequired}/${a.followUpRequired}`));
      expect(combos).toEqual(new Set(['true/true', 'true/false', 'false/true', 'false/false']));
      expect(alerts.some((a) => a.details) && alerts.some((a) => !a.details)).toBe(true);
      expect(alerts.some((a) => a.actionTaken) && alerts.some((a) => !a.actionTaken)).toBe(true);
    });
  },
);
