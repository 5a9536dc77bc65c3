import type { Page } from '@playwright/test';
import {
  DEMO_USERS,
  apiSignedInAs,
  expect,
  languageSwitchName,
  remoteLocale,
  shellText,
  signInThroughUi,
  teacherWritesToAbdisFamily,
  test,
} from '../support/fixtures';

/**
 * A part of the portal fails while a parent uses it (issue 17, decision 028). remote-fallback.spec
 * covers a remote's *files* being gone (academics); here a *service* behind a loaded remote is
 * stopped (the page's own error state, then recovery in place), and the reports remote's server is
 * stopped (its route and its cards on /more fall back, nothing else does).
 */

interface AcademicsTexts {
  grades: { loadError: string };
  state: { retry: string };
}
const academicsText = (lang: 'so' | 'en') => remoteLocale<AcademicsTexts>('academics', lang);

const { remote } = shellText('en') as { remote: { failedTitle: string } };
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** Marks the page, so a later check tells an in-place recovery from a reload of the app. */
const markPage = (page: Page) =>
  page.evaluate(() => {
    (globalThis as unknown as { resilienceMark?: boolean }).resilienceMark = true;
  });
const pageWasKept = (page: Page) =>
  page.evaluate(
    () => (globalThis as unknown as { resilienceMark?: boolean }).resilienceMark === true,
  );

test.describe('when one part of the portal fails', () => {
  test('a stopped academics service: grades show their error while messages load, and recover by "Try again" without a reload', async ({
    page,
    stack,
    playwright,
    baseURL,
  }) => {
    const subject = `Resilience check ${Date.now()}`;
    const teacher = await apiSignedInAs(playwright, baseURL!, DEMO_USERS.teacher);
    await teacherWritesToAbdisFamily(teacher, subject);
    await teacher.dispose();
    await signInThroughUi(page, DEMO_USERS.amina);
    const en = academicsText('en');

    await stack.stopService('academics');
    let started = false;
    try {
      // A fresh load of /grades: the shell and the academics remote load, the service's reads fail.
      await page.goto('/grades');
      const failure = page.getByRole('alert').filter({ hasText: en.grades.loadError });
      await expect(failure).toBeVisible();
      await expect(failure.getByRole('button', { name: en.state.retry })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Grades' })).toBeVisible();
      await expect(page.getByText(remote.failedTitle)).toHaveCount(0);

      // In Somali too, from the remote's own resources.
      await page.getByRole('button', { name: 'Switch to Somali' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'so');
      await expect(
        page.getByRole('alert').filter({ hasText: academicsText('so').grades.loadError }),
      ).toBeVisible();
      await page.getByRole('button', { name: languageSwitchName('so') }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(failure).toBeVisible();

      // Messages belong to another service: they load while academics is down.
      await nav(page)
        .getByRole('link', { name: /^Messages/ })
        .click();
      await expect(page.getByRole('listitem').filter({ hasText: subject })).toBeVisible();

      await nav(page).getByRole('link', { name: 'Grades' }).click();
      await expect(failure).toBeVisible();
      await markPage(page);
      await stack.startService('academics');
      started = true;
      // "Try again": the children and their grades come back in place, no reload of the app.
      await failure.getByRole('button', { name: en.state.retry }).click();
      const abdi = page.getByRole('article', { name: 'Abdi Hassan' });
      await expect(abdi.getByText(/^\d+(\.\d+)?\/\d+(\.\d+)?$/).first()).toBeVisible();
      await expect(page.getByText('Math test: fractions').first()).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(await pageWasKept(page)).toBe(true);
    } finally {
      if (!started) await stack.startService('academics');
    }
  });

  test('a stopped reports remote: /alerts and its two cards on /more fall back, every other page works', async ({
    page,
    stack,
  }) => {
    await signInThroughUi(page, DEMO_USERS.amina);
    await stack.stopRemote('reports');
    try {
      await nav(page).getByRole('link', { name: 'Alerts' }).click();
      await expect(page.getByText(remote.failedTitle)).toHaveCount(1);
      await expect(nav(page)).toBeVisible();

      await nav(page).getByRole('link', { name: 'More' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'More' })).toBeVisible();
      // SchoolConnections and ReportGenerator are the reports remote's; the voice cards are not.
      await expect(page.getByText(remote.failedTitle)).toHaveCount(2);
      await expect(page.getByText('Voice Translator', { exact: true }).first()).toBeVisible();

      await nav(page).getByRole('link', { name: 'Grades' }).click();
      await expect(page.getByRole('heading', { name: 'Abdi Hassan' })).toBeVisible();
      await nav(page)
        .getByRole('link', { name: /^Messages/ })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
      await nav(page).getByRole('link', { name: 'Home' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(remote.failedTitle)).toHaveCount(0);
    } finally {
      await stack.startRemote('reports');
    }
  });
});
