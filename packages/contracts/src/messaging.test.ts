import {
  audienceQuerySchema,
  MESSAGE_CONTENT_MAX_LENGTH,
  MESSAGE_SUBJECT_MAX_LENGTH,
  sendMessageRequestSchema,
} from './messaging';

const school = { type: 'school' } as const;
const firstIssue = (body: unknown) =>
  sendMessageRequestSchema.safeParse(body).error?.issues[0]?.message;

describe('sendMessageRequestSchema', () => {
  it('should store text given in one language as the same text in both', () => {
    expect(
      sendMessageRequestSchema.parse({
        subject: ' Trip ',
        content: 'Bring lunch',
        language: 'en',
        audience: school,
      }),
    ).toEqual({
      subject: { so: 'Trip', en: 'Trip' },
      content: { so: 'Bring lunch', en: 'Bring lunch' },
      language: 'en',
      audience: school,
    });
  });

  it('should keep text given in both languages', () => {
    const subject = { so: 'Dalxiis', en: 'Trip' };
    const parsed = sendMessageRequestSchema.parse({
      subject,
      content: { so: 'Keen qado', en: 'Bring lunch' },
      audience: { type: 'class', grade: '5' },
    });
    expect(parsed.subject).toEqual(subject);
    expect(parsed.audience).toEqual({ type: 'class', grade: '5' });
  });

  it('should limit the subject to 200 and the content to 5000 characters', () => {
    const ok = { subject: 's', content: 'c', audience: school };
    expect(firstIssue({ ...ok, subject: 'x'.repeat(MESSAGE_SUBJECT_MAX_LENGTH + 1) })).toBe(
      'Subject must be at most 200 characters',
    );
    expect(
      firstIssue({ ...ok, content: { so: 'x'.repeat(MESSAGE_CONTENT_MAX_LENGTH + 1), en: 'c' } }),
    ).toBe('Content must be at most 5000 characters');
    expect(sendMessageRequestSchema.safeParse({ ...ok, content: 'x'.repeat(5000) }).success).toBe(
      true,
    );
  });

  it.each([
    ['a blank subject', { subject: '  ', content: 'c', audience: school }],
    ['one language of a pair missing', { subject: { so: 's' }, content: 'c', audience: school }],
    ['no audience', { subject: 's', content: 'c' }],
    ['an unknown audience', { subject: 's', content: 'c', audience: { type: 'district' } }],
    [
      'a malformed student id',
      { subject: 's', content: 'c', audience: { type: 'student', studentId: 'x' } },
    ],
    ['an unknown field', { subject: 's', content: 'c', audience: school, senderName: 'X' }],
    ['an unknown language', { subject: 's', content: 'c', audience: school, language: 'fr' }],
  ])('should refuse %s', (_what, body) => {
    expect(sendMessageRequestSchema.safeParse(body).success).toBe(false);
  });
});

describe('audienceQuerySchema', () => {
  it('should take the sender and the audience from one flat query', () => {
    expect(
      audienceQuerySchema.parse({ userId: 'u1', role: 'teacher', type: 'class', grade: '5' }),
    ).toEqual({ userId: 'u1', role: 'teacher', type: 'class', grade: '5' });
  });

  it('should refuse senders who are not staff', () => {
    expect(
      audienceQuerySchema.safeParse({ userId: 'u1', role: 'parent', type: 'school' }).success,
    ).toBe(false);
  });
});
