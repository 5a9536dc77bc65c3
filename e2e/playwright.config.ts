import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '@d742/stack';
import { FAKE_MICROPHONE_WAV } from './support/fake-microphone';

/**
 * Real Chromium against the real stack (gateway, services, remotes, embedded database), started by
 * the worker-scoped `stack` fixture in support/fixtures.ts. Debian's chromium is used when present
 * (no browser download here); elsewhere Playwright's own Chromium works after `npx playwright install`.
 */
const executablePath = chromiumPath();

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/fake-microphone.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    viewport: { width: 412, height: 915 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        ...CHROMIUM_ARGS,
        // A microphone that plays the spoken WAV made by the global setup, allowed without a prompt.
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-audio-capture=${FAKE_MICROPHONE_WAV}`,
      ],
    },
  },
});
