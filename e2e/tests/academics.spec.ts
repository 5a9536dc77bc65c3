import type { Page } from '@playwright/test';
import { DEMO_USERS, expect, localeStrings, signInThroughUi, test } from '../support/fixtures';

interface Student {
  id: string;
  firstName: string;
  lastName: string;
  gpa?: number | null;
  attendanceRate?: number | null;
}
interface Assignment {
  title: string;
  status: 'pending' | 'submitted' | 'graded';
  dueDate: string;
}

async function getJson<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url, { headers: { 'accept-language': 'en' } });
  expect(res.status(), url).toBe(200);
  return (await res.json()) as T;
}

test.describe('academics for a parent', () => {
  test('the dashboard shows one card per child with GPA, attendance and pending work from the server', async ({
    page,
  }) => {
    await signInThroughUi(page, DEMO_USERS.amina);
    const students = await getJson<Student[]>(page, '/api/students');
    expect(students).toHaveLength(3);
    await expect(page.getByText('3 children')).toBeVisible();
    for (const s of students) {
      const { count } = await getJson<{ count: number }>(
        page,
        `/api/students/${s.id}/assignments/pending`,
      );
      const card = page.getByRole('article', { name: `${s.firstName} ${s.lastName}` });
      await expect(card).toContainText((s.gpa ?? 0).toFixed(1));
      await expect(card).toContainText(`${Math.round(s.attendanceRate ?? 0)}%`);
      await expect(card.locator('dd').last()).toHaveText(String(count));
    }
    await expect(page.getByRole('article')).toHaveCount(3);
  });

  test('the homework tabs show exactly the assignments each rule selects', async ({ page }) => {
    await signInThroughUi(page, DEMO_USERS.amina);
    const students = await getJson<Student[]>(page, '/api/students');
    const byChild = new Map<string, Assignment[]>();
    for (const s of students)
      byChild.set(s.id, await getJson<Assignment[]>(page, `/api/students/${s.id}/assignments`));

    const now = Date.now();
    const rules: Record<string, (a: Assignment) => boolean> = {
      'Due Soon': (a) => a.status === 'pending' && Date.parse(a.dueDate) > now,
      Overdue: (a) => a.status === 'pending' && Date.parse(a.dueDate) <= now,
      Completed: (a) => a.status === 'submitted' || a.status === 'graded',
      All: () => true,
    };

    await page.goto('/homework');
    for (const [tab, rule] of Object.entries(rules)) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      for (const s of students) {
        const expected = byChild
          .get(s.id)!
          .filter(rule)
          .map((a) => a.title)
          .sort();
        const section = page.getByRole('region', { name: `${s.firstName} ${s.lastName}` });
        const items = section.getByRole('listitem');
        await expect(items, `${tab} / ${s.firstName}`).toHaveCount(expected.length);
        for (const title of expected) await expect(section).toContainText(title);
      }
    }

    // One child only.
    const hodan = students.find((s) => s.firstName === 'Hodan')!;
    await page.getByRole('combobox').click();
    await page.getByRole('option', { name: 'Hodan Hassan' }).click();
    await expect(page.getByRole('region', { name: 'Hodan Hassan' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Abdi Hassan' })).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'Hodan Hassan' }).getByRole('listitem'),
    ).toHaveCount(byChild.get(hodan.id)!.length);
  });

  test('switching to Somali leaves no English interface text on the academics pages', async ({
    page,
  }) => {
    await signInThroughUi(page, DEMO_USERS.amina);
    const en = [
      ...localeStrings('mfe-academics/src/locales/en.json'),
      ...localeStrings('packages/i18n/src/locales/en/common.json'),
      ...localeStrings('packages/i18n/src/locales/en/common-app.json'),
    ];
    const so = new Set([
      ...localeStrings('mfe-academics/src/locales/so.json'),
      ...localeStrings('packages/i18n/src/locales/so/common.json'),
      ...localeStrings('packages/i18n/src/locales/so/common-app.json'),
    ]);
    // The static parts of English-only strings, long enough not to occur by chance.
    const englishOnly = en
      .filter((s) => !so.has(s))
      .flatMap((s) => s.split(/\{\{[^}]*\}\}/))
      .map((s) => s.trim())
      .filter((s) => s.length >= 8)
      // Words the Somali interface uses too (the district's name: 'District 742').
      .filter((s) => ![...so].some((x) => x.includes(s)))
      // Language names are the same words in either interface (and a school subject).
      .filter((s) => s !== 'Af-Soomaali');

    const visibleEnglish = async () => {
      await page.waitForLoadState('networkidle');
      const text = await page.locator('body').innerText();
      return englishOnly.filter((s) => text.includes(s));
    };
    // The detector finds the English interface while it is shown...
    expect((await visibleEnglish()).length).toBeGreaterThan(5);

    // ...and finds none of it once Somali is chosen.
    await page.getByRole('button', { name: 'Switch to Somali' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'so');
    for (const path of ['/', '/grades', '/calendar', '/homework']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await visibleEnglish(), path).toEqual([]);
    }
  });
});
