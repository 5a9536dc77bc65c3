import { userSchema } from '@d742/contracts';
import { DEMO_USERS } from '@d742/demo-data';
import { userModel } from '../models/user.model';
import { createSensitiveData } from '../security/sensitive-data';
import { Browser, startHarness, type Harness } from '../testing-app';

const PATH = '/api/auth/register';
const TEACHER_CODE = 'TEACH-742';
let h: Harness;

beforeAll(async () => {
  h = await startHarness({ TEACHER_REGISTRATION_CODE: TEACHER_CODE });
});
afterAll(() => h.close());

let n = 0;
function form(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    firstName: 'Sahra',
    lastName: 'Ali',
    email: `sahra.ali.${n}@example.org`,
    password: 'Waalid-2025!',
    confirmPassword: 'Waalid-2025!',
    passcode: '',
    confirmPasscode: '',
    dateOfBirth: '',
    ssn: '',
    phoneNumber: '',
    role: 'parent',
    studentId: '',
    teacherCode: '',
    department: '',
    ...overrides,
  };
}

async function granted(): Promise<Browser> {
  const browser = new Browser(h, `198.51.100.${n + 1}`);
  await browser.grantAccess();
  return browser;
}

const countUsers = () => userModel(h.connection).countDocuments().exec();

describe('POST /api/auth/register', () => {
  it('needs the access-code grant first (403)', async () => {
    const res = await new Browser(h).post(PATH, form());
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('ACCESS_CODE_REQUIRED');
  });

  it('creates a parent and signs them in (201 + session cookies)', async () => {
    const browser = await granted();
    const res = await browser.post(
      PATH,
      form({ email: 'New.Parent@Example.org', phoneNumber: '+1 612 555 0199' }),
      {
        'accept-language': 'en',
      },
    );
    expect(res.status).toBe(201);
    const user = userSchema.parse(res.body);
    expect(user).toMatchObject({
      email: 'new.parent@example.org',
      role: 'parent',
      phone: '+1 612 555 0199',
      language: 'en',
    });
    expect(browser.cookies.has('d742_sid')).toBe(true);
    expect(browser.cookies.has('d742_device')).toBe(true);

    const login = await browser.post('/api/auth/login', {
      username: 'new.parent@example.org',
      password: 'Waalid-2025!',
    });
    expect(login.status).toBe(200);
  });

  it.each([
    ['first name', { firstName: ' ' }, 'First name is required'],
    ['last name', { lastName: '' }, 'Last name is required'],
    ['email', { email: 'not-an-email' }, 'Email address is not valid'],
    [
      'password length',
      { password: 'short', confirmPassword: 'short' },
      'Password must have at least 8 characters',
    ],
    ['password match', { confirmPassword: 'Different-2025!' }, 'Passwords do not match!'],
    ['passcode match', { passcode: '1234', confirmPasscode: '4321' }, 'Passcodes do not match!'],
    [
      'passcode length',
      { passcode: '12', confirmPasscode: '12' },
      'Passcode must have 4 to 6 characters',
    ],
    [
      'passcode max',
      { passcode: '1234567', confirmPasscode: '1234567' },
      'Passcode has at most 6 characters',
    ],
    ['date of birth', { dateOfBirth: '01/02/2000' }, 'Date of birth must be YYYY-MM-DD'],
    ['ssn', { ssn: '12-34' }, 'SSN must have 9 digits'],
    ['administrator role', { role: 'admin' }, expect.any(String)],
  ])('rejects a bad %s with 400 and writes nothing', async (_rule, overrides, message) => {
    const browser = await granted();
    const before = await countUsers();
    const res = await browser.post(PATH, form(overrides));
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual(message);
    expect(await countUsers()).toBe(before);
    expect(browser.cookies.has('d742_sid')).toBe(false);
  });

  it('refuses an email that already has an account (409), whatever its case', async () => {
    const browser = await granted();
    const res = await browser.post(PATH, form({ email: DEMO_USERS.amina.email.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('An account with this email already exists');

    const email = 'twice@example.org';
    expect((await browser.post(PATH, form({ email }))).status).toBe(201);
    expect((await browser.post(PATH, form({ email }))).status).toBe(409);
  });

  it('leaves student accounts to the school (403)', async () => {
    const res = await (await granted()).post(PATH, form({ role: 'student' }));
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('Student accounts are created by the school');
  });

  it('lets a teacher register only with the district teacher code', async () => {
    const browser = await granted();
    expect((await browser.post(PATH, form({ role: 'teacher' }))).status).toBe(403);
    expect((await browser.post(PATH, form({ role: 'teacher', teacherCode: 'GUESS' }))).status).toBe(
      403,
    );
    const ok = await browser.post(
      PATH,
      form({ role: 'teacher', teacherCode: TEACHER_CODE, department: 'Math' }),
    );
    expect(ok.status).toBe(201);
    expect(ok.body.role).toBe('teacher');
  });

  it('lets a community client register', async () => {
    const res = await (await granted()).post(PATH, form({ role: 'client' }));
    expect(res.status).toBe(201);
    expect(res.body.role).toBe('client');
  });

  it('never stores ssn or date of birth in plain text, and never returns them', async () => {
    const browser = await granted();
    const email = 'private@example.org';
    const res = await browser.post(
      PATH,
      form({
        email,
        ssn: '123-45-6789',
        dateOfBirth: '1990-04-17',
        passcode: '2468',
        confirmPasscode: '2468',
      }),
    );
    expect(res.status).toBe(201);
    expect(JSON.stringify(res.body)).not.toMatch(/6789|1990|ssn|dateOfBirth|Hash/i);

    const raw = await h.connection.collection('users').findOne({ email });
    const stored = JSON.stringify(raw);
    expect(stored).not.toContain('123-45-6789');
    expect(stored).not.toContain('123456789');
    expect(stored).not.toContain('1990-04-17');
    expect(stored).not.toContain('Waalid-2025!');
    expect(raw).toMatchObject({
      ssnLast4: '6789',
      ssnHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(raw?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(raw?.passcodeHash).toMatch(/^\$argon2id\$/);
    expect(
      createSensitiveData(h.config.internalSecret).decryptDateOfBirth(
        raw?.dateOfBirthEncrypted as string,
      ),
    ).toBe('1990-04-17');
  });
});
