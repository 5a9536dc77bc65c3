import { DEMO_USERS } from '@d742/demo-data';
import { userSchema } from '@d742/contracts';
import { Browser, startHarness, type Harness } from '../testing-app';

const PATH = '/api/auth/passcode';
const farah = DEMO_USERS.farah;
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

let ipCounter = 0;
const newBrowser = () => new Browser(h, `198.51.100.${++ipCounter}`);

describe('POST /api/auth/passcode', () => {
  it('needs the access-code grant first (403)', async () => {
    const res = await newBrowser().post(PATH, { passcode: farah.passcode });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('ACCESS_CODE_REQUIRED');
  });

  it('needs a device that signed in with the password before (401)', async () => {
    const browser = newBrowser();
    await browser.grantAccess();
    const res = await browser.post(PATH, { passcode: farah.passcode });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      error: 'Sign in with your password on this device first to use your passcode.',
      code: 'PASSCODE_DEVICE_UNKNOWN',
    });
  });

  it('signs in with the passcode on a remembered device', async () => {
    const browser = newBrowser();
    await browser.signIn(farah);
    await browser.post('/api/auth/logout');
    expect(browser.cookies.has('d742_sid')).toBe(false);

    const res = await browser.post(PATH, { passcode: farah.passcode });
    expect(res.status).toBe(200);
    expect(userSchema.parse(res.body).id).toBe(farah.id);
    expect(browser.cookies.has('d742_sid')).toBe(true);
  });

  it('answers a wrong passcode with 401 and an empty one with 400', async () => {
    const browser = newBrowser();
    await browser.signIn(farah);
    const wrong = await browser.post(PATH, { passcode: '000000' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: 'Invalid passcode', code: 'INVALID_PASSCODE' });
    const empty = await browser.post(PATH, { passcode: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('Please enter your passcode');
    expect((await browser.post(PATH, { passcode: '1234567' })).status).toBe(400);
  });

  it('after 5 wrong passcodes the device must use the password again', async () => {
    const browser = newBrowser();
    await browser.signIn(farah);
    for (let i = 0; i < 4; i++)
      expect((await browser.post(PATH, { passcode: `99999${i}` })).status).toBe(401);
    const fifth = await browser.post(PATH, { passcode: '999999' });
    expect(fifth.status).toBe(429);
    expect(fifth.body.code).toBe('PASSCODE_BLOCKED');
    expect(browser.cookies.has('d742_device')).toBe(false);

    await browser.signIn(farah);
    expect((await browser.post(PATH, { passcode: farah.passcode })).status).toBe(200);
  });

  it('keeps a blocked device blocked even after the 15-minute window', async () => {
    const browser = newBrowser();
    await browser.signIn(farah);
    const device = browser.cookies.get('d742_device');
    for (let i = 0; i < 5; i++) await browser.post(PATH, { passcode: '999999' });
    h.clock.advance(60 * 60_000);
    await browser.grantAccess();
    browser.cookies.set('d742_device', device!);
    const res = await browser.post(PATH, { passcode: farah.passcode });
    expect(res.status).toBe(429);
  });
});
