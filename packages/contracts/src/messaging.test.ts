import { API_ROUTES } from './api';
import {
  audienceQuerySchema,
  bilingualTextSchema,
  CONVERSATION_TEXT_MAX_LENGTH,
  MESSAGE_AUDIO_MAX_BYTES,
  MESSAGE_CONTENT_MAX_LENGTH,
  MESSAGE_SUBJECT_MAX_LENGTH,
  messageSchema,
  messageSummarySchema,
  replyFormFieldsSchema,
  replyRequestSchema,
  sendMessageRequestSchema,
  startConversationRequestSchema,
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

describe('replyRequestSchema and replyFormFieldsSchema', () => {
  it('should take trimmed text and its language, nothing else', () => {
    expect(replyRequestSchema.parse({ content: ' Haa ', language: 'so' })).toEqual({
      content: 'Haa',
      language: 'so',
    });
    for (const body of [
      { content: '  ', language: 'so' },
      { content: 'x'.repeat(CONVERSATION_TEXT_MAX_LENGTH + 1), language: 'so' },
      { content: 'Hi', language: 'fr' },
      { content: 'Hi', language: 'en', audio: 'x' },
    ])
      expect(replyRequestSchema.safeParse(body).success).toBe(false);
  });

  it('should let a recording go without text (blank text counts as none)', () => {
    expect(replyFormFieldsSchema.parse({ language: 'en', content: '  ' })).toEqual({
      language: 'en',
      content: undefined,
    });
    expect(replyFormFieldsSchema.safeParse({ content: 'Hi' }).success).toBe(false);
  });
});

describe('startConversationRequestSchema', () => {
  const good = {
    teacherId: '64a000000000000000000004',
    studentId: '64b000000000000000000002',
    subject: 'Buugaag',
    content: 'Su’aal',
    language: 'so',
  };
  it('should take a teacher, a child, a subject, text and its language', () => {
    expect(startConversationRequestSchema.parse(good)).toEqual(good);
  });
  it.each([
    ['a malformed teacher id', { teacherId: 'msjohnson' }],
    ['a long subject', { subject: 's'.repeat(MESSAGE_SUBJECT_MAX_LENGTH + 1) }],
    ['an unknown field', { audience: { type: 'school' } }],
  ])('should refuse %s', (_what, change) => {
    expect(startConversationRequestSchema.safeParse({ ...good, ...change }).success).toBe(false);
  });
});

describe('bilingualTextSchema', () => {
  const original = { language: 'so', text: 'Haa', origin: 'typed' } as const;
  it.each([
    [
      'no translation, the original shown',
      { source: 'none', language: 'en' },
      'not_translated',
      true,
    ],
    [
      'a machine translation without its text',
      { source: 'machine', language: 'en' },
      'machine',
      false,
    ],
  ])(
    "should carry a translation's text only when there is one: %s",
    (_w, translation, status, ok) => {
      const shown = { language: 'so', text: 'Haa', status };
      expect(bilingualTextSchema.safeParse({ original, translation, shown }).success).toBe(ok);
    },
  );
});

describe('messageSummarySchema', () => {
  it("should stay a spec message: every summary parses as one (identity's export reads the list so)", () => {
    const text = {
      original: { language: 'en', text: 'Hi', origin: 'typed' },
      translation: { source: 'author', language: 'so', text: 'Salaan' },
      shown: { language: 'so', text: 'Salaan', status: 'author' },
    };
    const summary = messageSummarySchema.parse({
      id: 'm1',
      subject: 'Salaan',
      content: 'Salaan',
      isRead: false,
      createdAt: '2026-11-20T15:00:00.000Z',
      sender: { id: 't1', name: null, role: 'teacher' },
      schoolNotice: false,
      texts: { subject: text, content: text },
      thread: {
        id: 'm1',
        studentId: null,
        unreadCount: 1,
        replyCount: 0,
        lastActivityAt: '2026-11-20T15:00:00.000Z',
        lastReply: null,
      },
    });
    expect(messageSchema.parse(summary)).toEqual({
      id: 'm1',
      subject: 'Salaan',
      content: 'Salaan',
      isRead: false,
      createdAt: '2026-11-20T15:00:00.000Z',
    });
  });
});

describe('the conversation routes', () => {
  const route = (method: string, path: string) =>
    API_ROUTES.find((r) => r.method === method && r.path === path);

  it('should be routed to messaging for any signed-in user (each service checks who)', () => {
    for (const [method, path] of [
      ['GET', '/api/messages/:id'],
      ['POST', '/api/messages/:id/replies'],
      ['GET', '/api/messages/:id/replies/:replyId/audio'],
      ['POST', '/api/conversations'],
    ] as const)
      expect(route(method, path)).toMatchObject({ service: 'messaging', auth: true });
  });

  it('should let the largest recording and its form fields through the gateway, as for voice uploads', () => {
    const limit = route('POST', '/api/messages/:id/replies')?.bodyLimit ?? 0;
    expect(limit).toBeGreaterThan(MESSAGE_AUDIO_MAX_BYTES);
    expect(limit).toBe(route('POST', '/api/voice/transcribe')?.bodyLimit);
  });
});
