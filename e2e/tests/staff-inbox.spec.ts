import fs from 'node:fs';
import path from 'node:path';
import type { MessageSummary } from '@d742/contracts';
import { makeWav } from '../../services/voice/test/fakes';
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
const shellSo = shellText('so') as { staff: { nav: { inbox: string; compose: string } } };

/** What the translator fake answers for this Somali sentence (e2e/support/fixtures.ts); the speech fake hears it in Somali recordings. */
const SOMALI = 'Ilmahaygu ma qabaa shaqo guri maanta?';
const ENGLISH = 'Does my child have homework today?';

test.describe('the staff inbox and compose', () => {
  test("a teacher sends a checked absence template; the family's Somali text and voice replies arrive live, translated and playable", async ({
    page,
    playwright,
    baseURL,
  }) => {
    await countPlayedAudio(page);
    await signInThroughUi(page, DEMO_USERS.teacher);
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

    // Amina reads it in Somali: the school's own text, not a machine's.
    const amina = await apiSignedInAs(playwright, baseURL!, DEMO_USERS.amina);
    const list = (await (
      await amina.get('/api/messages', { headers: { 'Accept-Language': 'so' } })
    ).json()) as MessageSummary[];
    const absence = list.find((m) => m.templateId === 'absence');
    expect(absence?.subject).toBe('Maqnaansho: Abdi, Jimce, 20 Nofembar 2026');
    expect(absence?.texts.content.translation.source).toBe('author');
    expect(absence?.texts.content.shown).toMatchObject({ language: 'so', status: 'author' });

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

    const typed = await amina.post(`/api/messages/${absence!.id}/replies`, {
      data: { content: SOMALI, language: 'so' },
    });
    expect(typed.status()).toBe(201);
    const textReply = entries.getByRole('listitem').nth(1);
    await expect(textReply.getByText(ENGLISH)).toBeVisible({ timeout: 10_000 });
    await expect(textReply.getByText('Machine translated from Somali')).toBeVisible();

    const spoken = await amina.post(`/api/messages/${absence!.id}/replies`, {
      multipart: {
        language: 'so',
        audio: { name: 'reply.wav', mimeType: 'audio/wav', buffer: makeWav({ seconds: 1.5 }) },
      },
    });
    expect(spoken.status()).toBe(201);
    const voiceReply = entries.getByRole('listitem').nth(2);
    await expect(voiceReply.getByText('Transcript')).toBeVisible({ timeout: 10_000 });
    await expect(voiceReply.getByText(ENGLISH)).toBeVisible();
    await expect(voiceReply.getByText('Machine translated from Somali')).toBeVisible();

    // 'Show original' gives Amina's own Somali words.
    await textReply.getByRole('button', { name: 'Show original' }).click();
    await expect(textReply.getByText(SOMALI)).toBeVisible();
    await expect(textReply.getByText('Original (Somali)')).toBeVisible();

    // The recording streams from the server and plays to its end.
    const player = voiceReply.getByLabel('Voice reply, 2 seconds');
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
    await amina.dispose();
  });
});
