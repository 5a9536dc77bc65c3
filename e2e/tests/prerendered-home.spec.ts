import type { Page } from '@playwright/test';
import {
  DEMO_ACCESS_CODE,
  DEMO_USERS,
  expect,
  remoteLocale,
  shellText,
  test,
  untilLive,
} from '../support/fixtures';

interface HomeTexts {
  app: { title: string };
  home: { greeting: string; title: string };
  nav: { home: string; grades: string; label: string };
}
const so = shellText('so') as unknown as HomeTexts;
const en = shellText('en') as unknown as HomeTexts;
/** The academics remote's dashboard heading (decision 035: it comes with the page). */
const childrenHeading = (lang: 'so' | 'en') =>
  remoteLocale<{ dashboard: { title: string } }>('academics', lang).dashboard.title;
const greeting = (texts: HomeTexts, firstName: string) =>
  texts.home.greeting.replace('{{firstName}}', firstName);

/** Signs `page`'s browser in as Amina through the API (the cookies land in the browser). */
async function signInAsAmina(page: Page): Promise<void> {
  const request = page.context().request;
  const grant = await request.post('/api/auth/verify-access-code', {
    data: { accessCode: DEMO_ACCESS_CODE },
  });
  expect(grant.ok()).toBe(true);
  const login = await request.post('/api/auth/login', {
    data: { username: DEMO_USERS.amina.username, password: DEMO_USERS.amina.password },
  });
  expect(login.status()).toBe(200);
}

/** Saves `language` to the signed-in account, as the profile page does. */
async function setAccountLanguage(page: Page, language: 'so' | 'en'): Promise<void> {
  const saved = await page.context().request.patch('/api/user/profile', { data: { language } });
  expect(saved.ok()).toBe(true);
}

// Decision 034: a signed-in visit of `/` gets the parent's home in its HTML.
test.describe('the signed-in home on a slow phone', () => {
  test("shows the parent's header, greeting and navigation before any script, in her language", async ({
    page,
    context,
  }) => {
    await signInAsAmina(page);
    // The page is in her account's language (other tests may have left it in English).
    await setAccountLanguage(page, 'so');
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'so');
    await expect(page.getByText(greeting(so, 'Amina'))).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: so.home.title })).toBeVisible();
    const nav = page.getByRole('navigation', { name: so.nav.label });
    await expect(nav.getByRole('link', { name: so.nav.grades })).toBeVisible();
    await expect(page.locator('.shell-avatar')).toHaveText('AH');
    // Her children's cards too (decision 035), read for her and styled by the page itself.
    await expect(
      page.getByRole('heading', { level: 2, name: childrenHeading('so') }),
    ).toBeVisible();
    const hodan = page.getByRole('article', { name: 'Hodan Hassan' });
    await expect(hodan).toBeVisible();
    await expect(hodan.locator('.academics-stats')).toHaveCSS('display', 'grid');
    await expect(page.getByRole('article')).toHaveCount(3);
    // Styled from the HTML alone: the header wears the portal's blue.
    await expect(page.locator('header.shell-header')).toHaveCSS(
      'background-color',
      'rgb(31, 95, 168)',
    );
    // The device learns the page's language, so the app starts in it.
    expect((await context.cookies()).find((c) => c.name === 'd742_lang')?.value).toBe('so');

    // English saved to her account (on another phone, say): the next visit is in English.
    await setAccountLanguage(page, 'en');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByText(greeting(en, 'Amina'))).toBeVisible();
    await expect(page.getByRole('navigation', { name: en.nav.label })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: childrenHeading('en') }),
    ).toBeVisible();
    await expect(page.getByRole('article', { name: 'Hodan Hassan' })).toBeVisible();
    await setAccountLanguage(page, 'so');
  });

  test('becomes the live home without a second session check or read, a spinner or a jump', async ({
    page,
  }) => {
    await signInAsAmina(page);
    await setAccountLanguage(page, 'so');
    // In the page (this package has no DOM types): layout shifts as CLS counts them (a shift
    // right after the person's own input is expected), and whether the full-page spinner showed.
    await page.addInitScript(`
      window.layoutShifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (!entry.hadRecentInput) window.layoutShifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
      new MutationObserver(() => {
        if (document.querySelector('.shell-fullpage, .shell-remote-loading')) window.spinnerSeen();
      }).observe(document, { childList: true, subtree: true });
    `);
    const sessionChecks: string[] = [];
    const dashboardReads: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/api/auth/session') sessionChecks.push(request.url());
      if (/^\/api\/(students|updates)/.test(pathname)) dashboardReads.push(pathname);
    });
    let spinnerSeen = false;
    await page.exposeFunction('spinnerSeen', () => (spinnerSeen = true));

    await page.goto('/');
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'signed-in');
    await untilLive(page);
    // The academics remote's cards arrive; the header's controls are React's and work.
    await expect(page.getByText('Hodan Hassan').first()).toBeVisible();
    // The remote's own dashboard (its live status is React's), from the reads the page carried.
    await expect(page.locator('.academics-live--on')).toBeVisible();
    expect(dashboardReads).toEqual([]);
    await page.getByRole('button', { name: /^EN\b/ }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByText(greeting(en, 'Amina'))).toBeVisible();

    expect(sessionChecks).toEqual([]);
    expect(spinnerSeen).toBe(false);
    const shifts = (await page.evaluate('window.layoutShifts')) as number[];
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.05);
  });

  test('asks for the voice remote only when an update to read aloud comes near the screen', async ({
    page,
  }) => {
    // A small phone: the recent updates, each with its read-aloud control, are below the first screen.
    await page.setViewportSize({ width: 360, height: 640 });
    await signInAsAmina(page);
    await setAccountLanguage(page, 'en');
    const voiceFiles: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/mfe/voice/')) voiceFiles.push(pathname);
    });
    await page.goto('/');
    await untilLive(page);
    await expect(page.locator('.academics-live--on')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(voiceFiles).toEqual([]);

    const updates = page.getByRole('heading', {
      name: remoteLocale<{ dashboard: { updates: { title: string } } }>('academics', 'en').dashboard
        .updates.title,
    });
    await updates.scrollIntoViewIfNeeded();
    await expect(page.locator('.voice-listen').first()).toBeVisible();
    expect(voiceFiles.length).toBeGreaterThan(0);
    await setAccountLanguage(page, 'so');
  });
});
