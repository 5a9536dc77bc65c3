import {
  DEMO_STUDENTS,
  DEMO_USERS,
  apiSignedInAs,
  expect,
  signInThroughUi,
  test,
} from '../support/fixtures';

test.describe('live updates', () => {
  test("a teacher recording a grade raises a toast in the parent's open browser", async ({
    page,
    playwright,
    baseURL,
  }) => {
    await signInThroughUi(page, DEMO_USERS.amina);
    await expect(page.getByText('Live Updates Active')).toBeVisible();

    const teacher = await apiSignedInAs(playwright, baseURL!, DEMO_USERS.teacher);
    const recorded = await teacher.post(`/api/students/${DEMO_STUDENTS.abdi.id}/grades`, {
      data: {
        assignment: 'Fractions quiz 2',
        subject: 'Math',
        grade: 'A',
        points: 19,
        maxPoints: 20,
      },
    });
    expect(recorded.status()).toBe(201);

    const toast = page.getByRole('status').filter({ hasText: 'Abdi' }).filter({ hasText: 'Math' });
    await expect(toast).toBeVisible({ timeout: 10_000 });
    await expect(toast).toContainText('New grade');

    // Farah's family is not told about Amina's child.
    const other = await apiSignedInAs(playwright, baseURL!, DEMO_USERS.farah);
    const forbidden = await other.post(`/api/students/${DEMO_STUDENTS.abdi.id}/grades`, {
      data: { assignment: 'x', subject: 'Math', grade: 'A', points: 1, maxPoints: 2 },
    });
    expect(forbidden.status()).toBe(403);
    await teacher.dispose();
    await other.dispose();
  });
});
