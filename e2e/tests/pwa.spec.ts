import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '@d742/stack';
import {
  DEMO_STUDENTS,
  DEMO_USERS,
  expect,
  shellText,
  signInThroughUi,
  test,
} from '../support/fixtures';

/** Issue 15: the installable, offline-ready portal (decision 020). */
const SHELL_SW = path.resolve(__dirname, '..', '..', 'shell', 'dist', 'sw.js');
const API_CACHE = 'd742-api';
const child = DEMO_STUDENTS.hodan;
const offlineWrite = (shellText('en').errors as { offlineWrite: string }).offlineWrite;
type PwaText = {
  install: { title: string; action: string; later: string };
  offline: { title: string };
  update: { title: string; text: string; action: string };
};
const pwaText = (lang: 'so' | 'en') =>
  JSON.parse(
    fs.readFileSync(
      path.resolve(__dirname, '..', '..', `shell/src/features/pwa/locales/${lang}.json`),
      'utf8',
    ),
  ) as PwaText;
const pwaEn = pwaText('en');
/** The signed-out page speaks Somali, the default. */
const pwaSo = pwaText('so');

/** What the specs read of the page's window (the e2e project has no DOM typings). */
interface PageWindow {
  navigator: {
    serviceWorker: {
      controller: object | null;
      ready: Promise<{
        scope: string;
        update(): Promise<void>;
        waiting: object | null;
        active: { state: string } | null;
      }>;
    };
  };
  caches: { has(name: string): Promise<boolean> };
  dispatchEvent(event: Event): boolean;
  requestAnimationFrame(callback: () => void): number;
}

/** The page's main text once it has stopped changing (answers render in slices, decision 032). */
async function settledText(page: import('@playwright/test').Page): Promise<string> {
  let last: string | null = null;
  await expect
    .poll(
      async () => {
        const now = await page.locator('main').innerText();
        const settled = now === last;
        last = now;
        return settled;
      },
      { intervals: [400] },
    )
    .toBe(true);
  return last ?? '';
}

/** Waits until the service worker controls the page (it claims the page on its first install). */
async function controlled(page: import('@playwright/test').Page): Promise<string> {
  await page.waitForFunction(
    () => (globalThis as unknown as PageWindow).navigator.serviceWorker?.controller !== null,
    undefined,
    {
      timeout: 20_000,
    },
  );
  return page.evaluate(
    async () => (await (globalThis as unknown as PageWindow).navigator.serviceWorker.ready).scope,
  );
}

/**
 * Chromium's install offer, as a page script sees it. Playwright's contexts are off the record,
 * where Chromium never offers installation itself: this is the only offer such a page gets.
 */
async function browserOffersInstall(page: import('@playwright/test').Page): Promise<void> {
  // The PWA layer (it renders this container) loads after the page's load event.
  await expect(page.locator('.pwa-notices')).toBeAttached();
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => undefined,
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    (globalThis as unknown as PageWindow).dispatchEvent(offer);
  });
}

/** Until the page has painted what it had to render by now (two frames). */
async function painted(page: import('@playwright/test').Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) =>
        (globalThis as unknown as PageWindow).requestAnimationFrame(() =>
          (globalThis as unknown as PageWindow).requestAnimationFrame(done),
        ),
      ),
  );
}

test.describe('installable, offline-ready portal', () => {
  test('the manifest, icons and service worker are what an installable app needs', async ({
    page,
    request,
    baseURL,
  }) => {
    const res = await request.get('/manifest.webmanifest');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await res.json()) as Record<string, unknown> & {
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      lang: 'so',
      name: 'Bogga Qoysaska ee District 742',
      short_name: 'District 742',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
      background_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
    });
    const english = (await (await request.get('/manifest.en.webmanifest')).json()) as {
      name: string;
      lang: string;
    };
    expect(english).toMatchObject({ lang: 'en', name: 'District 742 Family Portal' });
    for (const size of [192, 512]) {
      const icon = manifest.icons.find(
        (i) => i.sizes === `${size}x${size}` && i.purpose === 'maskable',
      );
      expect(icon, `maskable ${size} icon`).toBeTruthy();
      const png = await request.get(icon!.src);
      expect(png.headers()['content-type']).toBe('image/png');
      const bytes = await png.body();
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([size, size]);
    }
    const sw = await request.get('/sw.js');
    expect(sw.headers()['cache-control']).toBe('no-cache');
    expect(sw.headers()['service-worker-allowed']).toBe('/');

    await page.goto('/');
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    );
    await expect(page.locator('head link[rel="apple-touch-icon"]')).toHaveCount(1);
    expect(await controlled(page)).toBe(`${baseURL}/`);
  });

  test("Chromium's installability check reports no errors", async ({ baseURL }) => {
    // Playwright's usual contexts are off the record, where Chromium never offers installation:
    // a persistent profile is a normal one.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'd742-pwa-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath(),
      args: [...CHROMIUM_ARGS],
    });
    try {
      const page = await context.newPage();
      await page.goto(`${baseURL}/`);
      await controlled(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const { url, errors } = await cdp.send('Page.getAppManifest');
      expect(url).toBe(`${baseURL}/manifest.webmanifest`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  });

  test('offline, the last-seen grades stay readable with the offline indicator; writes are refused; sign-out clears them', async ({
    page,
    context,
  }) => {
    await signInThroughUi(page, DEMO_USERS.amina);
    await controlled(page);
    // What she reads online: her profile, then the grades.
    await page.goto('/profile');
    await expect(page.getByRole('button', { name: 'Edit' }).first()).toBeVisible();
    await page.goto('/grades');
    const card = page.getByText(child.firstName, { exact: false }).first();
    await expect(card).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Grades' }).first()).toBeVisible();
    // The list itself, not only its card: answers render in slices (decision 032).
    await expect(page.getByRole('main').getByText('Points').first()).toBeVisible();
    const seen = await settledText(page);

    await context.setOffline(true);
    await page.reload();
    const indicator = page.getByTestId('offline-indicator');
    await expect(indicator).toContainText(pwaEn.offline.title);
    await expect(indicator).toContainText(/updated (just now|\d+ minutes? ago)/);
    await expect(page.getByRole('heading', { name: 'Grades' }).first()).toBeVisible();
    await expect(card).toBeVisible();
    expect(await settledText(page)).toBe(seen);

    // A change while offline: refused in the reader's language, and nothing reaches the server.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Profile' })
      .click();
    await page.getByRole('button', { name: 'Edit' }).first().click();
    await page.getByLabel('First name').fill('Aamina');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expect(page.getByText(offlineWrite).first()).toBeVisible();

    await context.setOffline(false);
    await expect(indicator).toBeHidden();
    expect(
      await page.evaluate(
        (name) => (globalThis as unknown as PageWindow).caches.has(name),
        API_CACHE,
      ),
    ).toBe(true);
    await page.getByRole('button', { name: /account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByText('Parent Portal Access')).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate((name) => (globalThis as unknown as PageWindow).caches.has(name), API_CACHE),
      )
      .toBe(false);
  });

  test('a new service worker version shows the update notice, and Update reloads into it', async ({
    page,
  }) => {
    await page.goto('/');
    await controlled(page);
    const original = fs.readFileSync(SHELL_SW, 'utf8');
    try {
      fs.writeFileSync(SHELL_SW, `${original}\n// e2e: a new deployment\n`);
      await page.evaluate(async () =>
        (await (globalThis as unknown as PageWindow).navigator.serviceWorker.ready).update(),
      );
      const notice = page.getByRole('status').filter({ hasText: pwaSo.update.title });
      await expect(notice).toContainText(pwaSo.update.text, { timeout: 20_000 });
      await page.evaluate(() => Object.assign(globalThis, { beforeUpdate: true }));
      const reloaded = page.waitForEvent('load');
      await notice.getByRole('button', { name: pwaSo.update.action }).click();
      await reloaded;
      expect(await page.evaluate(() => 'beforeUpdate' in globalThis)).toBe(false);
      await expect(notice).toBeHidden();
      const waiting = await page.evaluate(async () => {
        const registration = await (globalThis as unknown as PageWindow).navigator.serviceWorker
          .ready;
        return { waiting: registration.waiting !== null, active: registration.active?.state };
      });
      expect(waiting).toEqual({ waiting: false, active: 'activated' });
    } finally {
      fs.writeFileSync(SHELL_SW, original);
    }
  });

  test('the install banner waits for the parent to use the page, and Later keeps it away on the next visit', async ({
    page,
  }) => {
    await signInThroughUi(page, DEMO_USERS.amina);
    // A visit as every day: a new page load, signed in, nothing done on it yet.
    await page.reload();
    const home = page.getByRole('main').getByRole('heading').first();
    await expect(home).toBeVisible();
    const banner = page.getByRole('region', { name: pwaEn.install.title });

    await browserOffersInstall(page);
    await painted(page);
    await expect(banner).toBeHidden();

    await home.click();
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button', { name: pwaEn.install.action })).toBeVisible();
    await banner.getByRole('button', { name: pwaEn.install.later }).click();
    await expect(banner).toBeHidden();

    await page.reload();
    await expect(home).toBeVisible();
    await browserOffersInstall(page);
    await home.click();
    await painted(page);
    await expect(banner).toBeHidden();
  });
});
