import {
  DEMO_ACCESS_CODE,
  DEMO_USERS,
  E2E_GATEWAY_URL,
  expect,
  shellText,
  switchToEnglish,
  test,
  untilLive,
} from '../support/fixtures';

interface SignInTexts {
  app: { title: string };
  auth: { username: string; password: string; signIn: string; subtitle: string };
}
const so = shellText('so') as unknown as SignInTexts;
const en = shellText('en') as unknown as SignInTexts;

// Decision 031: a page visit without a session cookie gets the sign-in form in its HTML.
test.describe('the sign-in page on a slow phone', () => {
  test('shows the styled form before any script runs, in Somali, and in English once chosen', async ({
    page,
    context,
  }) => {
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto('/grades');
    await expect(page.locator('html')).toHaveAttribute('lang', 'so');
    await expect(page.getByRole('heading', { level: 1, name: so.app.title })).toBeVisible();
    await expect(page.getByText(so.auth.subtitle)).toBeVisible();
    await expect(page.getByLabel(so.auth.username)).toBeVisible();
    await expect(page.getByLabel(so.auth.password, { exact: true })).toBeVisible();
    // Its styles came with it: the sign-in button wears the portal's colour, not the browser's grey.
    const submit = page.getByRole('button', { name: so.auth.signIn, exact: true });
    await expect(submit).toHaveCSS('background-color', 'rgb(31, 95, 168)');

    // The language chosen on this device (its cookie) decides the page's language.
    await context.addCookies([{ name: 'd742_lang', value: 'en', url: E2E_GATEWAY_URL }]);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: en.app.title })).toBeVisible();
    await expect(page.getByLabel(en.auth.username)).toBeVisible();
  });

  test('keeps what a parent typed before the script arrived, and signs in with it', async ({
    page,
  }) => {
    let release = () => {};
    const scriptHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/main\.[0-9a-f]{8}\.js$/, async (route) => {
      await scriptHeld;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'sign-in');
    await page.getByLabel(so.auth.username).fill(DEMO_USERS.amina.username);
    await page.getByLabel(so.auth.password, { exact: true }).fill(DEMO_USERS.amina.password);

    release();
    await untilLive(page);
    await expect(page.getByLabel(so.auth.username)).toHaveValue(DEMO_USERS.amina.username);
    await expect(page.getByLabel(so.auth.password, { exact: true })).toHaveValue(
      DEMO_USERS.amina.password,
    );
    await expect(page.getByLabel(so.auth.password, { exact: true })).toBeFocused();

    // The live form holds the values: they survive a language switch and sign Amina in.
    await switchToEnglish(page);
    await expect(page.getByLabel('Username or email')).toHaveValue(DEMO_USERS.amina.username);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Authorized Access Required' });
    await dialog.getByRole('textbox').fill(DEMO_ACCESS_CODE);
    await dialog.getByRole('button', { name: 'Verify Access' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

    // Signed in, the next visit gets the app's page, not the pre-rendered form.
    await page.goto('/grades');
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  });
});
