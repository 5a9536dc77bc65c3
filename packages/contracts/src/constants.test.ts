import { API_ROUTES } from './api';
import { GRADE_POINTS, gradeTone, priorityBorder } from './constants';
import { GRADE_LETTERS } from './academics';
import { clientLiveMessageSchema, serverLiveMessageSchema } from './live';

describe('gradeTone(grade)', () => {
  it.each([
    ['A+', 'success'],
    ['A', 'success'],
    ['B+', 'primary'],
    ['B', 'primary'],
    ['C+', 'warning'],
    ['C', 'warning'],
    ['D', 'error'],
    ['F', 'error'],
    ['P', 'neutral'],
    ['', 'neutral'],
  ])('should colour %s as %s', (grade, tone) => {
    expect(gradeTone(grade)).toBe(tone);
  });
});

describe('priorityBorder(priority)', () => {
  it('should be red for high, yellow for normal and green otherwise', () => {
    expect([
      priorityBorder('high'),
      priorityBorder('normal'),
      priorityBorder('low'),
      priorityBorder('x'),
    ]).toEqual(['red', 'yellow', 'green', 'green']);
  });
});

describe('GRADE_POINTS', () => {
  it('should give points to every letter a grade entry may carry', () => {
    for (const letter of GRADE_LETTERS) expect(GRADE_POINTS[letter]).toEqual(expect.any(Number));
  });
});

describe('API_ROUTES', () => {
  const key = (m: string, p: string) => `${m} ${p}`;
  const table = new Set(API_ROUTES.map((r) => key(r.method, r.path)));

  it('should contain every call of spec section 7 exactly once', () => {
    const spec = [
      'GET /api/user/profile',
      'GET /api/students',
      'GET /api/students/:id/assignments/pending',
      'GET /api/students/:id/assignments',
      'GET /api/students/:id/grades',
      'GET /api/students/:id/behavior-reports',
      'GET /api/students/:id/health-alerts',
      'GET /api/updates',
      'GET /api/messages',
      'GET /api/messages/unread-count',
      'PATCH /api/messages/:id/read',
      'GET /api/events',
      'GET /api/system/status',
      'GET /api/auth/google',
      'POST /api/auth/verify-access-code',
      'POST /api/auth/login',
      'POST /api/auth/passcode',
      'POST /api/auth/register',
      'POST /api/voice/chat-complete',
      'POST /api/voice/transcribe',
      'POST /api/voice/translate',
      'POST /api/voice/speak',
    ];
    for (const call of spec) expect(table.has(call)).toBe(true);
    expect(table.size).toBe(API_ROUTES.length);
  });

  it('should leave only sign-in, registration, access-code, sign-out calls and the SMS provider’s webhook open to signed-out users', () => {
    const open = API_ROUTES.filter((r) => !r.auth).map((r) => r.path);
    expect(open.sort()).toEqual(
      [
        '/api/admin/login',
        '/api/admin/sign-in-info',
        '/api/auth/login',
        '/api/auth/logout',
        '/api/auth/passcode',
        '/api/auth/register',
        '/api/auth/verify-access-code',
        // Signed by the SMS provider (X-Twilio-Signature), checked by delivery.
        '/api/sms/inbound',
      ].sort(),
    );
  });

  it('should keep every administrators route behind the admin role', () => {
    const admin = API_ROUTES.filter((r) => r.path.startsWith('/api/admin/') && r.auth);
    expect(admin.length).toBeGreaterThanOrEqual(7);
    for (const r of admin) expect(r.roles).toEqual(['admin']);
    expect(API_ROUTES.filter((r) => r.roles && !r.path.startsWith('/api/admin/'))).toEqual([]);
  });
});

describe('live messages', () => {
  it('should parse every incoming type of the spec', () => {
    const incoming = [
      { type: 'auth_success', userId: 'u1', role: 'parent' },
      { type: 'notification', title: 'T', message: 'M' },
      { type: 'grade_update', subject: 'Math', grade: 'A' },
      { type: 'attendance_alert', message: 'Absent', i18n: { so: 'Maqan', en: 'Absent' } },
      { type: 'new_message', senderName: 'Ms. Johnson' },
      { type: 'new_message', senderName: 'Amina Hassan', threadId: '64c202000200000000000001' },
      { type: 'system_alert', message: 'Down', severity: 'high' },
    ];
    for (const m of incoming) expect(serverLiveMessageSchema.safeParse(m).success).toBe(true);
  });

  it('should refuse unknown types and malformed client messages', () => {
    expect(serverLiveMessageSchema.safeParse({ type: 'mystery' }).success).toBe(false);
    expect(
      clientLiveMessageSchema.safeParse({ type: 'auth', userId: '', role: 'parent' }).success,
    ).toBe(false);
    expect(
      clientLiveMessageSchema.safeParse({ type: 'auth', userId: 'u1', role: 'superuser' }).success,
    ).toBe(false);
    expect(clientLiveMessageSchema.safeParse({ type: 'join_room', room: 'district' }).success).toBe(
      true,
    );
  });
});
