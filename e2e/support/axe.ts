import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO_ACCESS_CODE, expect, untilLive } from './fixtures';

/** WCAG 2.1 levels A and AA (2.0's rules are tagged wcag2a/wcag2aa, 2.1's additions wcag21a/wcag21aa). */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export type Language = 'so' | 'en';

/**
 * Waits until the page shows its data: no request under way, no skeleton, spinner or remote
 * placeholder left. Axe judges what a parent would see, not a loading state.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(
    page.locator('.ui-skeleton, .ui-spinner, .shell-remote-loading, [aria-busy="true"]'),
  ).toHaveCount(0);
}

/**
 * Runs axe-core against the WCAG 2.1 A/AA rules on the page as it is now and records every
 * violation (rule, impact, elements, axe's reason) under `where`. Soft, so one run lists every
 * page's findings; the test still fails on any.
 */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  const findings = violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => `${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
  }));
  expect.soft(findings, `axe WCAG 2.1 AA violations on ${where}`).toEqual([]);
}

/**
 * The portal's language, chosen with the header's or the sign-in page's switch when it differs.
 * The page may still be applying the signed-in account's own language when this starts (the
 * shell loads in steps), so it tries again until the page settles on `lang`: a switch that is
 * gone because the language changed by itself is not waited for.
 */
export async function chooseLanguage(page: Page, lang: Language): Promise<void> {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', /^(so|en)$/);
  await untilLive(page);
  await expect(async () => {
    if ((await html.getAttribute('lang')) !== lang) {
      // The short header switch ('EN'/'SO') or the sign-in page's full one ('English'/'Af-Soomaali').
      await page
        .getByRole('button', { name: lang === 'en' ? /Ingiriisi|English/ : /Switch to Somali/ })
        .first()
        .click({ timeout: 2_000 });
    }
    await expect(html).toHaveAttribute('lang', lang, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** Signs the browser context in through the same gate as the form (access code, then password). */
export async function signInByApi(
  page: Page,
  user: { username: string; password: string },
): Promise<void> {
  const grant = await page.request.post('/api/auth/verify-access-code', {
    data: { accessCode: DEMO_ACCESS_CODE },
  });
  expect(grant.ok()).toBe(true);
  const login = await page.request.post('/api/auth/login', {
    data: { username: user.username, password: user.password },
  });
  expect(login.status()).toBe(200);
}

/**
 * The signed-in account's language, saved through the profile. Set before a signed-in page loads,
 * so the page opens in it: the switch alone cannot tell a Somali page that is still waiting for an
 * English account's own language from one that has settled. Called again afterwards with the seeded
 * language, so later specs see the account as it was.
 */
export async function setAccountLanguage(page: Page, language: Language): Promise<void> {
  const res = await page.request.patch('/api/user/profile', { data: { language } });
  expect(res.ok()).toBe(true);
}
