import { RECENT_UPDATES_COUNT, type Role, type Student, type Update } from '@d742/contracts';
import {
  type RemoteLoader,
  RemoteLoaderContext,
  useLiveStore,
  useSession,
  useLanguage,
  useToastStore,
} from '@d742/platform';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { STUDENTS_URL } from '../api/students';
import { abdi, ayaan, hodan, makeUser } from '../test-utils/fixtures';
import { clientWithAnswers, failQuery } from '@d742/platform/testing';
import { holdFetch, restoreFetch } from '../test-utils/hold-fetch';
import { renderPage } from '../test-utils/render-with-providers';
import { pendingAssignmentsUrl, RECENT_UPDATES_URL, UPDATES_URL } from './api/dashboard-api';
import DashboardPanel from './dashboard-panel';

const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

function makeUpdates(count: number): Update[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `u${i + 1}`,
    type: 'grade',
    title: `Update ${i + 1}`,
    description: `Details ${i + 1}`,
    createdAt: ago((i + 1) * 5 * MINUTE),
  }));
}

function answers(students: Student[], updates: Update[] = [], pending: number[] = []) {
  return {
    [STUDENTS_URL]: students,
    [RECENT_UPDATES_URL]: updates.slice(0, RECENT_UPDATES_COUNT + 1),
    [UPDATES_URL]: updates,
    ...Object.fromEntries(
      students.map((s, i) => [pendingAssignmentsUrl(s.id), { count: pending[i] ?? 0 }]),
    ),
  };
}

function signIn(role: Role) {
  useSession.setState({ user: makeUser(role), status: 'signed-in' });
}

beforeEach(() => {
  useLiveStore.setState({ status: 'connecting', unseenCount: 0, notifications: [] });
  useToastStore.setState({ toasts: [] });
  signIn('parent');
});
afterEach(restoreFetch);

describe('DashboardPanel for a parent', () => {
  it('should show one card per child with grade level, GPA, attendance and pending count', async () => {
    await renderPage(<DashboardPanel />, {
      language: 'en',
      queryClient: clientWithAnswers(answers([hodan, abdi, ayaan], [], [3, 0, 5])),
    });

    expect(screen.getByRole('heading', { level: 2, name: 'Your children' })).toBeInTheDocument();
    expect(screen.getByText('3 children')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);

    const hodanCard = within(screen.getByRole('article', { name: 'Hodan Hassan' }));
    expect(hodanCard.getByText('Grade 8')).toBeInTheDocument();
    expect(stats('Hodan Hassan')).toEqual({
      GPA: '3.5',
      Attendance: '96%',
      'Pending assignments': '3',
    });
    expect(stats('Abdi Hassan')).toEqual({
      GPA: '0.0',
      Attendance: '0%',
      'Pending assignments': '0',
    });
    expect(
      within(screen.getByRole('article', { name: 'Abdi Hassan' })).getByText('Grade 5'),
    ).toBeInTheDocument();
    expect(stats('Ayaan Hassan')).toEqual({
      GPA: '0.0',
      Attendance: '0%',
      'Pending assignments': '5',
    });
  });

  it('should say when no children are linked', async () => {
    await renderPage(<DashboardPanel />, {
      language: 'en',
      queryClient: clientWithAnswers(answers([])),
    });
    expect(screen.getByText('No children yet')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('should show loading placeholders while the children and updates are fetched', async () => {
    const fetchSpy = holdFetch();
    await renderPage(<DashboardPanel />, { language: 'en' });
    expect(screen.getByRole('status', { name: 'Loading children...' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading updates...' })).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledWith(STUDENTS_URL, expect.anything());
    expect(fetchSpy).toHaveBeenCalledWith(RECENT_UPDATES_URL, expect.anything());
    expect(fetchSpy).not.toHaveBeenCalledWith(UPDATES_URL, expect.anything());
  });

  it('should show an error with a retry button when the children cannot be loaded', async () => {
    const client = clientWithAnswers({ [UPDATES_URL]: [] });
    failQuery(client, STUDENTS_URL);
    await renderPage(<DashboardPanel />, { language: 'en', queryClient: client });

    expect(screen.getByRole('alert')).toHaveTextContent(
      "Your children's information could not be loaded.",
    );
    const fetchSpy = holdFetch();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(fetchSpy).toHaveBeenCalledWith(STUDENTS_URL, expect.anything());
    expect(await screen.findByRole('status', { name: 'Loading children...' })).toBeInTheDocument();
  });
});

/** The label → value pairs of a child card's statistics. */
function stats(name: string): Record<string, string> {
  const card = screen.getByRole('article', { name });
  const terms = within(card).getAllByRole('term');
  const values = within(card).getAllByRole('definition');
  return Object.fromEntries(terms.map((term, i) => [term.textContent, values[i]!.textContent]));
}

describe('DashboardPanel by role', () => {
  it.each<[Role, string]>([
    ['student', 'My Academic Portal'],
    ['teacher', 'Teacher Dashboard'],
    ['client', 'Community Access'],
    ['admin', 'Administrator Dashboard'],
  ])('should show the %s role the information card %p and no children', async (role, title) => {
    signIn(role);
    await renderPage(<DashboardPanel />, {
      language: 'en',
      queryClient: clientWithAnswers({ [UPDATES_URL]: [] }),
    });
    const card = screen.getByRole('article', { name: title });
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your children' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });
});

describe('DashboardPanel recent updates', () => {
  it('should show only the first three, then all with View all, and three again with Show less', async () => {
    await renderPage(<DashboardPanel />, {
      language: 'en',
      queryClient: clientWithAnswers(answers([hodan], makeUpdates(5))),
    });
    const titles = () => screen.getAllByRole('heading', { level: 3, name: /^Update/ });

    expect(titles().map((h) => h.textContent)).toEqual(['Update 1', 'Update 2', 'Update 3']);
    await userEvent.click(screen.getByRole('button', { name: 'View all' }));
    expect(titles()).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(titles()).toHaveLength(3);
  });

  it('should read only the first few until View all, and keep them shown if the full list fails', async () => {
    const client = clientWithAnswers({
      ...answers([hodan], makeUpdates(5)),
      [UPDATES_URL]: undefined,
    });
    client.removeQueries({ predicate: (q) => q.queryKey[0] === UPDATES_URL });
    failQuery(client, UPDATES_URL);
    await renderPage(<DashboardPanel />, { language: 'en', queryClient: client });
    const titles = () => screen.getAllByRole('heading', { level: 3, name: /^Update/ });
    expect(titles()).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'View all' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Updates could not be loaded.');
    expect(titles().map((h) => h.textContent)).toEqual(['Update 1', 'Update 2', 'Update 3']);
  });

  it('should show the type, description, relative time, subject and teacher of an update', async () => {
    const update: Update = {
      id: 'u1',
      type: 'attendance',
      title: 'Hodan was late',
      description: 'The school bus was delayed.',
      createdAt: ago(2 * 60 * MINUTE + MINUTE),
      teacherName: 'Ms. Farah',
      subject: 'Math',
    };
    await renderPage(<DashboardPanel />, {
      language: 'en',
      queryClient: clientWithAnswers(answers([hodan], [update])),
    });
    const item = within(screen.getByRole('list', { name: 'Recent updates' })).getByRole('listitem');
    expect(item).toHaveTextContent(
      'AttendanceHodan was lateThe school bus was delayed.2 hours ago · Math · Ms. Farah',
    );
    expect(screen.queryByRole('button', { name: 'View all' })).not.toBeInTheDocument();
  });

  it("should ask the voice remote for a ListenButton on each update, title + description in the reader's language", async () => {
    const loader = jest.fn<ReturnType<RemoteLoader>, Parameters<RemoteLoader>>(async () => ({
      default: (({ text, language }: { text: string; language: string }) => (
        <button type="button" lang={language}>{`Listen: ${text}`}</button>
      )) as ComponentType,
    }));
    // In act: the lazy ListenButtons settle right after the first render.
    await act(() =>
      renderPage(
        <RemoteLoaderContext.Provider value={loader}>
          <DashboardPanel />
        </RemoteLoaderContext.Provider>,
        { language: 'so', queryClient: clientWithAnswers(answers([hodan], makeUpdates(2))) },
      ),
    );
    const [first, second] = within(
      screen.getByRole('list', { name: 'Wararkii ugu dambeeyay' }),
    ).getAllByRole('listitem');
    expect(
      await within(first!).findByRole('button', { name: 'Listen: Update 1. Details 1' }),
    ).toHaveAttribute('lang', 'so');
    expect(
      within(second!).getByRole('button', { name: 'Listen: Update 2. Details 2' }),
    ).toHaveAttribute('lang', 'so');
    expect(loader).toHaveBeenCalledWith('voice', 'ListenButton', false);
  });

  it('should say when there are no updates', async () => {
    await renderPage(<DashboardPanel />, {
      language: 'en',
      queryClient: clientWithAnswers(answers([hodan], [])),
    });
    expect(screen.getByText('No updates yet.')).toBeInTheDocument();
  });
});

describe('DashboardPanel live indicator', () => {
  // The other label stays in the pill, hidden (it keeps the size of the longer one).
  const expectShown = (shown: string, hidden: string) => {
    expect(screen.getByText(shown)).not.toHaveAttribute('aria-hidden');
    expect(screen.getByText(hidden)).toHaveAttribute('aria-hidden', 'true');
  };

  it('should say Connecting... until the live channel is connected, then Live Updates Active', async () => {
    await renderPage(<DashboardPanel />, {
      language: 'en',
      queryClient: clientWithAnswers(answers([hodan])),
    });
    expectShown('Connecting...', 'Live Updates Active');
    act(() => useLiveStore.setState({ status: 'connected' }));
    expectShown('Live Updates Active', 'Connecting...');
    act(() => useLiveStore.setState({ status: 'disconnected' }));
    expectShown('Connecting...', 'Live Updates Active');
  });

  it('should show the count of new live notifications only above zero', async () => {
    useLiveStore.setState({ status: 'connected' });
    await renderPage(<DashboardPanel />, {
      language: 'en',
      queryClient: clientWithAnswers(answers([hodan])),
    });
    expect(screen.queryByText(/new live notification/)).not.toBeInTheDocument();
    act(() => useLiveStore.setState({ unseenCount: 2 }));
    expect(screen.getByText('2 new live notifications')).toBeInTheDocument();
  });
});

describe('DashboardPanel actions', () => {
  it('should link the quick actions to grades, calendar, messages, calendar and homework', async () => {
    await renderPage(<DashboardPanel />, {
      language: 'en',
      queryClient: clientWithAnswers(answers([hodan])),
    });
    const nav = within(screen.getByRole('navigation', { name: 'Quick actions' }));
    expect(nav.getByRole('link', { name: 'Grades' })).toHaveAttribute('href', '/grades');
    expect(nav.getByRole('link', { name: 'Attendance' })).toHaveAttribute('href', '/calendar');
    expect(nav.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messages');
    expect(nav.getByRole('link', { name: 'Calendar' })).toHaveAttribute('href', '/calendar');
    expect(nav.getByRole('link', { name: 'Homework' })).toHaveAttribute('href', '/homework');
  });

  it('should answer the phone button with a coming soon toast in the current language', async () => {
    await renderPage(<DashboardPanel />, { queryClient: clientWithAnswers(answers([hodan])) });
    await userEvent.click(screen.getByRole('button', { name: 'Wac macallin' }));
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Dhowaan ayuu imanayaa',
      description: 'Inaad macallimiinta ilmahaaga ka wacdo barnaamijka ayaa dhowaan imanaya.',
    });
    // Still open when the parent switches to English: the Toaster makes its texts again in English.
    await act(async () => useLanguage.getState().setLanguage('en'));
    const shown = useToastStore.getState().toasts[0]!;
    expect([shown.titleText?.(), shown.descriptionText?.()]).toEqual([
      'Coming soon',
      "Calling your child's teachers from the portal is coming soon.",
    ]);
  });

  it('should offer a teacher to call a family, and a student to call their teachers', async () => {
    signIn('teacher');
    const { unmount } = await renderPage(<DashboardPanel />, {
      language: 'en',
      queryClient: clientWithAnswers(answers([])),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Call a family' }));
    expect(useToastStore.getState().toasts[0]?.description).toBe(
      'Calling families from the portal is coming soon.',
    );
    unmount();
    useToastStore.setState({ toasts: [] });
    signIn('student');
    await renderPage(<DashboardPanel />, {
      language: 'en',
      queryClient: clientWithAnswers(answers([hodan])),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Call a teacher' }));
    expect(useToastStore.getState().toasts[0]?.description).toBe(
      'Calling your teachers from the portal is coming soon.',
    );
  });
});

describe('DashboardPanel languages', () => {
  it('should read in Somali by default and in English', async () => {
    const { unmount } = await renderPage(<DashboardPanel />, {
      queryClient: clientWithAnswers(answers([hodan, abdi], makeUpdates(1))),
    });
    expect(screen.getByRole('heading', { name: 'Carruurtaada' })).toBeInTheDocument();
    expect(screen.getByText('2 carruur ah')).toBeInTheDocument();
    expect(screen.getByText('Fasalka 8')).toBeInTheDocument();
    expect(screen.getByText('Waa la isku xirayaa...')).not.toHaveAttribute('aria-hidden');
    expect(screen.getByText('5 daqiiqo ka hor')).toBeInTheDocument();
    unmount();

    await renderPage(<DashboardPanel />, {
      language: 'en',
      queryClient: clientWithAnswers(answers([hodan, abdi], makeUpdates(1))),
    });
    expect(screen.getByRole('heading', { name: 'Your children' })).toBeInTheDocument();
    expect(screen.getByText('5 minutes ago')).toBeInTheDocument();
  });
});
