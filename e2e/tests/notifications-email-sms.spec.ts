import type { APIRequestContext, Page } from '@playwright/test';
import {
  DEMO_USERS,
  apiSignedInAs,
  expect,
  shellText,
  signInThroughUi,
  teacherWritesToAbdisFamily,
} from '../support/fixtures';
import { test, type Outbox } from '../support/outbox';

const { amina, teacher, admin } = DEMO_USERS;
/** Amina's new address and number: unverified until she types the codes they receive. */
const EMAIL = 'amina.hassan.sms@example.org';
const PHONE = '+1 612 555 0166';
const E164 = '+16125550166';
/** Her answer by text message (the translator fake marks what it does not know with '[en] '). */
const REPLY = 'Mahadsanid, foomka waan saxiixi doonaa.';

interface ProfileText {
  edit: string;
  email: string;
  phone: string;
  updatedTitle: string;
  settings: { email: string; sms: string };
}
const so = (shellText('so') as { profile: ProfileText }).profile;
const saveSo = (shellText('so') as { actions: { save: string } }).actions.save;

/** The six digits of the latest code that reached her. */
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

interface VerifyText {
  verifySms: string;
  verifyEmail: string;
  codeLabel: string;
  confirm: string;
  status: { verified: string };
}
const verifySo = (shellText('so') as { profile: { verify: VerifyText } }).profile.verify;

/** On her profile: Verify, the dialog, the code she received typed in, Confirm; the row says Verified. */
async function verify(page: Page, channel: 'email' | 'sms', code: () => Promise<string>) {
  const row = page.locator(`.shell-contact[data-channel="${channel}"]`);
  await row
    .getByRole('button', {
      name: channel === 'sms' ? verifySo.verifySms : verifySo.verifyEmail,
    })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(verifySo.codeLabel).fill(await code());
  await dialog.getByRole('button', { name: verifySo.confirm, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText(verifySo.status.verified, { exact: true })).toBeVisible();
}

/** Waits until no page holds a live socket, so the gateway hands notifications to delivery. */
async function waitUntilOffline(adminApi: APIRequestContext) {
  await expect
    .poll(async () => {
      const overview = (await (await adminApi.get('/api/admin/overview')).json()) as {
        live: { connections: number };
      };
      return overview.live.connections;
    })
    .toBe(0);
}

/** Waits until delivery's queue has nothing left to do (nothing pending, sending or failed). */
async function waitUntilQueueIdle(adminApi: APIRequestContext) {
  await expect
    .poll(async () => {
      const view = (await (await adminApi.get('/api/admin/delivery')).json()) as {
        queue: Record<string, number>;
      };
      return (view.queue.pending ?? 0) + (view.queue.sending ?? 0) + (view.queue.failed ?? 0);
    })
    .toBe(0);
}

async function inbound(outbox: Outbox, api: APIRequestContext, body: string) {
  const { url, form, headers } = outbox.inbound(E164, body);
  const res = await api.post(url, { form, headers });
  expect(res.status()).toBe(200);
  return res.text();
}

test.describe('notifications by email and SMS', () => {
  test('Amina verifies a new address and number, gets a teacher’s message by email and SMS in Somali, answers by text into the thread, and STOP stops the texts', async ({
    page,
    browser,
    playwright,
    baseURL,
    outbox,
  }) => {
    test.setTimeout(90_000);
    const adminApi = await playwright.request.newContext({ baseURL });
    const adminLogin = await adminApi.post('/api/admin/login', {
      data: { username: admin.username, password: admin.password },
    });
    expect(adminLogin.status()).toBe(200);
    // Delivery really has both channels (configured from the outbox's environment).
    const channels = (await (await adminApi.get('/api/admin/delivery')).json()) as {
      channels: { channel: string; configured: boolean }[];
    };
    expect(channels.channels.filter((c) => c.configured).map((c) => c.channel)).toEqual(
      expect.arrayContaining(['email', 'sms']),
    );

    // Amina reads Somali: her profile says so (the text messages follow it, not this page).
    await signInThroughUi(page, amina);
    await page.getByRole('button', { name: 'Switch to Somali' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'so');
    await expect
      .poll(
        async () =>
          (
            (await (await page.request.get('/api/user/profile')).json()) as {
              language: string;
            }
          ).language,
      )
      .toBe('so');

    // A new address and number in the profile, then the switches: email on, SMS turned on.
    await page.goto('/profile');
    await page.getByRole('button', { name: so.edit }).first().click();
    await page.getByLabel(so.email).fill(EMAIL);
    await page.getByLabel(so.phone).fill(PHONE);
    await page.getByRole('button', { name: saveSo, exact: true }).click();
    await expect(
      page.getByRole('status').filter({ hasText: so.updatedTitle }).first(),
    ).toBeVisible();
    const emailSwitch = page.getByRole('switch', { name: so.settings.email });
    const smsSwitch = page.getByRole('switch', { name: so.settings.sms });
    await expect(emailSwitch).toBeChecked();
    await expect(smsSwitch).not.toBeChecked();
    await smsSwitch.click();
    await expect(smsSwitch).toBeChecked();
    await expect
      .poll(
        async () =>
          (
            (await (await page.request.get('/api/user/profile')).json()) as {
              notifications: { email: boolean; sms: boolean };
            }
          ).notifications,
      )
      .toMatchObject({ email: true, sms: true });

    // The codes arrive by email and by SMS, in Somali; typed back, they verify both.
    await verify(page, 'email', async () => {
      const mail = await outbox.mailTo(EMAIL);
      expect(mail.raw).toMatch(/^Subject: Koodhka District 742/m);
      return codeIn(outbox.textOf(mail));
    });
    await verify(page, 'sms', async () => {
      const text = await outbox.textTo(E164);
      expect(text.body).toMatch(/^Koodhka District 742: \d{6}\. Wuxuu dhacayaa 10 daqiiqo/);
      return codeIn(text.body);
    });

    // Her page closes: no live socket, so the notice goes by email and SMS.
    await page.goto('about:blank');
    await waitUntilOffline(adminApi);
    const teacherApi = await apiSignedInAs(playwright, baseURL!, teacher);
    const subject = `Field trip form ${Date.now()}`;
    await teacherWritesToAbdisFamily(teacherApi, subject);

    const mail = await outbox.mailTo(EMAIL, 2);
    expect(mail.raw).toMatch(/^Subject: Fariin cusub/m);
    expect(mail.raw).toMatch(/^Content-Language: so/m);
    const mailLink = new RegExp(`${baseURL}/messages/([0-9a-f]{24})`).exec(outbox.textOf(mail));
    expect(outbox.textOf(mail)).toContain('Fariin cusub oo ka timid Ms. Sarah Johnson');
    const threadId = mailLink?.[1] ?? '';
    expect(threadId).not.toBe('');

    const text = await outbox.textTo(E164, 2);
    expect(text.body).toBe(
      `District 742: Fariin cusub oo ka timid Ms. Sarah Johnson ${baseURL}/messages/${threadId} Jawaab JOOJI si aad u joojiso`,
    );
    expect(text.from).toBe(outbox.sms.from);

    // The link opens the conversation with the teacher's message.
    const parentThread = await page.request.get(`/api/messages/${threadId}`);
    expect(parentThread.status()).toBe(200);
    expect(JSON.stringify(await parentThread.json())).toContain(subject);

    // She answers the text; the provider posts it to our webhook, signed. It lands in the thread.
    const provider = await playwright.request.newContext();
    expect(await inbound(outbox, provider, REPLY)).toContain('<Response/>');
    const teacherPage = await browser.newPage();
    await signInThroughUi(teacherPage, teacher);
    await teacherPage.goto(`/staff/inbox?thread=${threadId}`);
    const entries = teacherPage.getByRole('list', { name: 'Messages in this conversation' });
    const smsReply = entries.getByRole('listitem').filter({ hasText: `[en] ${REPLY}` });
    await expect(smsReply).toBeVisible();
    await expect(smsReply.getByText('Machine translated from Somali')).toBeVisible();
    await teacherPage.screenshot({ path: 'test-results/notifications-sms-reply-en.png' });
    await teacherPage.close();

    // STOP (in Somali): confirmed in both languages; the next message comes by email only.
    const stopped = await inbound(outbox, provider, 'JOOJI');
    expect(stopped).toContain('Reply START to resume');
    expect(stopped).toContain('Jawaab BILOW');
    await waitUntilOffline(adminApi);
    await teacherWritesToAbdisFamily(teacherApi, `${subject} (2)`);
    await outbox.mailTo(EMAIL, 3);
    await waitUntilQueueIdle(adminApi);
    expect(outbox.texts.filter((m) => m.to === E164)).toHaveLength(2);

    await Promise.all([adminApi.dispose(), teacherApi.dispose(), provider.dispose()]);
  });
});
