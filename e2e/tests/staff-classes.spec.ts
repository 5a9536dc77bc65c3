import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page, Response } from '@playwright/test';
import {
  DEMO_USERS,
  expect,
  languageSwitchName,
  shellText,
  signInThroughUi,
  test,
} from '../support/fixtures';

const academics = (lang: 'so' | 'en') =>
  JSON.parse(
    fs.readFileSync(
      path.resolve(__dirname, '..', '..', 'mfe-academics', 'src', 'locales', `${lang}.json`),
      'utf8',
    ),
  ) as {
    absence: { open: string; reason: string; speak: string; submit: string };
    conference: { title: string; book: string; status: { booked: string } };
    calendar: {
      events: { title: string; type: { conference: string } };
      attendance: { title: string; records: string; status: { absent: string } };
    };
    state: { viewAll: string; showLess: string };
  };
const so = academics('so');
const voiceSo = JSON.parse(
  fs.readFileSync(
    path.resolve(__dirname, '..', '..', 'mfe-voice', 'src', 'locales', 'so.json'),
    'utf8',
  ),
) as { common: { record: string; stop: string }; voiceMessageRecorder: { keep: string } };
const shellSo = shellText('so') as {
  live: { status: { connected: string }; attendanceAlert: { title: string } };
};

/** A POST to a path containing `part` (its toast may be gone on a busy machine; the answer stays). */
const posted = (part: string) => (response: Response) =>
  response.request().method() === 'POST' && new URL(response.url()).pathname.includes(part);

/** What the phone shows (412 px wide), scrolled so that `at` starts at the top of the screen. */
async function shot(page: Page, name: string, at?: Locator) {
  if (at)
    await at.evaluate((el) => {
      el.scrollIntoView({ block: 'start' });
      el.ownerDocument.defaultView?.scrollBy(0, -72); // below the sticky header
    });
  await page.screenshot({ path: `test-results/staff-classes/${name}.png` });
}

test.describe('staff workspace: my classes', () => {
  test('a teacher takes attendance and offers a conference; the Somali parent reports an absence, hears the alert live and books the time; both calendars show it', async ({
    browser,
    baseURL,
  }) => {
    // Two people, a recording, a booking: longer than the default minute on a busy machine.
    test.setTimeout(180_000);
    const teacherContext = await browser.newContext({ baseURL });
    const aminaContext = await browser.newContext({ baseURL });
    const teacher = await teacherContext.newPage();
    const amina = await aminaContext.newPage();
    await signInThroughUi(teacher, DEMO_USERS.teacher);
    await signInThroughUi(amina, DEMO_USERS.amina);
    await amina.getByRole('button', { name: 'Switch to Somali' }).click();
    await expect(amina.locator('html')).toHaveAttribute('lang', 'so');
    await expect(amina.getByText(shellSo.live.status.connected)).toBeVisible();

    // The teacher opens the workspace from the bottom bar: it opens on 'My classes'.
    await teacher
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Workspace' })
      .click();
    await expect(teacher).toHaveURL(/\/staff\/classes$/);
    await expect(teacher.getByRole('heading', { level: 2, name: 'My classes' })).toBeVisible();
    const math = teacher.getByRole('article', { name: 'Math, grades 5–8' });
    await expect(math.getByRole('listitem').filter({ hasText: 'Abdi Hassan' })).toContainText(
      'Somali',
    );
    await shot(teacher, 'teacher-classes-en');
    await math.getByRole('button', { name: 'Open class' }).click();
    const row = (name: string) => teacher.getByRole('group', { name });
    await expect(row('Abdi Hassan')).toBeVisible();
    // Farah's seeded report for Ifrah: excused, with her reason as she wrote it.
    await expect(row('Ifrah Warsame')).toContainText('Excused – reported by parent');
    await expect(row('Ifrah Warsame').getByRole('radio', { name: 'Excused' })).toBeChecked();

    // Amina, in Somali, reports from Hodan's card that Hodan stays home today.
    const hodanCard = amina.getByRole('article', { name: 'Hodan Hassan' });
    await hodanCard.getByRole('button', { name: so.absence.open }).click();
    // The reason may be spoken: the voice remote's recorder (Chromium's fake microphone, the
    // speech fake's Somali transcript) fills the reason box when she keeps the recording.
    await hodanCard.getByRole('button', { name: so.absence.speak }).click();
    await hodanCard.getByRole('button', { name: voiceSo.common.record, exact: true }).click();
    await amina.waitForTimeout(2_500);
    await hodanCard.getByRole('button', { name: voiceSo.common.stop, exact: true }).click();
    const keep = hodanCard.getByRole('button', { name: voiceSo.voiceMessageRecorder.keep });
    await expect(hodanCard.getByText('Ilmahaygu ma qabaa shaqo guri maanta?')).toBeVisible({
      timeout: 20_000,
    });
    await shot(
      amina,
      'parent-absence-voice-so',
      hodanCard.getByLabel(so.absence.reason, { exact: true }),
    );
    await keep.click();
    await expect(hodanCard.getByLabel(so.absence.reason, { exact: true })).toHaveValue(
      'Ilmahaygu ma qabaa shaqo guri maanta?',
    );
    await hodanCard.getByRole('button', { name: so.absence.speak }).click();
    await hodanCard
      .getByLabel(so.absence.reason, { exact: true })
      .fill('Hodan way xanuunsan tahay.');
    await shot(amina, 'parent-absence-so', hodanCard);
    const reported = amina.waitForResponse(posted('/absence-reports'));
    await hodanCard.getByRole('button', { name: so.absence.submit }).click();
    expect((await reported).ok()).toBe(true);
    await expect(hodanCard.getByText('Hodan way xanuunsan tahay.').last()).toBeVisible();

    // The teacher's open screen shows it at once: Hodan excused, reported by a parent.
    await expect(row('Hodan Hassan')).toContainText('Excused – reported by parent');
    await expect(row('Hodan Hassan')).toContainText('Hodan way xanuunsan tahay.');
    await expect(row('Hodan Hassan').getByRole('radio', { name: 'Excused' })).toBeChecked();

    // Abdi absent with one tap (present again first if an earlier run left him absent today).
    const abdiAbsent = row('Abdi Hassan').getByRole('radio', { name: 'Absent' });
    if (await abdiAbsent.isChecked()) {
      await row('Abdi Hassan').getByRole('radio', { name: 'Present' }).click();
      const reset = teacher.waitForResponse(posted('/attendance'));
      await teacher.getByRole('button', { name: 'Save attendance' }).click();
      expect((await reset).status()).toBe(200);
    }
    await abdiAbsent.click();
    await shot(teacher, 'teacher-attendance-en', row('Abdi Hassan'));
    await shot(teacher, 'teacher-attendance-en-2', row('Ifrah Warsame'));
    const saved = teacher.waitForResponse(posted('/attendance'));
    await teacher.getByRole('button', { name: 'Save attendance' }).click();
    expect((await saved).status()).toBe(200);
    await expect(abdiAbsent).toBeChecked();

    // Amina's open page is told at once, in Somali: the bell counts it and lists it.
    const bell = amina.getByRole('banner').getByRole('button', { name: /^Ogeysiisyada/ });
    await bell.click();
    const told = amina
      .getByRole('dialog')
      .getByRole('listitem')
      .filter({ hasText: shellSo.live.attendanceAlert.title })
      .filter({ hasText: /Abdi maanta \(\d{4}-\d\d-\d\d\) dugsiga ma iman\./ });
    await expect(told).toBeVisible({ timeout: 10_000 });
    const today = /\((\d{4}-\d\d-\d\d)\)/.exec(await told.innerText())![1]!;
    await shot(amina, 'parent-attendance-alert-so');
    await amina.keyboard.press('Escape');

    // She opens her calendar: Abdi's latest five days start with today's absence (the service
    // reads them month by month), and the whole year comes when she asks for it.
    await amina.goto('/calendar');
    await expect(amina.getByRole('heading', { level: 1, name: 'Jadwalka' })).toBeVisible();
    const abdiAttendance = amina.getByRole('region', {
      name: so.calendar.attendance.title.replace('{{name}}', 'Abdi'),
    });
    const abdiDays = abdiAttendance
      .getByRole('list', { name: so.calendar.attendance.records })
      .getByRole('listitem');
    await expect(abdiDays).toHaveCount(5);
    await expect(abdiDays.first().locator('time')).toHaveAttribute('datetime', today);
    await expect(abdiDays.first()).toContainText(so.calendar.attendance.status.absent);
    await abdiAttendance.getByRole('button', { name: so.state.viewAll }).click();
    await expect(abdiAttendance.getByRole('button', { name: so.state.showLess })).toBeVisible();
    await expect.poll(() => abdiDays.count()).toBeGreaterThan(5);
    await expect(abdiDays.first().locator('time')).toHaveAttribute('datetime', today);
    await shot(amina, 'parent-attendance-all-so', abdiAttendance);
    await abdiAttendance.getByRole('button', { name: so.state.showLess }).click();
    await expect(abdiDays).toHaveCount(5);
    const note = `Abdi's math, ${Date.now()}`;
    await teacher.getByRole('tab', { name: 'Conferences' }).click();
    await teacher.getByLabel('Student').selectOption({ label: 'Abdi Hassan' });
    const slot = teacher.getByRole('group', { name: 'Time 1' });
    const offeredTime = await slot.getByLabel('Start').inputValue();
    await teacher.getByLabel('Note to the family (optional)').fill(note);
    await shot(
      teacher,
      'teacher-conference-offer-en',
      teacher.getByRole('heading', { name: 'Offer conference times' }),
    );
    const offered = teacher.waitForResponse(posted('/api/conferences'));
    await teacher.getByRole('button', { name: 'Offer these times' }).click();
    expect((await offered).status()).toBe(201);
    const teacherConference = teacher.getByRole('article', { name: 'Abdi Hassan' }).filter({
      hasText: note,
    });
    await expect(teacherConference).toContainText('Offered');

    // Amina's calendar shows the invitation without a reload; she picks the time.
    const invitation = amina
      .getByRole('article', { name: so.conference.title.replace('{{name}}', 'Abdi Hassan') })
      .filter({ hasText: note });
    await expect(invitation).toBeVisible({ timeout: 10_000 });
    await invitation.getByRole('radio').first().check();
    await shot(amina, 'parent-invitation-so', invitation);
    const booked = amina.waitForResponse(posted('/book'));
    await invitation.getByRole('button', { name: so.conference.book }).click();
    expect((await booked).status()).toBe(200);
    await expect(invitation).toContainText(so.conference.status.booked);
    const aminaEvents = amina.getByRole('region', { name: so.calendar.events.title });
    const aminaEvent = aminaEvents
      .getByRole('listitem')
      .filter({ hasText: 'Shir waalidka iyo macallinka: Abdi' })
      .filter({ hasText: note });
    await expect(aminaEvent).toContainText(so.calendar.events.type.conference);
    await expect(aminaEvent).toContainText(offeredTime);
    await shot(amina, 'parent-calendar-so', aminaEvents);
    await shot(amina, 'parent-booked-so', invitation);

    // The teacher hears of the booking live, and her calendar shows the conference too.
    await expect(teacherConference).toContainText('Booked', { timeout: 10_000 });
    await expect(teacherConference).toContainText('Picked time:');
    await shot(teacher, 'teacher-conferences-en', teacherConference);
    await teacher.goto('/calendar');
    const teacherEvent = teacher
      .getByRole('region', { name: 'Upcoming events' })
      .getByRole('listitem')
      .filter({ hasText: 'Parent-teacher conference: Abdi' })
      .filter({ hasText: note });
    await expect(teacherEvent).toContainText('Conference');
    await shot(
      teacher,
      'teacher-calendar-en',
      teacher.getByRole('region', { name: 'Upcoming events' }),
    );

    // The same screens in the other language.
    await teacher.getByRole('button', { name: 'Switch to Somali' }).click();
    await expect(teacher.locator('html')).toHaveAttribute('lang', 'so');
    await teacher.goto('/staff/classes?class=64c107000000000000000001&section=attendance');
    await expect(teacher.getByRole('group', { name: 'Abdi Hassan' })).toBeVisible();
    await expect(
      teacher
        .getByRole('group', { name: 'Abdi Hassan' })
        .getByRole('radio', { name: 'Maqnaansho' }),
    ).toBeChecked();
    await shot(teacher, 'teacher-attendance-so', teacher.getByRole('tablist'));
    await shot(
      teacher,
      'teacher-attendance-so-2',
      teacher.getByRole('group', { name: 'Ifrah Warsame' }),
    );
    await teacher.goto('/staff/classes?class=64c107000000000000000001&section=conferences');
    await expect(teacher.getByRole('article', { name: 'Abdi Hassan' }).first()).toBeVisible();
    await shot(
      teacher,
      'teacher-conferences-so',
      teacher.getByRole('heading', { name: 'Shirarka aad bixisay' }),
    );
    await shot(teacher, 'teacher-offer-so', teacher.getByRole('tablist'));
    await amina.getByRole('button', { name: languageSwitchName('so') }).click();
    await expect(amina.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      amina.getByRole('article', { name: 'Parent-teacher conference: Abdi Hassan' }).first(),
    ).toBeVisible();
    await shot(
      amina,
      'parent-calendar-en',
      amina.getByRole('region', { name: 'Parent-teacher conferences' }),
    );

    // A parent at /staff gets the not-found page, as for a page that does not exist.
    await amina.goto('/staff');
    await expect(amina.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(amina.getByText('My classes')).toHaveCount(0);

    await teacherContext.close();
    await aminaContext.close();
  });
});
