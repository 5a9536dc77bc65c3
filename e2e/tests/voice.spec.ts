import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO_USERS, expect, signInThroughUi, test } from '../support/fixtures';
import { countPlayedAudio, playedAudio } from '../support/played-audio';

const readJson = <T>(file: string): T =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', '..', file), 'utf8')) as T;
const voiceSo = readJson<{
  common: { record: string; stop: string; play: string };
  listen: { listen: string; notAvailable: string };
  toasts: { processed: string; recordingFailed: string };
  capabilities: { chatOff: string; speechToTextOff: string; translationOff: string };
  voiceChat: { typeLabel: string; send: string };
}>('mfe-voice/src/locales/so.json');
const messagesSo = readJson<{ messages: { tabs: { voiceChat: string } } }>(
  'mfe-messaging/src/locales/so.json',
);

async function openVoiceChatInSomali(page: Page) {
  await signInThroughUi(page, DEMO_USERS.farah);
  await page.getByRole('button', { name: 'Switch to Somali' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'so');
  await page.goto('/messages');
  await page.getByRole('tab', { name: messagesSo.messages.tabs.voiceChat }).click();
}

test.describe('voice chat through the real voice service (providers are wire-format fakes)', () => {
  test('a parent speaks Somali into the microphone: the transcript, its English and the answer appear', async ({
    page,
  }) => {
    await countPlayedAudio(page);
    await openVoiceChatInSomali(page);
    await page.getByRole('button', { name: voiceSo.common.record, exact: true }).click();
    // Chromium's fake microphone plays espeak-ng speech (support/fake-microphone.ts).
    await page.waitForTimeout(2_500);
    await page.getByRole('button', { name: voiceSo.common.stop, exact: true }).click();

    // Speech to text (so-SO) → the parent's words; Translator → English; the assistant's answer,
    // translated back to Somali by the Translator fake ('[so] …' marks its work).
    await expect(page.getByText('Ilmahaygu ma qabaa shaqo guri maanta?')).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText('[so] Please check the Homework page for today.')).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: voiceSo.toasts.processed }),
    ).toBeVisible();
    await page.screenshot({ path: 'test-results/voice-chat-so.png', fullPage: true });

    // The spoken answer (Azure speech output, WAV from the fake) plays to its end.
    await page.getByRole('button', { name: voiceSo.common.play }).first().click();
    await expect.poll(() => playedAudio(page), { timeout: 10_000 }).toBeGreaterThan(0);
  });

  test('read-aloud on a message from school plays its speech', async ({ page }) => {
    await countPlayedAudio(page);
    await signInThroughUi(page, DEMO_USERS.farah);
    await page.getByRole('button', { name: 'Switch to Somali' }).click();
    await page.goto('/messages');
    const listen = page.getByRole('button', { name: voiceSo.listen.listen }).first();
    await expect(listen).toBeVisible();
    await listen.click();
    await expect.poll(() => playedAudio(page), { timeout: 10_000 }).toBeGreaterThan(0);
  });

  test('a denied microphone says so in the reader language', async ({ page }) => {
    await page.addInitScript(() => {
      // What a browser answers when the person refuses the microphone.
      const media = (navigator as unknown as { mediaDevices: { getUserMedia: unknown } })
        .mediaDevices;
      media.getUserMedia = () =>
        Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    await openVoiceChatInSomali(page);
    await page.getByRole('button', { name: voiceSo.common.record, exact: true }).click();
    await expect(
      page.getByRole('status').filter({ hasText: voiceSo.toasts.recordingFailed }),
    ).toBeVisible();
  });

  test('with no speech, translation or chat provider configured, every voice feature explains itself in Somali', async ({
    page,
    stack,
  }) => {
    test.setTimeout(120_000);
    // The same voice service, started as a district without provider keys would run it.
    await stack.stopService('voice');
    await stack.startService('voice', {
      VOICE_STT_PROVIDER: 'none',
      VOICE_TTS_PROVIDER: 'none',
      VOICE_TRANSLATION_PROVIDER: 'none',
      VOICE_CHAT_PROVIDER: 'none',
    });
    try {
      await openVoiceChatInSomali(page);
      await expect(
        page.getByRole('note').filter({ hasText: voiceSo.capabilities.chatOff }),
      ).toBeVisible();
      // Nothing to press that could only fail: the recorder is not offered.
      await expect(
        page.getByRole('button', { name: voiceSo.common.record, exact: true }),
      ).toHaveCount(0);

      // Read-aloud on a message says audio is not available (no server speech, no Somali browser voice).
      await page.goto('/messages');
      await expect(
        page.getByRole('note').filter({ hasText: voiceSo.listen.notAvailable }).first(),
      ).toBeVisible();

      // The More page's recorder and translator explain what is off, in Somali.
      await page.goto('/more');
      await expect(
        page.getByRole('note').filter({ hasText: voiceSo.capabilities.speechToTextOff }).first(),
      ).toBeVisible();
      await expect(
        page.getByRole('note').filter({ hasText: voiceSo.capabilities.translationOff }).first(),
      ).toBeVisible();
      await page.screenshot({ path: 'test-results/voice-unconfigured-so.png', fullPage: true });
    } finally {
      await stack.stopService('voice');
      await stack.startService('voice');
    }
  });

  test('with speech recognition off, the parent types the question in Somali and still gets the answer', async ({
    page,
    stack,
  }) => {
    test.setTimeout(120_000);
    await stack.stopService('voice');
    await stack.startService('voice', { VOICE_STT_PROVIDER: 'none' });
    try {
      await openVoiceChatInSomali(page);
      await expect(
        page.getByRole('note').filter({ hasText: voiceSo.capabilities.speechToTextOff }),
      ).toBeVisible();
      await expect(
        page.getByRole('button', { name: voiceSo.common.record, exact: true }),
      ).toHaveCount(0);
      const send = page.getByRole('button', { name: voiceSo.voiceChat.send, exact: true });
      await expect(send).toBeDisabled();
      await page
        .getByRole('textbox', { name: voiceSo.voiceChat.typeLabel })
        .fill('Ilmahaygu ma qabaa shaqo guri maanta?');
      await send.click();
      // The typed Somali went through the translator and the assistant; the answer came back in Somali.
      await expect(page.getByText('[so] Please check the Homework page for today.')).toBeVisible({
        timeout: 20_000,
      });
      await page.screenshot({ path: 'test-results/voice-typed-so.png', fullPage: true });
    } finally {
      await stack.stopService('voice');
      await stack.startService('voice');
    }
  });
});
