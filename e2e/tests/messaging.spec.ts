import {
  DEMO_USERS,
  apiSignedInAs,
  expect,
  signInThroughUi,
  teacherWritesToAbdisFamily,
  test,
} from '../support/fixtures';

test.describe('messages from school', () => {
  test('a teacher writes; the parent is told at once, reads it and the count goes down; another family sees nothing', async ({
    browser,
    playwright,
    baseURL,
  }) => {
    const aminaContext = await browser.newContext({ baseURL });
    const farahContext = await browser.newContext({ baseURL });
    const amina = await aminaContext.newPage();
    const farah = await farahContext.newPage();
    await signInThroughUi(amina, DEMO_USERS.amina);
    await signInThroughUi(farah, DEMO_USERS.farah);

    const unread = async (page: typeof amina) =>
      ((await (await page.request.get('/api/messages/unread-count')).json()) as { count: number })
        .count;
    const aminaBefore = await unread(amina);
    const farahBefore = await unread(farah);
    const bell = amina.getByRole('banner').getByRole('button', { name: /^Notifications/ });
    const bellSays = (n: number) => (n > 0 ? `Notifications, ${n} unread` : 'Notifications');
    const navMessages = amina
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: /^Messages/ });
    await expect(bell).toHaveAccessibleName(bellSays(aminaBefore));
    await expect(amina.getByText('Live Updates Active')).toBeVisible();

    const subject = `Field trip form ${Date.now()}`;
    const teacher = await apiSignedInAs(playwright, baseURL!, DEMO_USERS.teacher);
    await teacherWritesToAbdisFamily(teacher, subject);

    // The parent's open page: a toast, the bell and the nav badge go up, without a reload.
    await expect(amina.getByRole('status').filter({ hasText: 'Ms. Sarah Johnson' })).toBeVisible({
      timeout: 10_000,
    });
    await expect(bell).toHaveAccessibleName(bellSays(aminaBefore + 1));
    await expect(navMessages).toHaveAccessibleName(`Messages, ${aminaBefore + 1} unread`);
    await navMessages.click();
    const item = amina.getByRole('listitem').filter({ hasText: subject });
    await expect(item).toContainText('New');
    await expect(item).toContainText('From: Ms. Sarah Johnson, Teacher');
    await item.getByRole('button', { name: /mark as read/i }).click();
    await expect(item).not.toContainText('New');
    await expect(bell).toHaveAccessibleName(bellSays(aminaBefore));
    expect(await unread(amina)).toBe(aminaBefore);

    // Farah's family got nothing.
    expect(await unread(farah)).toBe(farahBefore);
    await farah.goto('/messages');
    await expect(farah.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(farah.getByText(subject)).toHaveCount(0);

    await teacher.dispose();
    await aminaContext.close();
    await farahContext.close();
  });
});
