import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  DEMO_STUDENTS,
  DEMO_USERS,
  apiSignedInAs,
  expect,
  signInThroughUi,
  test,
} from '../support/fixtures';

const childRegion = (page: import('@playwright/test').Page, firstName: string) =>
  page.getByRole('region', { name: `${firstName} Hassan` });

test.describe('alerts and reports', () => {
  test("a parent reads each child's reports, sees the empty child, and a teacher's new report arrives live", async ({
    page,
    playwright,
    baseURL,
  }) => {
    await signInThroughUi(page, DEMO_USERS.amina);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Alerts' })
      .click();

    // Behavior: Abdi's seeded reports carry their type badges; one asks the parent to act.
    const abdi = childRegion(page, 'Abdi');
    await expect(abdi.getByText('Positive').first()).toBeVisible();
    await expect(abdi.getByText('Incident').first()).toBeVisible();
    await expect(
      abdi.getByText("Action required: please contact your child's teacher.").first(),
    ).toBeVisible();
    await expect(
      childRegion(page, 'Ayaan').getByText('No behavior reports available'),
    ).toBeVisible();

    // Health: severities as badges, the nurse's boxes, and the empty child.
    await page.getByRole('tab', { name: 'Health' }).click();
    const hodan = childRegion(page, 'Hodan');
    await expect(hodan.getByText('High Priority')).toBeVisible();
    await expect(hodan.getByText('Medium Priority')).toBeVisible();
    await expect(
      hodan.getByText('Parent contact required: please call the school nurse.').first(),
    ).toBeVisible();
    await expect(childRegion(page, 'Ayaan').getByText('No health alerts available')).toBeVisible();

    // A teacher files a behavior report about Abdi: the open page shows it without a reload.
    await page.getByRole('tab', { name: 'Behavior' }).click();
    const teacher = await apiSignedInAs(playwright, baseURL!, DEMO_USERS.teacher);
    const filed = await teacher.post(`/api/students/${DEMO_STUDENTS.abdi.id}/behavior-reports`, {
      data: {
        type: 'positive',
        title: 'Read aloud to the class',
        description: 'Abdi read his story aloud with confidence.',
        category: 'Reading',
        language: 'en',
      },
    });
    expect(filed.status()).toBe(201);
    await expect(abdi.getByText('Read aloud to the class')).toBeVisible({ timeout: 15_000 });

    // Another family can neither read nor be told about Abdi.
    const farah = await apiSignedInAs(playwright, baseURL!, DEMO_USERS.farah);
    expect(
      (await farah.get(`/api/students/${DEMO_STUDENTS.abdi.id}/behavior-reports`)).status(),
    ).toBe(404);
    // Bad input changes nothing: an unknown type is refused with a clear error.
    const bad = await teacher.post(`/api/students/${DEMO_STUDENTS.abdi.id}/behavior-reports`, {
      data: { type: 'praise', title: 'x', description: 'x', category: 'x' },
    });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).error).toBeTruthy();
  });

  test('generating a report downloads a PDF whose first page shows the district and the child', async ({
    page,
  }) => {
    await signInThroughUi(page, DEMO_USERS.amina);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'More' })
      .click();
    const generate = page.getByRole('button', { name: 'Generate report' });
    await expect(generate).toBeVisible();

    // Without a student the button says it is disabled (aria-disabled, so it stays focusable) and a
    // tap shows the spec's destructive toast; nothing is asked of the server.
    await expect(generate).toHaveAttribute('aria-disabled', 'true');
    await generate.click({ force: true });
    await expect(page.getByText('Please select a student', { exact: true })).toBeVisible();

    await page.getByRole('combobox', { name: 'Student' }).click();
    await page.getByRole('option', { name: /Abdi/ }).click();
    const download = page.waitForEvent('download');
    await generate.click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/abdi.*\.pdf$/i);
    await expect(page.getByText('Report generated successfully', { exact: true })).toBeVisible();

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'd742-pdf-'));
    const pdf = path.join(dir, 'report.pdf');
    await file.saveAs(pdf);
    expect(fs.readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
    // The first page as a picture (poppler's pdftoppm), and its text (pdftotext) to check what it shows.
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '60',
      '-f',
      '1',
      '-l',
      '1',
      pdf,
      path.join(dir, 'page'),
    ]);
    const png = fs.readdirSync(dir).find((name) => name.endsWith('.png'));
    expect(png).toBeTruthy();
    expect(fs.statSync(path.join(dir, png!)).size).toBeGreaterThan(5_000);
    const text = execFileSync('pdftotext', ['-f', '1', '-l', '1', pdf, '-'], { encoding: 'utf8' });
    expect(text).toContain('District 742');
    expect(text).toContain('Abdi');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
