import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  DEMO_ACCESS_CODE,
  DEMO_USERS,
  E2E_BUILD_PORT,
  expect,
  signInThroughUi,
  test,
} from '../support/fixtures';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
/** A toast (Radix also announces its text once more for screen readers). */
const toastWith = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** A parent of our own, so editing the profile leaves the demo families as the other specs expect. */
async function registerParent(
  playwright: import('@playwright/test').PlaywrightWorkerArgs['playwright'],
  baseURL: string,
  tag: string,
) {
  const parent = {
    firstName: 'Sahra',
    lastName: 'Abdi',
    email: `sahra.${tag}.${Date.now()}@example.org`,
    password: 'Waalid-742!',
  };
  const ctx = await playwright.request.newContext({ baseURL });
  expect(
    (
      await ctx.post('/api/auth/verify-access-code', { data: { accessCode: DEMO_ACCESS_CODE } })
    ).ok(),
  ).toBe(true);
  const res = await ctx.post('/api/auth/register', {
    data: { ...parent, confirmPassword: parent.password },
  });
  expect(res.status()).toBe(201);
  await ctx.dispose();
  return { ...parent, username: parent.email };
}

async function signInAsAdmin(page: Page) {
  await page.goto('/admin');
  await page.getByRole('button', { name: 'U beddel Ingiriisi' }).click();
  await page.getByLabel('Username').fill(DEMO_USERS.admin.username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_USERS.admin.password);
  await page.getByRole('button', { name: 'Access Admin Dashboard' }).click();
  await expect(toastWith(page, 'Welcome Administrator')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Administrator dashboard' })).toBeVisible();
}

/** The build ships brotli/gzip twins that the static server prefers: an edited file drops its own. */
function dropCompressedTwins(file: string): void {
  for (const twin of [`${file}.br`, `${file}.gz`]) fs.rmSync(twin, { force: true });
}

test.describe('the profile', () => {
  test('edits, cancels and saves; the saved values survive a reload and another browser; the profile language turns the whole interface', async ({
    page,
    browser,
    playwright,
    baseURL,
  }) => {
    const parent = await registerParent(playwright, baseURL!, 'profile');
    await signInThroughUi(page, parent);
    await nav(page).getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByText('Account active')).toBeVisible();
    await expect(page.getByText(/^Member since /)).toBeVisible();

    const firstName = page.getByLabel('First name');
    await expect(firstName).toHaveValue('Sahra');
    await expect(firstName).toBeDisabled();

    // Cancel puts the saved values back.
    await page.getByRole('button', { name: 'Edit' }).click();
    await firstName.fill('Sagal');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(firstName).toHaveValue('Sahra');

    // A bad phone number is refused with a clear message and nothing is saved.
    await page.getByRole('button', { name: 'Edit' }).click();
    await firstName.fill('Sagal');
    await page.getByLabel('Phone number').fill('12');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Phone number is not valid')).toBeVisible();
    await page.getByLabel('Phone number').fill('+1 612 555 0199');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      toastWith(page, 'Profile Updated').getByText(
        'Your profile changes have been saved successfully',
      ),
    ).toBeVisible();
    await expect(firstName).toBeDisabled();

    await page.reload();
    await expect(page.getByLabel('First name')).toHaveValue('Sagal');
    await expect(page.getByLabel('Phone number')).toHaveValue('+1 612 555 0199');

    // Another browser: the same account, the saved values.
    const other = await browser.newContext({ viewport: { width: 412, height: 915 } });
    const otherPage = await other.newPage();
    await signInThroughUi(otherPage, parent);
    await otherPage.goto('/profile');
    await expect(otherPage.getByLabel('First name')).toHaveValue('Sagal');
    await expect(otherPage.getByLabel('Phone number')).toHaveValue('+1 612 555 0199');
    await other.close();

    // The profile's language select: Somali, saved, and the whole interface is Somali at once.
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Af-Soomaali' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'so');
    await expect(nav(page).getByRole('link', { name: 'Profile' })).toHaveCount(0);
    await page.screenshot({ path: 'test-results/profile-so.png', fullPage: true });

    // A new device (nothing chosen there) takes the account's language after sign-in.
    const fresh = await browser.newContext({ viewport: { width: 412, height: 915 } });
    const freshPage = await fresh.newPage();
    await freshPage.goto('/');
    await freshPage.evaluate(() => localStorage.clear());
    const grant = await freshPage.request.post('/api/auth/verify-access-code', {
      data: { accessCode: DEMO_ACCESS_CODE },
    });
    expect(grant.ok()).toBe(true);
    const login = await freshPage.request.post('/api/auth/login', {
      data: { username: parent.username, password: parent.password },
    });
    expect(login.ok()).toBe(true);
    await freshPage.goto('/profile');
    await expect(freshPage.locator('html')).toHaveAttribute('lang', 'so');
    await fresh.close();
  });
});

test.describe('email and text messages', () => {
  test('the profile tells whether the address can be verified; the admin card has its dead-letter and unmatched-text tables', async ({
    page,
    browser,
    playwright,
    baseURL,
  }) => {
    // This stack configures no SMTP server and no SMS account: nothing can be verified, and the
    // profile says so under the switch rather than offering a code that cannot be sent.
    const parent = await registerParent(playwright, baseURL!, 'verify');
    await signInThroughUi(page, parent);
    await page.goto('/profile#settings');
    const email = page.locator('.shell-contact').filter({ hasText: parent.email });
    await expect(email.getByText('Not verified')).toBeVisible();
    await expect(email.getByText('The district does not send email yet')).toBeVisible();
    await expect(email.getByRole('button', { name: 'Verify email address' })).toHaveCount(0);
    await expect(page.getByText('No phone number')).toBeVisible();
    await page.screenshot({ path: 'test-results/profile-verification.png', fullPage: true });

    // The administrator, in a browser of their own.
    const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
    const admin = await context.newPage();
    await signInAsAdmin(admin);
    await expect(admin.getByRole('heading', { name: 'Notifications not delivered' })).toBeVisible();
    await expect(
      admin.getByRole('heading', { name: 'Incoming text messages not placed in a conversation' }),
    ).toBeVisible();
    await expect(
      admin.getByText('Every incoming text message found its conversation'),
    ).toBeVisible();
    await admin.screenshot({ path: 'test-results/admin-delivery.png', fullPage: true });
    await context.close();
  });
});

test.describe('the More page', () => {
  test('shows the account, emergency numbers from district settings, help, and signs out for real', async ({
    page,
  }) => {
    await signInThroughUi(page, DEMO_USERS.farah);
    await nav(page).getByRole('link', { name: 'More' }).click();
    await expect(page.getByText(DEMO_USERS.farah.email)).toBeVisible();

    const contacts = page.getByRole('region', { name: 'Emergency contacts' });
    await expect(contacts.getByText('Demo numbers')).toBeVisible();
    await expect(contacts.getByRole('link').first()).toHaveAttribute('href', /^tel:\+?\d+$/);

    await page.getByRole('button', { name: 'Help' }).click();
    const help = page.getByRole('dialog', { name: 'Help' });
    await expect(help.getByText('How do I change the language?')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Homework' }).first().click();
    await expect(page).toHaveURL(/\/homework$/);
    await page.goBack();
    await page.screenshot({ path: 'test-results/more-en.png', fullPage: true });

    // The menu's sign-out (the header's avatar button signs out too).
    await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByText('Parent Portal Access')).toBeVisible();
    // Signed out on the server too: the session cookie no longer opens anything.
    expect((await page.request.get('/api/user/profile')).status()).toBe(401);
  });
});

test.describe('the administrators', () => {
  test('wrong credentials, and a parent at the admin sign-in, get the Invalid Credentials toast', async ({
    page,
  }) => {
    await page.goto('/admin');
    await page.getByRole('button', { name: 'U beddel Ingiriisi' }).click();
    await expect(page.getByRole('button', { name: 'Access Admin Dashboard' })).toBeVisible();
    await expect(page.getByText(`Username: ${DEMO_USERS.admin.username}`)).toBeVisible();
    await page.getByLabel('Username').fill(DEMO_USERS.amina.username);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_USERS.amina.password);
    await page.getByRole('button', { name: 'Access Admin Dashboard' }).click();
    await expect(
      toastWith(page, 'Invalid Credentials').getByText('Please check your username and password'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Back to Parent Login' }).click();
    await expect(page.getByText('Parent Portal Access')).toBeVisible();
  });

  test('see live service health; a stopped service turns red within seconds', async ({
    page,
    stack,
  }) => {
    await signInAsAdmin(page);
    const row = (name: string) => page.getByRole('row').filter({ hasText: new RegExp(`^${name}`) });
    await expect(page.getByLabel('identity: Up')).toBeVisible();
    await expect(page.getByLabel('voice: Up')).toBeVisible();
    await page.screenshot({ path: 'test-results/admin-dashboard.png', fullPage: true });

    await stack.stopService('voice');
    try {
      await expect(page.getByLabel('voice: Down')).toBeVisible({ timeout: 8_000 });
      await expect(row('voice')).toBeVisible();
      await expect(page.getByLabel('identity: Up')).toBeVisible();
    } finally {
      await stack.startService('voice');
    }
    await expect(page.getByLabel('voice: Up')).toBeVisible({ timeout: 8_000 });
  });

  test('point a remote at another build: parents see it on their next page load, with no shell rebuild; roll back', async ({
    page,
    browser,
    stack,
  }) => {
    // Another build of the reports remote, published on an allow-listed origin.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'd742-reports-b-'));
    fs.cpSync(path.resolve(__dirname, '..', '..', 'mfe-reports', 'dist'), dir, { recursive: true });
    const before = 'Behavior, health, attendance and schoolwork notes about your children';
    const after = 'Build B: notes about your children';
    let patched = 0;
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.js'))) {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      if (!text.includes(before)) continue;
      fs.writeFileSync(path.join(dir, file), text.split(before).join(after));
      dropCompressedTwins(path.join(dir, file));
      patched += 1;
    }
    expect(patched).toBeGreaterThan(0);
    const manifestFile = path.join(dir, 'mf-manifest.json');
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as {
      metaData: { buildInfo: { buildVersion: string } };
    };
    manifest.metaData.buildInfo.buildVersion = '0.2.0-b';
    fs.writeFileSync(manifestFile, JSON.stringify(manifest));
    dropCompressedTwins(manifestFile);
    const build = await stack.serveBuild(dir, E2E_BUILD_PORT);

    const parentContext = await browser.newContext({ viewport: { width: 412, height: 915 } });
    const parent = await parentContext.newPage();
    let overridden = false;
    try {
      await signInThroughUi(parent, DEMO_USERS.amina);
      await parent.goto('/alerts');
      await expect(parent.getByText(before)).toBeVisible();

      await signInAsAdmin(page);
      const remotes = page.getByRole('region', { name: 'Remotes' });
      const reports = remotes
        .getByRole('listitem')
        .filter({ has: page.getByLabel('New manifest URL for reports') });
      const field = reports.getByLabel('New manifest URL for reports');
      // Refused: an origin that is not allow-listed.
      await field.fill('http://127.0.0.1:1/mf-manifest.json');
      await reports.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByText('This address is not allowed')).toBeVisible();
      await field.fill(`${build.url}/mf-manifest.json`);
      await reports.getByRole('button', { name: 'Apply' }).click();
      await expect(toastWith(page, 'Remote reports updated')).toBeVisible();
      overridden = true;
      await expect(reports.getByText('0.2.0-b')).toBeVisible();

      await expect(async () => {
        await parent.reload();
        await expect(parent.getByText(after)).toBeVisible({ timeout: 3_000 });
      }).toPass({ timeout: 15_000 });
      await parent.screenshot({ path: 'test-results/alerts-build-b.png', fullPage: true });

      // Roll back in one click: the next load is the original build again.
      await reports.getByRole('button', { name: 'Roll back' }).click();
      await expect(toastWith(page, 'Remote reports rolled back')).toBeVisible();
      overridden = false;
      await expect(async () => {
        await parent.reload();
        await expect(parent.getByText(before)).toBeVisible({ timeout: 3_000 });
      }).toPass({ timeout: 15_000 });

      // Both changes are in the audit list, with who made them.
      const audit = page.getByRole('region', { name: 'Audit log' });
      for (const action of ['Remote changed', 'Remote rolled back']) {
        await expect(
          audit.getByRole('row').filter({ hasText: action }).filter({ hasText: 'reports' }).first(),
        ).toContainText('admin');
      }
    } finally {
      // Never leave the other specs on build B.
      if (overridden) await page.request.post('/api/admin/remotes/reports/rollback');
      await parentContext.close();
      await build.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
