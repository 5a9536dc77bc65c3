import fs from 'node:fs';
import path from 'node:path';
import type { MessageSummary } from '@d742/contracts';
import {
  DEMO_USERS,
  apiSignedInAs,
  expect,
  shellText,
  signInThroughUi,
  test,
} from '../support/fixtures';
import { countPlayedAudio, playedAudio } from '../support/played-audio';

const staffSo = JSON.parse(
  fs.readFileSync(
    path.resolve(__dirname, '..', '..', 'mfe-messaging', 'src', 'staff', 'locales', 'so.json'),
    'utf8',
  ),
) as {
  thread: { messagesLabel: string };
  text: { machine: string; showOriginal: string };
  audio: { transcript: string };
  compose: { title: string };
};
const shellSo = shellText('so') as {
  staff: { nav: { inbox: string; compose: string } };
  live: { status: { connected: string } };
};
const readJson = <T>(file: string): T =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', '..', file), 'utf8')) as T;
const parentSo = readJson<{
  thread: { entries: string };
  reply: { label: string; send: string; record: string; recording: string };
}>('mfe-messaging/src/locales/so.json');
const voiceSo = readJson<{
  common: { record: string; stop: string };
  voiceMessageRecorder: { keep: string };
}>('mfe-voice/src/locales/so.json');

/** What the translator fake answers for this Somali sentence (e2e/support/fixtures.ts); the speech fake hears it in Somali recordings. */
const SOMALI = 'Ilmahaygu ma qabaa shaqo guri maanta?';
const ENGLISH = 'Does my child have homework today?';
/** A typed reply the translator fake does not know: its English is marked '[en] '. */
const TYPED = 'Abdi wuu xanuunsanaa, waan ka raali ahay.';

test.describe('the staff inbox and compose', () => {
  test("a teacher sends a checked absence template; the Somali parent reads it live and answers by text and voice; both replies arrive live in the teacher's inbox, translated and playable", async ({
    page,
    browser,
    playwright,
    baseURL,
  }) => {
    // Two people and a recording: longer than the default minute on a busy machine.
    test.setTimeout(180_000);
    await countPlayedAudio(page);
    await signInThroughUi(page, DEMO_USERS.teacher);
    // Amina, side by side in her own browser, in Somali, on her messages.
    const aminaContext = await browser.newContext({ baseURL });
    const parent = await aminaContext.newPage();
    await signInThroughUi(parent, DEMO_USERS.amina);
    await parent.getByRole('button', { name: 'Switch to Somali' }).click();
    await expect(parent.locator('html')).toHaveAttribute('lang', 'so');
    await expect(parent.getByText(shellSo.live.status.connected)).toBeVisible();
    await parent.goto('/messages');

    await page.goto('/staff/compose');
    await expect(page.getByRole('heading', { level: 2, name: 'Write to families' })).toBeVisible();

    await page.getByRole('combobox', { name: 'Student' }).click();
    await page.getByRole('option', { name: 'Abdi Hassan' }).click();
    await page.getByRole('combobox', { name: 'Message type' }).click();
    await page.getByRole('option', { name: 'Absence' }).click();
    await expect(page.getByLabel("Student's first name")).toHaveValue('Abdi');
    await page.getByLabel('Date', { exact: true }).fill('2026-11-20');

    // Both languages before sending: the school's own Somali, with the date in Somali.
    const somaliPreview = page.getByRole('region', { name: 'Somali', exact: true });
    await expect(somaliPreview).toContainText('Maqnaansho: Abdi, Jimce, 20 Nofembar 2026');
    await expect(somaliPreview).toContainText('loo qoray maqnaansho dugsiga');
    await expect(page.getByRole('region', { name: 'English', exact: true })).toContainText(
      'Absence: Abdi, Friday, November 20, 2026',
    );
    await page.screenshot({ path: 'test-results/staff-compose-en.png', fullPage: true });
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    // The toast itself (its role=status announcement lasts only a second).
    await expect(
      page.getByRole('region', { name: 'Notification' }).getByText('Sent to 1 family'),
    ).toBeVisible();

    // Amina's open list shows it at once, in the school's own Somali (not a machine's).
    const subjectSo = 'Maqnaansho: Abdi, Jimce, 20 Nofembar 2026';
    const arrived = parent.getByRole('article', { name: subjectSo }).first();
    await expect(arrived).toBeVisible({ timeout: 10_000 });
    await parent.screenshot({ path: 'test-results/staff-inbox-parent-list-so.png' });
    const amina = await apiSignedInAs(playwright, baseURL!, DEMO_USERS.amina);
    const list = (await (
      await amina.get('/api/messages', { headers: { 'Accept-Language': 'so' } })
    ).json()) as MessageSummary[];
    const absence = list.find((m) => m.templateId === 'absence');
    expect(absence?.subject).toBe(subjectSo);
    expect(absence?.texts.content.translation.source).toBe('author');
    expect(absence?.texts.content.shown).toMatchObject({ language: 'so', status: 'author' });
    await amina.dispose();

    // The teacher opens the conversation; the family answers while it is open.
    await page
      .getByRole('navigation', { name: 'Staff workspace sections' })
      .getByRole('link', { name: 'Conversations' })
      .click();
    const conversation = page.getByRole('button', {
      name: 'Absence: Abdi, Friday, November 20, 2026',
    });
    await expect(conversation).toBeVisible();
    await page.screenshot({ path: 'test-results/staff-inbox-list-en.png' });
    await conversation.click();
    const entries = page.getByRole('list', { name: 'Messages in this conversation' });
    await expect(entries.getByRole('listitem')).toHaveCount(1);

    // Amina answers in Somali, typed, in her own browser.
    await arrived.getByRole('link', { name: subjectSo }).click();
    await expect(parent).toHaveURL(/\/messages\/[0-9a-f]{24}$/);
    const send = parent.getByRole('button', { name: parentSo.reply.send, exact: true });
    await parent.getByRole('textbox', { name: parentSo.reply.label }).fill(TYPED);
    await send.click();
    const parentEntries = parent.getByRole('list', { name: parentSo.thread.entries });
    await expect(parentEntries.getByRole('article').filter({ hasText: TYPED })).toBeVisible();
    const textReply = entries.getByRole('listitem').nth(1);
    await expect(textReply.getByText(`[en] ${TYPED}`)).toBeVisible({ timeout: 10_000 });
    await expect(textReply.getByText('Machine translated from Somali')).toBeVisible();

    // ...and by voice: the voice remote's recorder, Chromium's fake microphone, the speech fake.
    await parent.getByRole('button', { name: parentSo.reply.record }).click();
    await parent.getByRole('button', { name: voiceSo.common.record, exact: true }).click();
    await parent.waitForTimeout(2_500);
    await parent.getByRole('button', { name: voiceSo.common.stop, exact: true }).click();
    await expect(parent.getByText(SOMALI).first()).toBeVisible({ timeout: 20_000 });
    await parent.getByRole('button', { name: voiceSo.voiceMessageRecorder.keep }).click();
    await expect(parent.getByRole('group', { name: parentSo.reply.recording })).toBeVisible();
    await send.click();
    await expect(parent.getByRole('group', { name: parentSo.reply.recording })).toHaveCount(0, {
      timeout: 20_000,
    });
    await parent.screenshot({ path: 'test-results/staff-inbox-parent-replied-so.png' });

    const voiceReply = entries.getByRole('listitem').nth(2);
    await expect(voiceReply.getByText('Transcript')).toBeVisible({ timeout: 10_000 });
    await expect(voiceReply.getByText(ENGLISH)).toBeVisible();
    await expect(voiceReply.getByText('Machine translated from Somali')).toBeVisible();

    // 'Show original' gives Amina's own Somali words.
    await textReply.getByRole('button', { name: 'Show original' }).click();
    await expect(textReply.getByText(TYPED, { exact: true })).toBeVisible();
    await expect(textReply.getByText('Original (Somali)')).toBeVisible();

    // The recording streams from the server and plays to its end.
    const player = voiceReply.locator('audio');
    await player.evaluate((audio: { play(): Promise<void> }) => audio.play());
    await expect.poll(() => playedAudio(page), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.screenshot({ path: 'test-results/staff-inbox-en.png', fullPage: true });
    await voiceReply.evaluate((entry) => entry.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: 'test-results/staff-inbox-voice-en.png' });

    // The same conversation and the compose form in Somali.
    await page.getByRole('button', { name: 'Switch to Somali' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'so');
    const entriesSo = page.getByRole('list', { name: staffSo.thread.messagesLabel });
    await expect(entriesSo.getByText(staffSo.audio.transcript)).toBeVisible();
    await page.screenshot({ path: 'test-results/staff-inbox-so.png', fullPage: true });
    await page
      .getByRole('navigation')
      .getByRole('link', { name: shellSo.staff.nav.compose })
      .click();
    await expect(
      page.getByRole('heading', { level: 2, name: staffSo.compose.title }),
    ).toBeVisible();
    await page.screenshot({ path: 'test-results/staff-compose-so.png', fullPage: true });
    await aminaContext.close();
  });
});
