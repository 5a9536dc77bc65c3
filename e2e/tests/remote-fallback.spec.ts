import { DEMO_USERS, expect, signInThroughUi, test } from '../support/fixtures';

test.describe('a remote module that cannot be loaded', () => {
  test('shows a fallback on its own routes while the rest of the portal keeps working', async ({
    page,
    stack,
  }) => {
    await signInThroughUi(page, DEMO_USERS.farah);
    await stack.stopRemote('academics');
    try {
      await page.goto('/grades');
      await expect(page.getByText('This section could not be loaded')).toBeVisible();
      await expect(page.getByRole('navigation')).toBeVisible();

      await page.getByRole('navigation').getByRole('link', { name: 'Messages' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
      await page.getByRole('navigation').getByRole('link', { name: 'Alerts' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('This section could not be loaded')).toHaveCount(0);
    } finally {
      await stack.startRemote('academics');
    }
    await page.goto('/grades');
    await expect(page.getByRole('heading', { name: 'Ifrah Warsame' })).toBeVisible();
  });
});
