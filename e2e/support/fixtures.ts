import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { defaultPorts, NO_RATE_LIMITS, startStack, type RunningStack } from '@d742/stack';
import { DEMO_ACCESS_CODE, DEMO_STUDENTS, DEMO_USERS } from '@d742/demo-data';
import {
  FAKE_CHAT_KEY,
  FAKE_SPEECH_KEY,
  FAKE_TRANSLATOR_KEY,
  FAKE_TRANSLATOR_REGION,
  startAzureSpeechFake,
  startChatFake,
  startTranslatorFake,
} from '../../services/voice/test/fakes';

/** Ports shifted by 10000 so the suite can run beside a developer's `npm start`. */
export const E2E_PORT_OFFSET = Number(process.env.D742_E2E_PORT_OFFSET ?? 10000);
/** Where a test publishes another build of a remote; the gateway allow-lists exactly this origin. */
export const E2E_BUILD_PORT = 3100 + E2E_PORT_OFFSET;
export const E2E_BUILD_ORIGIN = `http://127.0.0.1:${E2E_BUILD_PORT}`;

/** The gateway's address for this run (the stack's `url`), known before it starts. */
export const E2E_GATEWAY_URL = `http://127.0.0.1:${defaultPorts(E2E_PORT_OFFSET).gateway}`;

export interface StackWorkerFixtures {
  /**
   * Extra environment for every server of this worker's stack (none by default). A test file that
   * overrides it (e.g. support/outbox.ts) gets a stack of its own; the other specs are unaffected.
   */
  stackEnv: NodeJS.ProcessEnv;
  stack: RunningStack;
}

export const test = base.extend<object, StackWorkerFixtures>({
  stackEnv: [{}, { scope: 'worker', option: true }],
  stack: [
    async ({ stackEnv }, use) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'd742-e2e-'));
      const lines: string[] = [];
      // The paid speech, translation and chat APIs cannot run here: loopback fakes speaking their
      // exact wire formats stand in (services/voice/test/fakes), and the voice service is pointed at them.
      const fakes = await Promise.all([
        startAzureSpeechFake(),
        startTranslatorFake({
          dictionary: {
            'Ilmahaygu ma qabaa shaqo guri maanta?': 'Does my child have homework today?',
          },
        }),
        startChatFake({ reply: 'Please check the Homework page for today.' }),
      ]);
      const [speech, translator, chat] = fakes;
      const stack = await startStack({
        dataDir,
        throwawayData: true,
        ports: defaultPorts(E2E_PORT_OFFSET),
        demoMode: true,
        env: {
          // One browser on one loopback address, much faster than a parent: nothing is refused.
          ...NO_RATE_LIMITS,
          REMOTE_ALLOWED_ORIGINS: E2E_BUILD_ORIGIN,
          AZURE_SPEECH_KEY: FAKE_SPEECH_KEY,
          AZURE_SPEECH_REGION: 'westeurope',
          AZURE_SPEECH_STT_ENDPOINT: speech.url,
          AZURE_SPEECH_TTS_ENDPOINT: speech.url,
          // WAV output: the fake then answers real audio the browser can play.
          AZURE_TTS_OUTPUT_FORMAT: 'riff-24khz-16bit-mono-pcm',
          AZURE_TRANSLATOR_KEY: FAKE_TRANSLATOR_KEY,
          AZURE_TRANSLATOR_REGION: FAKE_TRANSLATOR_REGION,
          AZURE_TRANSLATOR_ENDPOINT: translator.url,
          CHAT_API_KEY: FAKE_CHAT_KEY,
          CHAT_BASE_URL: chat.url,
          ...stackEnv,
        },
        log: (l) => lines.push(l),
      }).catch((err: Error) => {
        console.error(lines.join('\n'));
        throw err;
      });
      await use(stack);
      await stack.stop();
      await Promise.all(fakes.map((f) => f.close()));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ stack }, use) => use(stack.url),
});

export { expect };
export { DEMO_ACCESS_CODE, DEMO_STUDENTS, DEMO_USERS };

/**
 * Somali and English resources of the shell ('common': what every page shows and the signed-in
 * sections), so tests assert the real strings.
 */
export function shellText(lang: 'so' | 'en'): Record<string, unknown> {
  const dir = path.resolve(__dirname, '..', '..', 'packages', 'i18n', 'src', 'locales', lang);
  const read = (file: string) =>
    JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>;
  return { ...read('common.json'), ...read('common-app.json') };
}

/** The header's short language switch, named by the code it shows first ('EN – U beddel Ingiriisi'). */
export function languageSwitchName(lang: 'so' | 'en'): string {
  const { language } = shellText(lang) as { language: { switchTo: string; toggleShort: string } };
  return language.switchTo.replace('{{code}}', language.toggleShort);
}

/**
 * Waits until the page is React's: a signed-out visit first shows the sign-in form the gateway
 * sent pre-rendered (decision 031), a signed-in visit of `/` the home it rendered (decision 034),
 * whose buttons do nothing until the script takes over.
 */
export async function untilLive(page: Page): Promise<void> {
  await expect(page.locator('#root[data-prerendered]:not([data-live])')).toHaveCount(0);
}

export async function switchToEnglish(page: Page): Promise<void> {
  await untilLive(page);
  await page.getByRole('button', { name: 'English', exact: true }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

type DemoUser = (typeof DEMO_USERS)[keyof typeof DEMO_USERS];

/** Signs in through the real UI: the access-code gate first, then the password form. */
export async function signInThroughUi(
  page: Page,
  user: { username: string; password: string },
): Promise<void> {
  await page.goto('/');
  await switchToEnglish(page);
  await page.getByLabel('Username or email').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Authorized Access Required' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox').fill(DEMO_ACCESS_CODE);
  await dialog.getByRole('button', { name: 'Verify Access' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  // The bottom bar by name: the dashboard's quick actions are a navigation too.
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
}

/** An API client signed in as `user` (through the same gate as the browser). */
export async function apiSignedInAs(
  playwright: import('@playwright/test').PlaywrightWorkerArgs['playwright'],
  baseURL: string,
  user: DemoUser,
) {
  const ctx = await playwright.request.newContext({ baseURL });
  const grant = await ctx.post('/api/auth/verify-access-code', {
    data: { accessCode: DEMO_ACCESS_CODE },
  });
  expect(grant.ok()).toBe(true);
  const login = await ctx.post('/api/auth/login', {
    data: { username: user.username, password: user.password },
  });
  expect(login.status()).toBe(200);
  return ctx;
}

/**
 * Ms. Johnson (signed in as `teacher`) writes to Abdi's family, Amina, through the API, in English
 * and without an idempotency key (one family).
 */
export async function teacherWritesToAbdisFamily(
  teacher: import('@playwright/test').APIRequestContext,
  subject: string,
): Promise<void> {
  const sent = await teacher.post('/api/messages', {
    data: {
      subject,
      content: 'Please sign the field trip form by Friday.',
      language: 'en',
      audience: { type: 'student', studentId: DEMO_STUDENTS.abdi.id },
    },
  });
  expect(sent.status()).toBe(201);
}

/** A remote's own locale file (mfe-<remote>/src/locales/<lang>.json), typed by the keys a test reads. */
export function remoteLocale<T>(
  remote: 'academics' | 'messaging' | 'voice' | 'reports',
  lang: 'so' | 'en',
): T {
  const file = path.resolve(
    __dirname,
    '..',
    '..',
    `mfe-${remote}`,
    'src',
    'locales',
    `${lang}.json`,
  );
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

/** Leaf strings of a remote's or the shell's locale file. */
export function localeStrings(file: string): string[] {
  const walk = (v: unknown): string[] =>
    typeof v === 'string' ? [v] : v && typeof v === 'object' ? Object.values(v).flatMap(walk) : [];
  return walk(JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', '..', file), 'utf8')));
}
