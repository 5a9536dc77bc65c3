import {
  DEMO_ACCESS_CODE,
  DEMO_USERS,
  expect,
  languageSwitchName,
  shellText,
  switchToEnglish,
  test,
} from '../support/fixtures';

test.describe('a parent on a phone', () => {
  test('signs in through the access gate, reads grades in both languages, meets the 404 page and signs out', async ({
    page,
  }) => {
    const so = shellText('so') as { auth: { subtitle: string } };
    await page.goto('/grades');

    // Signed out: the Somali sign-in screen replaces every route.
    await expect(page.locator('html')).toHaveAttribute('lang', 'so');
    await expect(page.getByText(so.auth.subtitle)).toBeVisible();

    await switchToEnglish(page);
    await expect(page.getByText('Parent Portal Access')).toBeVisible();

    // Trying to sign in first opens the access-code dialog; a wrong code is refused with attempts left.
    await page.getByLabel('Username or email').fill(DEMO_USERS.amina.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_USERS.amina.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Authorized Access Required' });
    await expect(dialog).toBeVisible();
    const code = dialog.getByRole('textbox');
    await code.fill('wrong');
    await expect(code).toHaveValue('WRONG');
    await dialog.getByRole('button', { name: 'Verify Access' }).click();
    await expect(dialog.getByText('Invalid access code. 2 attempts remaining.')).toBeVisible();
    await code.fill(DEMO_ACCESS_CODE.toLowerCase());
    await dialog.getByRole('button', { name: 'Verify Access' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    // Signed in as Amina: six navigation items, her initials on the account menu's button.
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link')).toHaveCount(6);
    const account = page.getByRole('button', { name: 'AH – Amina Hassan, account menu' });
    await expect(account).toHaveText('AH');

    // Grades: one card per child with seeded grade entries, through gateway → academics → database.
    await nav.getByRole('link', { name: 'Grades' }).click();
    await expect(page).toHaveURL(/\/grades$/);
    for (const name of ['Hodan Hassan', 'Abdi Hassan', 'Ayaan Hassan']) {
      await expect(page.getByRole('heading', { name })).toBeVisible();
    }
    await expect(page.getByText('Ifrah Warsame')).toHaveCount(0);
    await expect(page.getByText(/^\d+(\.\d+)?\/\d+(\.\d+)?$/).first()).toBeVisible();
    await expect(page.getByText('A+', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Math test: fractions').first()).toBeVisible();
    await page.screenshot({ path: 'test-results/grades-en.png', fullPage: true });

    // Back to Somali from the header toggle: the page's strings change, the data stays.
    await page.getByRole('button', { name: 'Switch to Somali' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'so');
    await expect(nav.getByRole('link', { name: 'Grades' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Hodan Hassan' })).toBeVisible();
    // School-written text comes back from the service in Somali too.
    await expect(page.getByText('Imtixaanka xisaabta: jajabka').first()).toBeVisible();
    await expect(page.getByText('Math test: fractions')).toHaveCount(0);
    await page.screenshot({ path: 'test-results/grades-so.png', fullPage: true });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'so');
    await page.getByRole('button', { name: languageSwitchName('so') }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // Unknown path: the 404 page, and its button leads home.
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
    await page
      .getByRole('button', { name: 'Go Back Home' })
      .or(page.getByRole('link', { name: 'Go Back Home' }))
      .click();
    await expect(page).toHaveURL(/\/$/);

    // The initials open her account menu (who she is, Profile, Sign out); one tap signs nobody
    // out. Escape closes it; Sign out in it ends the session, on the server too.
    await account.click();
    const menu = page.getByRole('menu', { name: 'Amina Hassan Parent' });
    await expect(menu.getByRole('menuitem')).toHaveText(['Profile', 'Sign out']);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(account).toBeFocused();
    await expect(nav).toBeVisible();
    await account.click();
    await menu.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByText('Parent Portal Access')).toBeVisible();
    const after = await page.request.get('/api/students');
    expect(after.status()).toBe(401);
    await page.goto('/grades');
    await expect(page.getByText('Parent Portal Access')).toBeVisible();
  });
});
