import {
  fileBehaviorReportRequestSchema,
  fileHealthAlertRequestSchema,
  progressReportRequestSchema,
  REPORT_TEXT_LIMITS,
  schoolCalendarSchema,
} from './index';

describe('fileBehaviorReportRequestSchema', () => {
  const valid = {
    type: 'warning',
    title: 'Homework missing',
    description: 'Two maths worksheets were not handed in.',
    category: 'Homework',
  };

  it('stores plain text in both languages and defaults actionRequired to false', () => {
    const parsed = fileBehaviorReportRequestSchema.parse(valid);
    expect(parsed.title).toEqual({ so: 'Homework missing', en: 'Homework missing' });
    expect(parsed.actionRequired).toBe(false);
  });

  it('refuses an unknown type, over-long text, operator objects and unknown fields', () => {
    expect(fileBehaviorReportRequestSchema.safeParse({ ...valid, type: 'praise' }).success).toBe(
      false,
    );
    const long = 'x'.repeat(REPORT_TEXT_LIMITS.title + 1);
    expect(fileBehaviorReportRequestSchema.safeParse({ ...valid, title: long }).success).toBe(
      false,
    );
    expect(
      fileBehaviorReportRequestSchema.safeParse({ ...valid, title: { $gt: '' } }).success,
    ).toBe(false);
    expect(fileBehaviorReportRequestSchema.safeParse({ ...valid, studentId: 'x' }).success).toBe(
      false,
    );
  });
});

describe('fileHealthAlertRequestSchema', () => {
  it('takes optional details and action taken, and refuses an unknown severity', () => {
    const base = { severity: 'high', type: 'Asthma', summary: 'Asthma attack during PE' };
    const parsed = fileHealthAlertRequestSchema.parse({ ...base, details: 'Inhaler used' });
    expect(parsed.details).toEqual({ so: 'Inhaler used', en: 'Inhaler used' });
    expect(parsed.actionTaken).toBeUndefined();
    expect(parsed.parentContactRequired).toBe(false);
    expect(fileHealthAlertRequestSchema.safeParse({ ...base, severity: 'urgent' }).success).toBe(
      false,
    );
  });
});

describe('progressReportRequestSchema', () => {
  const valid = { type: 'comprehensive', dateRange: 'current-quarter', includes: ['grades'] };

  it('accepts the spec options', () => {
    expect(progressReportRequestSchema.parse(valid)).toEqual(valid);
  });

  it('refuses an unknown period, an empty or repeated include list and unknown sections', () => {
    const bad = [
      { ...valid, dateRange: 'last-week' },
      { ...valid, type: 'everything' },
      { ...valid, includes: [] },
      { ...valid, includes: ['grades', 'grades'] },
      { ...valid, includes: ['photos'] },
    ];
    for (const body of bad) expect(progressReportRequestSchema.safeParse(body).success).toBe(false);
  });
});

describe('schoolCalendarSchema', () => {
  const term = (start: string, end: string) => ({ start, end });
  const calendar = {
    schoolYear: '2026-2027',
    quarters: [
      term('2026-09-02', '2026-11-06'),
      term('2026-11-09', '2027-01-22'),
      term('2027-01-25', '2027-04-02'),
      term('2027-04-05', '2027-06-10'),
    ],
    semesters: [term('2026-09-02', '2027-01-22'), term('2027-01-25', '2027-06-10')],
  };

  it('accepts four quarters in order and two semesters', () => {
    expect(schoolCalendarSchema.safeParse(calendar).success).toBe(true);
  });

  it('refuses overlapping quarters and a term that ends before it starts', () => {
    const overlapping = { ...calendar, quarters: [...calendar.quarters] };
    overlapping.quarters[1] = term('2026-11-01', '2027-01-22');
    expect(schoolCalendarSchema.safeParse(overlapping).success).toBe(false);
    const backwards = {
      ...calendar,
      semesters: [term('2027-01-22', '2026-09-02'), calendar.semesters[1]],
    };
    expect(schoolCalendarSchema.safeParse(backwards).success).toBe(false);
  });
});
