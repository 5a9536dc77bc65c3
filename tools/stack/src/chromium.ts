import { existsSync } from 'node:fs';

/**
 * Debian's chromium when present (no browser download here); CHROMIUM_PATH overrides. Undefined
 * lets Playwright use its own Chromium (after `npx playwright install`, elsewhere).
 */
export function chromiumPath(): string | undefined {
  return (
    process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)
  );
}

/** Headless Chromium in a container: the e2e suite and the benchmarks start it with these. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
