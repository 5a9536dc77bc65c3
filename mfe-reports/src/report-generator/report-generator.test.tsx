/** @jest-environment @d742/platform/jest-environment */
import { useToastStore } from '@d742/platform';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SCHOOL_CALENDAR_URL } from '../api/school-calendar';
import { STUDENTS_URL } from '../api/students';
import { abdi, calendar, hodan } from '../test-utils/fixtures';
import { allowRadixSelect, clientWithAnswers, fixClock } from '@d742/platform/testing';
import { renderWithProviders } from '../test-utils/render-with-providers';
import { type RawReply, type RawTestServer, startRawTestServer } from '../test-utils/test-server';
import {
  fallbackFileName,
  fileNameFromDisposition,
  progressReportUrl,
} from './api/progress-report';
import ReportGenerator from './report-generator';

// Tuesday 10 March 2026: the third quarter (26 Jan – 27 Mar) and the second semester.
const NOW = new Date(2026, 2, 10, 15, 30);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');

let server: RawTestServer | undefined;
let downloads: Array<{ name: string; href: string; blob: Blob }>;
const blobs = new Map<string, Blob>();

beforeAll(allowRadixSelect);
beforeEach(() => {
  fixClock(NOW);
  useToastStore.setState({ toasts: [] });
  downloads = [];
  // jsdom has no object URLs and does not download: stand in for the browser at that edge.
  let n = 0;
  URL.createObjectURL = jest.fn((blob: Blob) => {
    const href = `blob:report-${(n += 1)}`;
    blobs.set(href, blob);
    return href;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push({ name: this.download, href: this.href, blob: blobs.get(this.href)! });
  });
});
afterEach(async () => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  await server?.close();
  server = undefined;
});

function answers() {
  return { [STUDENTS_URL]: [hodan, abdi], [SCHOOL_CALENDAR_URL]: calendar };
}

async function renderGenerator(reply?: (call: unknown) => RawReply | Promise<RawReply>) {
  server = await startRawTestServer();
  if (reply) server.on('POST', progressReportUrl(hodan.id), reply);
  await renderWithProviders(<ReportGenerator />, {
    language: 'en',
    queryClient: clientWithAnswers(answers()),
  });
  return server;
}

async function choose(combobox: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: combobox }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

const generateButton = () => screen.getByRole('button', { name: 'Generate report' });

describe('ReportGenerator without a student', () => {
  it("is disabled, and pressing it anyway says 'Please select a student' without a request", async () => {
    const api = await renderGenerator(() => ({ body: PDF }));
    expect(generateButton()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(generateButton());
    expect(useToastStore.getState().toasts).toEqual([
      expect.objectContaining({ title: 'Please select a student', variant: 'destructive' }),
    ]);
    expect(api.calls).toEqual([]);
    expect(downloads).toEqual([]);
  });
});

describe('ReportGenerator options', () => {
  it('labels the periods with their dates from the school calendar', async () => {
    await renderGenerator();
    const period = screen.getByRole('combobox', { name: 'Period' });
    expect(period).toHaveTextContent('Current quarter (26 Jan – 27 Mar)');
    await userEvent.click(period);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Current quarter (26 Jan – 27 Mar)',
      'Current semester (26 Jan – 5 Jun)',
      'School year (2 Sep – 5 Jun)',
      'Last 30 days (8 Feb – 10 Mar)',
    ]);
  });

  it('has every section on by default and is disabled once none is on', async () => {
    await renderGenerator();
    await choose('Student', 'Hodan Hassan');
    expect(generateButton()).not.toHaveAttribute('aria-disabled');
    const sections = within(screen.getByRole('group', { name: 'Include' })).getAllByRole(
      'checkbox',
    );
    expect(sections.map((box) => box.closest('label')?.textContent)).toEqual([
      'Grades',
      'Assignments',
      'Behavior',
      'Attendance',
      'Teacher comments',
    ]);
    for (const box of sections) expect(box).toBeChecked();
    for (const box of sections) await userEvent.click(box);
    expect(generateButton()).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('ReportGenerator download', () => {
  it('posts the chosen options, shows the generating state, then downloads the PDF under its name', async () => {
    let answer!: () => void;
    const api = await renderGenerator(
      () =>
        new Promise((resolve) => {
          answer = () =>
            resolve({
              headers: {
                'Content-Type': 'application/pdf',
                'Content-Disposition': 'attachment; filename="hodan-hassan-semester.pdf"',
              },
              body: PDF,
            });
        }),
    );
    await choose('Student', 'Hodan Hassan');
    await choose('Report type', 'Grades only');
    await choose('Period', 'Current semester (26 Jan – 5 Jun)');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Teacher comments' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Behavior' }));
    await userEvent.click(generateButton());

    const busy = await screen.findByRole('button', { name: 'Generating report...' });
    expect(busy).toBeDisabled();
    await waitFor(() => expect(api.callsTo('POST', progressReportUrl(hodan.id))).toHaveLength(1));
    const [call] = api.callsTo('POST', progressReportUrl(hodan.id));
    expect(call!.body).toEqual({
      type: 'grades-only',
      dateRange: 'current-semester',
      includes: ['grades', 'assignments', 'attendance'],
    });
    expect(call!.headers['content-type']).toBe('application/json');
    expect(call!.headers['accept-language']).toBe('en');

    answer();
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.name).toBe('hodan-hassan-semester.pdf');
    expect(Buffer.from(await downloads[0]!.blob.arrayBuffer()).toString('latin1')).toBe(
      PDF.toString('latin1'),
    );
    await waitFor(() =>
      expect(useToastStore.getState().toasts).toEqual([
        expect.objectContaining({ title: 'Report generated successfully' }),
      ]),
    );
    expect(generateButton()).toBeEnabled();
  });

  it('names the file after the child and the day when the server gives no name', async () => {
    await renderGenerator(() => ({ headers: { 'Content-Type': 'application/pdf' }, body: PDF }));
    await choose('Student', 'Hodan Hassan');
    await userEvent.click(generateButton());
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.name).toBe('progress-report-hodan-hassan-2026-03-10.pdf');
  });

  it("says 'Report generation failed' when the server answers an error", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    await renderGenerator(() => ({
      status: 500,
      body: { error: 'PDF rendering failed', code: 'INTERNAL' },
    }));
    await generateAndExpectFailure('Please try again later');
    expect(logged).toHaveBeenCalledWith('Progress report failed', expect.anything());
  });
});

/** Generates Hodan's report; the server refuses: a failure toast saying `description`, no file. */
async function generateAndExpectFailure(description: string) {
  await choose('Student', 'Hodan Hassan');
  await userEvent.click(generateButton());
  await waitFor(() =>
    expect(useToastStore.getState().toasts).toEqual([
      expect.objectContaining({
        title: 'Report generation failed',
        description,
        variant: 'destructive',
      }),
    ]),
  );
  expect(downloads).toEqual([]);
}

describe('the report generator past the gateway rate limit', () => {
  it('says how long to wait when the gateway answers 429 RATE_LIMITED', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await renderGenerator(() => ({
      status: 429,
      body: { error: 'Too many requests', code: 'RATE_LIMITED', retryAfterSeconds: 3 },
    }));
    await generateAndExpectFailure('Too many requests. Please wait 3 seconds and try again.');
  });
});

describe('fileNameFromDisposition', () => {
  it.each([
    ['attachment; filename="report.pdf"', 'report.pdf'],
    ['attachment; filename=report.pdf', 'report.pdf'],
    ['attachment; filename="x.pdf"; filename*=UTF-8\'\'Warbixin%20Xamdi.pdf', 'Warbixin Xamdi.pdf'],
    ['attachment', null],
    [null, null],
  ])('reads %p as %p', (header, name) => {
    expect(fileNameFromDisposition(header)).toBe(name);
  });

  it('falls back to the child and the day', () => {
    expect(fallbackFileName({ ...abdi, firstName: 'Cabdi Raxmaan' }, NOW)).toBe(
      'progress-report-cabdi-raxmaan-hassan-2026-03-10.pdf',
    );
  });
});

describe('ReportGenerator in Somali', () => {
  it('speaks Somali by default', async () => {
    server = await startRawTestServer();
    await renderWithProviders(<ReportGenerator />, { queryClient: clientWithAnswers(answers()) });
    expect(screen.getByRole('heading', { name: 'Soo Saaraha Warbixinta' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Muddada' })).toHaveTextContent(
      'Rubuca hadda socda (26 Janaayo – 27 Maarso)',
    );
    expect(screen.getByRole('button', { name: 'Soo saar warbixinta' })).toBeInTheDocument();
  });
});
