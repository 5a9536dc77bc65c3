import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { studentAssignmentsUrl } from '../api/assignments';
import { STUDENTS_URL } from '../api/students';
import { abdi, hodan, makeAssignment, makeUser } from '../test-utils/fixtures';
import { useSession } from '@d742/platform';
import { clientWithAnswers, failQuery, fixClock } from '@d742/platform/testing';
import { holdFetch, restoreFetch } from '../test-utils/hold-fetch';
import { renderPage } from '../test-utils/render-with-providers';
import HomeworkPage from './homework-page';

const NOW = new Date('2026-03-10T15:30:00.000Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const due = (offsetMs: number) => new Date(NOW.getTime() + offsetMs).toISOString();

const hodanWork = [
  makeAssignment(hodan.id, due(-2 * DAY), { title: 'Book report', priority: 'high' }),
  makeAssignment(hodan.id, due(-DAY), { title: 'Map of the Horn', status: 'submitted' }),
  makeAssignment(hodan.id, due(-8 * DAY), { title: 'Family drawing', status: 'graded' }),
  makeAssignment(hodan.id, due(18 * HOUR), { title: 'Water cycle poster', priority: 'high' }),
  makeAssignment(hodan.id, due(4 * DAY), { title: 'Fractions practice', priority: 'normal' }),
  makeAssignment(hodan.id, due(5 * DAY), { title: 'Reading log', priority: 'low' }),
];
const abdiWork = [
  makeAssignment(abdi.id, due(-60_000), { title: 'Exercise log' }),
  makeAssignment(abdi.id, due(DAY), { title: 'Measuring project' }),
  makeAssignment(abdi.id, due(DAY + 60_000), { title: 'Spelling list', priority: 'other' }),
];

function answers() {
  return {
    [STUDENTS_URL]: [hodan, abdi],
    [studentAssignmentsUrl(hodan.id)]: hodanWork,
    [studentAssignmentsUrl(abdi.id)]: abdiWork,
  };
}

function titlesFor(childName: string): string[] {
  const section = screen.queryByRole('region', { name: childName });
  if (!section) return [];
  return within(section)
    .queryAllByRole('article')
    .map((a) => within(a).getByRole('heading').textContent ?? '');
}

async function openTab(name: string) {
  await userEvent.click(screen.getByRole('tab', { name }));
}

beforeAll(() => {
  // Radix Select uses pointer capture and scrolling, which jsdom does not implement.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});
beforeEach(() => fixClock(NOW));
afterEach(() => {
  jest.useRealTimers();
  restoreFetch();
  useSession.setState({ user: null, status: 'signed-out' });
});

describe('HomeworkPage tabs', () => {
  it('should open on Due Soon: pending work with a future due date, per child', async () => {
    await renderPage(<HomeworkPage />, {
      language: 'en',
      queryClient: clientWithAnswers(answers()),
    });
    expect(screen.getByRole('tab', { name: 'Due Soon', selected: true })).toBeInTheDocument();
    expect(titlesFor('Hodan Hassan')).toEqual([
      'Water cycle poster',
      'Fractions practice',
      'Reading log',
    ]);
    expect(titlesFor('Abdi Hassan')).toEqual(['Measuring project', 'Spelling list']);
  });

  it('should show exactly what each tab rule selects', async () => {
    await renderPage(<HomeworkPage />, {
      language: 'en',
      queryClient: clientWithAnswers(answers()),
    });
    await openTab('Overdue');
    expect(titlesFor('Hodan Hassan')).toEqual(['Book report']);
    expect(titlesFor('Abdi Hassan')).toEqual(['Exercise log']);
    await openTab('Completed');
    expect(titlesFor('Hodan Hassan')).toEqual(['Map of the Horn', 'Family drawing']);
    expect(
      within(screen.getByRole('region', { name: 'Abdi Hassan' })).getByText(
        'No completed assignments yet.',
      ),
    ).toBeInTheDocument();
    await openTab('All');
    expect(titlesFor('Hodan Hassan')).toHaveLength(hodanWork.length);
    expect(titlesFor('Abdi Hassan')).toHaveLength(abdiWork.length);
  });

  it("should badge 'Due Soon' only with one day or less left, and 'Overdue' past due", async () => {
    await renderPage(<HomeworkPage />, {
      language: 'en',
      queryClient: clientWithAnswers(answers()),
    });
    await openTab('All');
    const badges = (title: string) =>
      within(screen.getByRole('article', { name: title }))
        .queryAllByText(/^(Due Soon|Overdue)$/)
        .map((b) => b.textContent);
    expect(badges('Water cycle poster')).toEqual(['Due Soon']);
    expect(badges('Measuring project')).toEqual(['Due Soon']);
    expect(badges('Spelling list')).toEqual([]);
    expect(badges('Fractions practice')).toEqual([]);
    expect(badges('Exercise log')).toEqual(['Overdue']);
    expect(badges('Map of the Horn')).toEqual([]);
  });

  it('should show title, subject, teacher, due date, status and the priority border', async () => {
    await renderPage(<HomeworkPage />, {
      language: 'en',
      queryClient: clientWithAnswers(answers()),
    });
    const poster = screen.getByRole('article', { name: 'Water cycle poster' });
    expect(poster).toHaveTextContent('Math · Teacher: Mr. Warsame');
    expect(poster).toHaveTextContent(/Due Wed, Mar 11 at \d{1,2}:30 (AM|PM)/);
    expect(poster).toHaveTextContent('Pending');
    expect(poster).toHaveTextContent('High priority');
    expect(poster).toHaveClass('academics-priority--red');
    expect(screen.getByRole('article', { name: 'Fractions practice' })).toHaveClass(
      'academics-priority--yellow',
    );
    expect(screen.getByRole('article', { name: 'Reading log' })).toHaveClass(
      'academics-priority--green',
    );
    expect(screen.getByRole('article', { name: 'Spelling list' })).toHaveClass(
      'academics-priority--green',
    );
  });
});

describe('HomeworkPage child filter', () => {
  it('should show all children, or only the one chosen', async () => {
    await renderPage(<HomeworkPage />, {
      language: 'en',
      queryClient: clientWithAnswers(answers()),
    });
    const filter = screen.getByRole('combobox', { name: 'Child' });
    expect(filter).toHaveTextContent('All children');

    await userEvent.click(filter);
    await userEvent.click(await screen.findByRole('option', { name: 'Abdi Hassan' }));
    expect(screen.queryByRole('region', { name: 'Hodan Hassan' })).not.toBeInTheDocument();
    expect(titlesFor('Abdi Hassan')).toEqual(['Measuring project', 'Spelling list']);

    await userEvent.click(screen.getByRole('combobox', { name: 'Child' }));
    await userEvent.click(await screen.findByRole('option', { name: 'All children' }));
    expect(screen.getByRole('region', { name: 'Hodan Hassan' })).toBeInTheDocument();
  });
});

describe('HomeworkPage states and languages', () => {
  it('should show loading placeholders while the children are fetched', async () => {
    const fetchSpy = holdFetch();
    await renderPage(<HomeworkPage />, { language: 'en' });
    expect(screen.getByRole('status', { name: 'Loading assignments...' })).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledWith(STUDENTS_URL, expect.anything());
  });

  it('should show an error with retry for a child whose assignments cannot be loaded', async () => {
    const client = clientWithAnswers({ [STUDENTS_URL]: [hodan] });
    failQuery(client, studentAssignmentsUrl(hodan.id));
    await renderPage(<HomeworkPage />, { language: 'en', queryClient: client });
    expect(screen.getByRole('alert')).toHaveTextContent('Assignments could not be loaded.');
    const fetchSpy = holdFetch();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(fetchSpy).toHaveBeenCalledWith(studentAssignmentsUrl(hodan.id), expect.anything());
  });

  it('should show the empty state when no children are linked', async () => {
    await renderPage(<HomeworkPage />, {
      language: 'en',
      queryClient: clientWithAnswers({ [STUDENTS_URL]: [] }),
    });
    expect(screen.getByText('No children yet')).toBeInTheDocument();
  });

  it('should read in Somali by default', async () => {
    await renderPage(<HomeworkPage />, { queryClient: clientWithAnswers(answers()) });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Shaqada Guriga iyo Hawlaha' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('tab', { name: 'Dhowaan la dhiibayo', selected: true }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Ilmaha' })).toHaveTextContent('Carruurta oo dhan');
    expect(
      within(screen.getByRole('article', { name: 'Water cycle poster' })).getByText(
        'Dhowaan la dhiibayo',
      ),
    ).toBeInTheDocument();
  });
});

describe('HomeworkPage for whoever reads it', () => {
  const signedInAs = (role: 'student' | 'client' | 'teacher') =>
    useSession.setState({ user: makeUser(role), status: 'signed-in' });

  it('speaks to a student about their own work, without a filter of one child', async () => {
    signedInAs('student');
    await renderPage(<HomeworkPage />, {
      language: 'en',
      queryClient: clientWithAnswers({
        [STUDENTS_URL]: [hodan],
        [studentAssignmentsUrl(hodan.id)]: hodanWork,
      }),
    });
    expect(screen.getByText('Everything you need to hand in')).toBeInTheDocument();
    expect(screen.queryByText('Everything your children need to hand in')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Child' })).not.toBeInTheDocument();
    expect(titlesFor('Hodan Hassan')).toEqual([
      'Water cycle poster',
      'Fractions practice',
      'Reading log',
    ]);
  });

  it('speaks to a teacher of their students, and filters by student', async () => {
    signedInAs('teacher');
    await renderPage(<HomeworkPage />, {
      language: 'en',
      queryClient: clientWithAnswers(answers()),
    });
    expect(screen.getByText('Everything your students need to hand in')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Student' })).toHaveTextContent('All students');
    expect(screen.queryByText(/children/)).not.toBeInTheDocument();
  });

  it('tells a community member that homework is shown to families, not to link their children', async () => {
    signedInAs('client');
    await renderPage(<HomeworkPage />, { queryClient: clientWithAnswers({ [STUDENTS_URL]: [] }) });
    expect(screen.getByText('Waxaa la tusaa qoysaska oo keliya')).toBeInTheDocument();
    expect(screen.queryByText('Weli carruur ma jiraan')).not.toBeInTheDocument();
    expect(screen.queryByText(/carruurtaada loogu xiro/)).not.toBeInTheDocument();
  });
});
