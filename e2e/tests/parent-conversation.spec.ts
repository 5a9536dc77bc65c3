import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO_USERS, apiSignedInAs, expect, signInThroughUi, test } from '../support/fixtures';

const readJson = <T>(file: string): T =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', '..', file), 'utf8')) as T;
interface MessagingText {
  translation: { machine: string; showOriginal: string; hideOriginal: string };
  thread: { back: string; entries: string };
  reply: { label: string; send: string; record: string; recording: string };
  compose: {
    open: string;
    child: string;
    teacher: string;
    topic: string;
    message: string;
    handedOver: string;
  };
}
const so = readJson<MessagingText>('mfe-messaging/src/locales/so.json');
const en = readJson<MessagingText>('mfe-messaging/src/locales/en.json');
const voiceSo = readJson<{
  common: { record: string; stop: string; sendToTeacher: string };
  voiceMessageRecorder: { keep: string };
  voiceTranslator: { textLabel: string; translate: string };
}>('mfe-voice/src/locales/so.json');

/** The parts of `GET /api/messages/{id}` (packages/contracts messaging.ts) this test reads. */
interface Text {
  original: { language: string; text: string; origin: string };
  translation: { source: string; language: string; text?: string };
  shown: { language: string; text: string; status: string };
}
interface Reply {
  sender: { id: string; role: string };
  content: Text | null;
  audio: { url: string; bytes: number; transcript: Text | null } | null;
}
interface ThreadResponse {
  replies: Reply[];
}

/** The seeded conversation (services/messaging/src/seed/conversations.ts), in the translator's Somali. */
const SEEDED = {
  subject: 'Akhriska Abdi ee guriga',
  english: 'Hello Mrs. Hassan, Abdi is reading much better this month.',
  somali: 'Salaan Marwo Xasan, Abdi si weyn ayuu ugu horumaray akhriska bishan.',
  untranslated: 'Wonderful! I will send three books home on Friday.',
};
/** The speech fake hears this in any Somali recording; the e2e translator fake knows its English. */
const SPOKEN = {
  so: 'Ilmahaygu ma qabaa shaqo guri maanta?',
  en: 'Does my child have homework today?',
};
const TYPED = 'Waan saxiixi doonaa buugga akhriska fiid kasta.';

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/${name}.png`, fullPage: true });
}

test.describe('a parent’s conversation with a teacher', () => {
  test('Amina reads Ms. Johnson in Somali, answers by text and by voice; the teacher gets both in English; Amina writes to a teacher', async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await signInThroughUi(page, DEMO_USERS.amina);
    await page.getByRole('button', { name: 'Switch to Somali' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'so');
    await page.goto('/messages');

    // The list: the thread with the teacher's real name, its translation honestly marked.
    const item = page.getByRole('article', { name: SEEDED.subject });
    await expect(item).toContainText('Ka yimid: Ms. Sarah Johnson, Macallin');
    await expect(item).toContainText(so.translation.machine);
    await screenshot(page, 'parent-conversation-list-so');
    await item.getByRole('link', { name: SEEDED.subject }).click();
    await expect(page).toHaveURL(/\/messages\/[0-9a-f]{24}$/);
    const messageId = page.url().split('/').pop()!;

    // The teacher's English, machine translated into Somali; 'show original' shows the English.
    const entries = page.getByRole('list', { name: so.thread.entries });
    const opening = entries.getByRole('article').first();
    await expect(opening).toContainText(SEEDED.somali);
    await expect(opening).toContainText(so.translation.machine);
    await expect(opening.getByText(SEEDED.english)).toBeHidden();
    await opening.getByRole('button', { name: so.translation.showOriginal }).click();
    await expect(opening.getByText(SEEDED.english)).toBeVisible();
    await expect(opening.getByRole('button', { name: so.translation.hideOriginal })).toBeVisible();
    // Sent while no translator was configured: the English as written, marked not translated.
    await expect(
      entries.getByRole('article').filter({ hasText: SEEDED.untranslated }),
    ).toContainText('Lama turjumin (asalka oo Ingiriisi ah)');
    await screenshot(page, 'parent-conversation-thread-so');

    // A typed Somali reply.
    const send = page.getByRole('button', { name: so.reply.send, exact: true });
    await expect(send).toBeDisabled();
    await page.getByRole('textbox', { name: so.reply.label }).fill(TYPED);
    await send.click();
    await expect(entries.getByRole('article').filter({ hasText: TYPED })).toContainText('Adiga');
    await expect(page.getByRole('textbox', { name: so.reply.label })).toHaveValue('');

    // A voice reply through the voice remote's recorder (Chromium's fake microphone speaks).
    await page.getByRole('button', { name: so.reply.record }).click();
    await page.getByRole('button', { name: voiceSo.common.record, exact: true }).click();
    await page.waitForTimeout(2_500);
    await page.getByRole('button', { name: voiceSo.common.stop, exact: true }).click();
    await expect(page.getByText(SPOKEN.so).first()).toBeVisible({ timeout: 20_000 });
    await screenshot(page, 'parent-conversation-recorder-so');
    await page.getByRole('button', { name: voiceSo.voiceMessageRecorder.keep }).click();
    await expect(page.getByRole('group', { name: so.reply.recording })).toBeVisible();
    await send.click();
    const voiceEntry = entries
      .getByRole('article')
      .filter({ has: page.locator('audio') })
      .last();
    await expect(voiceEntry).toContainText(SPOKEN.so, { timeout: 20_000 });
    await expect(page.getByRole('group', { name: so.reply.recording })).toHaveCount(0);
    await screenshot(page, 'parent-conversation-replied-so');
    // The browser loads the recording from the API's stream (how long it is depends on how much
    // the fake microphone delivered on a busy machine).
    const player = voiceEntry.locator('audio');
    await player.evaluate((audio: { load(): void }) => audio.load());
    await expect
      .poll(() => player.evaluate((audio: { duration: number }) => audio.duration), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);

    // The teacher's side, through the API: both replies with their English stored at send time.
    const teacher = await apiSignedInAs(playwright, baseURL!, DEMO_USERS.teacher);
    const answer = await teacher.get(`/api/messages/${messageId}`, {
      headers: { 'Accept-Language': 'en' },
    });
    expect(answer.status()).toBe(200);
    const thread = (await answer.json()) as ThreadResponse;
    const typed = thread.replies.find((r) => r.content?.original.text === TYPED) as Reply;
    expect(typed.sender).toMatchObject({ id: DEMO_USERS.amina.id, role: 'parent' });
    expect(typed.content).toMatchObject({
      original: { language: 'so', origin: 'typed' },
      translation: { source: 'machine', language: 'en', text: `[en] ${TYPED}` },
      shown: { language: 'en', status: 'machine', text: `[en] ${TYPED}` },
    });
    const spoken = thread.replies.find((r) => r.audio !== null) as Reply;
    expect(spoken.audio).toMatchObject({
      contentType: 'audio/wav',
      transcription: 'done',
      transcript: {
        original: { language: 'so', text: SPOKEN.so, origin: 'transcript' },
        translation: { source: 'machine', language: 'en', text: SPOKEN.en },
        shown: { status: 'machine', text: SPOKEN.en },
      },
    });
    const audioUrl = spoken.audio!.url;
    const part = await teacher.get(audioUrl, { headers: { Range: 'bytes=0-99' } });
    expect(part.status()).toBe(206);
    expect(part.headers()['content-range']).toBe(`bytes 0-99/${spoken.audio!.bytes}`);
    const head = await part.body();
    expect(head).toHaveLength(100);
    expect(head.subarray(0, 4).toString('ascii')).toBe('RIFF');
    await teacher.dispose();

    // The same thread in English: her words as she wrote them, the teacher's marked.
    await page.getByRole('button', { name: 'U beddel Ingiriisi' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page.getByRole('heading', { level: 2, name: "Abdi's reading at home" }),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: en.translation.showOriginal }).first(),
    ).toBeVisible();
    await screenshot(page, 'parent-conversation-thread-en');
    await page.getByRole('link', { name: en.thread.back }).click();
    await expect(page.getByRole('link', { name: en.compose.open })).toBeVisible();
    await screenshot(page, 'parent-conversation-list-en');
    await page.getByRole('button', { name: 'Switch to Somali' }).click();

    // A new conversation with a teacher of her child.
    await page.getByRole('link', { name: so.compose.open }).click();
    await expect(page).toHaveURL(/\/messages\/new$/);
    await page
      .getByRole('group', { name: so.compose.child })
      .getByRole('radio', { name: 'Hodan Hassan' })
      .check();
    const teachers = page.getByRole('group', { name: so.compose.teacher });
    await teachers.getByRole('radio', { name: /Mr\. Ahmed Nur/ }).check();
    await expect(teachers.getByRole('radio', { name: /Ms\. Sarah Johnson/ })).toBeVisible();
    const topic = `Kulanka fasalka ${Date.now()}`;
    await page.getByRole('textbox', { name: so.compose.topic }).fill(topic);
    await page
      .getByRole('textbox', { name: so.compose.message })
      .fill('Ma kula kulmi karaa toddobaadka soo socda?');
    await screenshot(page, 'parent-conversation-compose-so');
    await page.getByRole('button', { name: so.reply.send, exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: topic })).toBeVisible();
    await expect(page).toHaveURL(/\/messages\/[0-9a-f]{24}$/);
    await expect(entries.getByRole('article').first()).toContainText(
      'Ma kula kulmi karaa toddobaadka soo socda?',
    );

    // From the More page's translator: her words go to a teacher in a new thread.
    const words = 'Abdi berri wuu maqnaan doonaa.';
    await page.goto('/more');
    await page.getByRole('textbox', { name: voiceSo.voiceTranslator.textLabel }).fill(words);
    await page.getByRole('button', { name: voiceSo.voiceTranslator.translate }).click();
    await expect(page.getByText(`[en] ${words}`)).toBeVisible({ timeout: 10_000 });
    await page.getByRole('button', { name: voiceSo.common.sendToTeacher }).click();
    await expect(page).toHaveURL(/\/messages\/new$/);
    await expect(page.getByText(so.compose.handedOver)).toBeVisible();
    await expect(page.getByRole('textbox', { name: so.compose.message })).toHaveValue(words);
    await page
      .getByRole('group', { name: so.compose.child })
      .getByRole('radio', { name: 'Abdi Hassan' })
      .check();
    await page
      .getByRole('group', { name: so.compose.teacher })
      .getByRole('radio', { name: /Ms\. Sarah Johnson/ })
      .check();
    await page.getByRole('textbox', { name: so.compose.topic }).fill('Maqnaansho berri');
    await screenshot(page, 'parent-conversation-from-translator-so');
    await page.getByRole('button', { name: so.reply.send, exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Maqnaansho berri' })).toBeVisible();
    await expect(entries.getByRole('article').first()).toContainText(words);

    // Mr. Nur has it in his threads, in English over the translator fake.
    const nur = await apiSignedInAs(playwright, baseURL!, DEMO_USERS.teacher2);
    const list = (await (
      await nur.get('/api/messages', { headers: { 'Accept-Language': 'en' } })
    ).json()) as Array<{ texts: { subject: Text } }>;
    expect(
      list.find((m) => m.texts.subject.original.text === topic)?.texts.subject.shown.text,
    ).toBe(`[en] ${topic}`);
    await nur.dispose();
  });
});
