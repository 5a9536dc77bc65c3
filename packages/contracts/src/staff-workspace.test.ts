import {
  absenceReportRequestSchema,
  classAttendanceRequestSchema,
  classGradesRequestSchema,
  offerConferenceRequestSchema,
  STAFF_WORKSPACE_ERROR_CODES,
} from './academics';

const ID = '64b000000000000000000001';
const OTHER = '64b000000000000000000002';
const slot = (start: string, end: string) => ({ start, end });

/** The first issue's message: the staff-workspace checks carry their error codes as messages. */
function codeOf(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? 'ok' : result.error?.issues[0]?.message;
}

describe('staff-workspace request schemas', () => {
  it('name every failed check of theirs with a code of STAFF_WORKSPACE_ERROR_CODES', () => {
    const failures = [
      absenceReportRequestSchema.safeParse({
        date: '2026-11-20',
        kind: 'absent',
        reason: '',
        reasonLanguage: 'so',
      }),
      absenceReportRequestSchema.safeParse({
        date: '2026-11-20',
        kind: 'late',
        reason: 'x'.repeat(501),
        reasonLanguage: 'en',
      }),
      classAttendanceRequestSchema.safeParse({
        date: '2026-11-20',
        entries: [
          { studentId: ID, status: 'absent' },
          { studentId: ID.toUpperCase(), status: 'tardy' },
        ],
      }),
      classGradesRequestSchema.safeParse({ entries: [{ studentId: ID, score: 1 }] }),
      classGradesRequestSchema.safeParse({
        assignment: { title: 'Quiz', dueDate: '2026-11-20', maxScore: 10 },
        entries: [{ studentId: ID, score: 11 }],
      }),
      offerConferenceRequestSchema.safeParse({ studentId: ID, slots: [] }),
      offerConferenceRequestSchema.safeParse({
        studentId: ID,
        slots: [slot('2026-11-24T21:00:00Z', '2026-11-24T21:00:00Z')],
      }),
      offerConferenceRequestSchema.safeParse({
        studentId: ID,
        slots: [
          slot('2026-11-24T21:00:00Z', '2026-11-24T21:30:00Z'),
          slot('2026-11-24T21:29:00Z', '2026-11-24T21:40:00Z'),
        ],
      }),
    ].map(codeOf);
    expect(failures).toEqual([
      'REASON_REQUIRED',
      'REASON_TOO_LONG',
      'DUPLICATE_STUDENT',
      'ASSIGNMENT_CHOICE',
      'SCORE_OUT_OF_RANGE',
      'SLOTS_COUNT',
      'SLOT_INVALID',
      'SLOTS_OVERLAP',
    ]);
    for (const code of failures) expect(STAFF_WORKSPACE_ERROR_CODES).toContain(code);
  });

  it('take a whole class with nobody marked (everyone present) and back-to-back times', () => {
    expect(classAttendanceRequestSchema.parse({ date: '2026-11-20' })).toEqual({
      date: '2026-11-20',
      entries: [],
    });
    expect(
      codeOf(
        offerConferenceRequestSchema.safeParse({
          studentId: ID,
          slots: [
            slot('2026-11-24T21:20:00Z', '2026-11-24T21:40:00Z'),
            slot('2026-11-24T21:00:00+00:00', '2026-11-24T21:20:00Z'),
          ],
        }),
      ),
    ).toBe('ok');
    expect(
      codeOf(
        classGradesRequestSchema.safeParse({
          assignmentId: OTHER,
          entries: [{ studentId: ID, score: 0 }],
        }),
      ),
    ).toBe('ok');
  });
});
