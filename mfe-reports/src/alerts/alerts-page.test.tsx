/** @jest-environment @d742/platform/jest-environment */
import type { BehaviorReport } from '@d742/contracts';
import { type RemoteLoader, RemoteLoaderContext, useLiveChannel, useSession } from '@d742/platform';
import { createTestQueryClient, startTestApi, type TestApi } from '@d742/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { SCHOOL_CALENDAR_URL } from '../api/school-calendar';
import { STUDENTS_URL } from '../api/students';
import {
  abdi,
  calendar,
  hodan,
  makeAssignment,
  makeAttendance,
  makeBehaviorReport,
  makeGrade,
  makeHealthAlert,
} from '../test-utils/fixtures';
import { clientWithAnswers, failQuery, fixClock } from '@d742/platform/testing';
import { renderWithProviders } from '../test-utils/render-with-providers';
import AlertsPage from './alerts-page';
import {
  behaviorReportsUrl,
  healthAlertsUrl,
  studentAssignmentsUrl,
  studentAttendanceUrl,
  studentGradesUrl,
} from './api/alerts-api';

// Tuesday 10 March 2026, 15:30: inside the third quarter (26 Jan – 27 Mar).
const NOW = new Date('2026-03-10T15:30:00.000Z');

const praise = makeBehaviorReport({ title: 'Helped a classmate', type: 'positive' });
const lateWork = makeBehaviorReport({
  title: 'Homework not handed in',
  type: 'warning',
  actionRequired: true,
  audioMessageUrl: '/media/voice/1.mp3',
  audioMessageSomali: '/media/voice/1-so.mp3',
  createdAt: '2026-03-10T12:30:00.000Z',
});
const pushing = makeBehaviorReport({ title: 'Pushed in line', type: 'incident' });
const remark = makeBehaviorReport({ title: 'Library book', type: 'note' });
const oddType = makeBehaviorReport({ title: 'Field trip', type: 'trip' });

const fever = makeHealthAlert({
  summary: 'Fever at school',
  severity: 'high',
  details: '38.5 °C at 11:00',
  actionTaken: 'Rested in the nurse office',
  parentContactRequired: true,
});
const checkup = makeHealthAlert({
  summary: 'Eye check',
  severity: 'medium',
  followUpRequired: true,
});
const scrape = makeHealthAlert({ summary: 'Scraped knee', severity: 'low' });
const visit = makeHealthAlert({ summary: 'Asked for water', severity: 'routine' });

function answers(): Record<string, unknown> {
  return {
    [STUDENTS_URL]: [hodan, abdi],
    [SCHOOL_CALENDAR_URL]: calendar,
    [behaviorReportsUrl(hodan.id)]: [lateWork, praise, pushing, remark, oddType],
    [behaviorReportsUrl(abdi.id)]: [],
    [healthAlertsUrl(hodan.id)]: [fever, checkup, scrape, visit],
    [healthAlertsUrl(abdi.id)]: [],
    [studentAttendanceUrl(hodan.id)]: [
      makeAttendance(hodan.id, '2026-03-09', 'tardy', 'The bus was late'),
      makeAttendance(hodan.id, '2026-03-05', 'absent'),
      makeAttendance(hodan.id, '2026-03-04', 'present'),
      makeAttendance(hodan.id, '2026-02-02', 'excused'),
      // Last quarter: not part of the current period.
      makeAttendance(hodan.id, '2026-01-15', 'absent'),
    ],
    [studentAttendanceUrl(abdi.id)]: [makeAttendance(abdi.id, '2026-03-02', 'present')],
    [studentGradesUrl(hodan.id)]: [
      makeGrade('A'),
      makeGrade('C'),
      makeGrade('C-', { assignment: 'Spelling test', subject: 'English' }),
      makeGrade('D', { assignment: 'Fractions quiz' }),
    ],
    [studentGradesUrl(abdi.id)]: [makeGrade('B+')],
    [studentAssignmentsUrl(hodan.id)]: [
      makeAssignment('2026-03-06T23:59:00.000Z', {
        title: 'Water cycle poster',
        subject: 'Science',
      }),
      makeAssignment('2026-03-06T23:59:00.000Z', { title: 'Book report', status: 'submitted' }),
      makeAssignment('2026-03-20T23:59:00.000Z', { title: 'Map project' }),
    ],
    [studentAssignmentsUrl(abdi.id)]: [],
  };
}

const child = (name: string) => within(screen.getByRole('region', { name }));
const article = (scope: ReturnType<typeof child>, name: string) =>
  within(scope.getByRole('article', { name }));

beforeEach(() => fixClock(NOW));
afterEach(() => jest.useRealTimers());

describe('AlertsPage behavior', () => {
  it('shows per child an initial avatar, the name, a count badge and each report', async () => {
    await renderWithProviders(<AlertsPage />, {
      language: 'en',
      queryClient: clientWithAnswers(answers()),
    });
    expect(screen.getByRole('tab', { name: 'Behavior', selected: true })).toBeInTheDocument();
    const hodanSection = child('Hodan Hassan');
    expect(hodanSection.getByText('H')).toHaveClass('reports-avatar');
    expect(hodanSection.getByText('5 behavior reports')).toBeInTheDocument();
    const items = within(hodanSection.getByRole('list', { name: 'Behavior reports' }));
    expect(items.getAllByRole('article')).toHaveLength(5);

    const warning = article(hodanSection, 'Homework not handed in');
    expect(warning.getByText('Warning')).toHaveClass('ui-badge--warning');
    expect(warning.getByText('Teacher: Ms. Johnson')).toBeInTheDocument();
    expect(warning.getByText('Category: Kindness')).toBeInTheDocument();
    expect(warning.getByText('3 hours ago')).toBeInTheDocument();
    expect(warning.getByRole('note')).toHaveTextContent(
      "Action required: please contact your child's teacher.",
    );
    expect(warning.getByLabelText('Voice message from the teacher')).toHaveAttribute(
      'src',
      '/media/voice/1.mp3',
    );
    expect(warning.getByLabelText('Voice message in Somali')).toHaveAttribute(
      'src',
      '/media/voice/1-so.mp3',
    );

    const positive = article(hodanSection, 'Helped a classmate');
    expect(positive.getByText('Positive')).toHaveClass('ui-badge--success');
    expect(positive.queryByRole('note')).not.toBeInTheDocument();
    expect(positive.queryByLabelText(/Voice message/)).not.toBeInTheDocument();
    expect(article(hodanSection, 'Pushed in line').getByText('Incident')).toHaveClass(
      'ui-badge--destructive',
    );
    expect(article(hodanSection, 'Library book').getByText('Note')).toHaveClass(
      'ui-badge--neutral',
    );
    expect(article(hodanSection, 'Field trip').getByText('Note')).toHaveClass('ui-badge--neutral');

    const abdiSection = child('Abdi Hassan');
    expect(abdiSection.getByText('A')).toHaveClass('reports-avatar');
    expect(abdiSection.getByText('0 behavior reports')).toBeInTheDocument();
    expect(abdiSection.getByText('No behavior reports available')).toBeInTheDocument();
  });

  it('shows skeletons while a child’s reports load, and an error with a retry that fetches again', async () => {
    const api = await startTestApi();
    try {
      let fail = true;
      api.on('GET', behaviorReportsUrl(hodan.id), () =>
        fail ? { status: 500, body: { error: 'boom' } } : { body: [praise] },
      );
      const client = clientWithAnswers(answers());
      client.removeQueries({ queryKey: [behaviorReportsUrl(hodan.id)] });
      await renderWithProviders(<AlertsPage />, { language: 'en', queryClient: client });
      expect(
        child('Hodan Hassan').getByRole('status', { name: 'Loading behavior reports...' }),
      ).toBeInTheDocument();
      expect(await child('Hodan Hassan').findByRole('alert')).toHaveTextContent(
        'Behavior reports could not be loaded.',
      );
      fail = false;
      await userEvent.click(child('Hodan Hassan').getByRole('button', { name: 'Try again' }));
      expect(
        await child('Hodan Hassan').findByRole('article', { name: 'Helped a classmate' }),
      ).toBeInTheDocument();
      expect(api.callsTo('GET', behaviorReportsUrl(hodan.id))).toHaveLength(2);
    } finally {
      await api.close();
    }
  });

  it('shows an error with retry when the children cannot be loaded', async () => {
    const client = clientWithAnswers({});
    failQuery(client, STUDENTS_URL);
    await renderWithProviders(<AlertsPage />, { language: 'en', queryClient: client });
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Your children's information could not be loaded.",
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('AlertsPage health', () => {
  it('shows severity badges, details, action taken, nurse, type, and what the parent must do', async () => {
    await renderWithProviders(<AlertsPage />, {
      language: 'en',
      queryClient: clientWithAnswers(answers()),
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Health' }));
    const hodanSection = child('Hodan Hassan');
    expect(hodanSection.getByText('4 health alerts')).toBeInTheDocument();

    const high = article(hodanSection, 'Fever at school');
    expect(high.getByText('High Priority')).toHaveClass('ui-badge--destructive');
    expect(high.getByText('38.5 °C at 11:00')).toBeInTheDocument();
    expect(high.getByText('Rested in the nurse office')).toBeInTheDocument();
    expect(high.getByText('Nurse: Nurse Amina')).toBeInTheDocument();
    expect(high.getByText('Type: Visit')).toBeInTheDocument();
    expect(high.getByRole('note')).toHaveTextContent('Parent contact required');
    expect(high.getByRole('note')).not.toHaveTextContent('Follow-up required');

    const medium = article(hodanSection, 'Eye check');
    expect(medium.getByText('Medium Priority')).toHaveClass('ui-badge--warning');
    expect(medium.getByRole('note')).toHaveTextContent('Follow-up required');
    expect(medium.getByRole('note')).not.toHaveTextContent('Parent contact required');
    expect(medium.queryByText('Details:')).not.toBeInTheDocument();

    expect(article(hodanSection, 'Scraped knee').getByText('Low Priority')).toBeInTheDocument();
    expect(article(hodanSection, 'Scraped knee').queryByRole('note')).not.toBeInTheDocument();
    expect(article(hodanSection, 'Asked for water').getByText('Normal')).toBeInTheDocument();

    expect(child('Abdi Hassan').getByText('No health alerts available')).toBeInTheDocument();
  });

  it('tells a student what the notes ask of them, and a teacher what the family is asked', async () => {
    useSession.setState({
      user: {
        id: '64a000000000000000000009',
        firstName: 'Hodan',
        lastName: 'Hassan',
        email: 'hodan@students.example.org',
        phone: '',
        language: 'en',
        role: 'student',
        createdAt: '2025-09-01T08:00:00.000Z',
      },
      status: 'signed-in',
    });
    try {
      await renderWithProviders(<AlertsPage />, {
        language: 'en',
        queryClient: clientWithAnswers({ ...answers(), [STUDENTS_URL]: [hodan] }),
      });
      expect(
        screen.getByText('Behavior, health, attendance and schoolwork notes about you'),
      ).toBeInTheDocument();
      expect(
        article(child('Hodan Hassan'), 'Homework not handed in').getByRole('note'),
      ).toHaveTextContent('Action required: please talk to your teacher.');
      await userEvent.click(screen.getByRole('tab', { name: 'Health' }));
      const hodanSection = child('Hodan Hassan');
      expect(article(hodanSection, 'Eye check').getByRole('note')).toHaveTextContent(
        'Follow-up required: the nurse will check on you again.',
      );
      expect(article(hodanSection, 'Fever at school').getByRole('note')).toHaveTextContent(
        'please ask your parent to call the school nurse',
      );
      expect(screen.queryByText(/your child/)).not.toBeInTheDocument();

      // A teacher reads the same notes about their students, and what the family is asked to do.
      act(() =>
        useSession.setState((state) => ({
          user: state.user && { ...state.user, role: 'teacher' },
        })),
      );
      expect(
        screen.getByText('Behavior, health, attendance and schoolwork notes about your students'),
      ).toBeInTheDocument();
      expect(article(child('Hodan Hassan'), 'Fever at school').getByRole('note')).toHaveTextContent(
        'the family is asked to call the school nurse',
      );
    } finally {
      useSession.setState({ user: null, status: 'signed-out' });
    }
  });
});

describe('AlertsPage read-aloud', () => {
  it("asks the voice remote for a ListenButton on each behavior report and health alert, in the reader's language", async () => {
    const loader = jest.fn<ReturnType<RemoteLoader>, Parameters<RemoteLoader>>(async () => ({
      default: (({ text, language }: { text: string; language: string }) => (
        <button type="button" lang={language}>{`Listen: ${text}`}</button>
      )) as ComponentType,
    }));
    // In act: the lazy ListenButtons settle right after the first render.
    await act(() =>
      renderWithProviders(
        <RemoteLoaderContext.Provider value={loader}>
          <AlertsPage />
        </RemoteLoaderContext.Provider>,
        { language: 'en', queryClient: clientWithAnswers(answers()) },
      ),
    );
    const hodanSection = child('Hodan Hassan');
    expect(
      await article(hodanSection, 'Homework not handed in').findByRole('button', {
        name: `Listen: Homework not handed in. ${lateWork.description}`,
      }),
    ).toHaveAttribute('lang', 'en');
    expect(loader).toHaveBeenCalledWith('voice', 'ListenButton', false);

    await userEvent.click(screen.getByRole('tab', { name: 'Health' }));
    const health = child('Hodan Hassan');
    expect(
      await article(health, 'Fever at school').findByRole('button', {
        name: 'Listen: Fever at school. 38.5 °C at 11:00',
      }),
    ).toHaveAttribute('lang', 'en');
    // No details: the summary alone.
    expect(
      article(health, 'Eye check').getByRole('button', { name: 'Listen: Eye check' }),
    ).toBeInTheDocument();
  });
});

describe('AlertsPage attendance and academic', () => {
  it("lists this quarter's absences and late arrivals with a count", async () => {
    await renderWithProviders(<AlertsPage />, {
      language: 'en',
      queryClient: clientWithAnswers(answers()),
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Attendance' }));
    expect(screen.getByText('Current quarter (26 Jan – 27 Mar)')).toBeInTheDocument();
    const hodanSection = child('Hodan Hassan');
    expect(hodanSection.getByText('3 absences or late arrivals')).toBeInTheDocument();
    const rows = within(
      hodanSection.getByRole('list', { name: 'Absences and late arrivals' }),
    ).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '9 MarLateThe bus was late',
      '5 MarAbsent',
      '2 FebExcused absence',
    ]);
    expect(child('Abdi Hassan').getByText('No absences or late arrivals')).toBeInTheDocument();
  });

  it('lists grades below C and pending work past its due date', async () => {
    await renderWithProviders(<AlertsPage />, {
      language: 'en',
      queryClient: clientWithAnswers(answers()),
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Academic' }));
    const hodanSection = child('Hodan Hassan');
    expect(hodanSection.getByText('3 low grades or missing assignments')).toBeInTheDocument();
    const low = within(hodanSection.getByRole('list', { name: 'Grades below C' }));
    expect(low.getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Spelling test',
      'Fractions quiz',
    ]);
    expect(low.getByLabelText('Grade D')).toHaveClass('ui-badge--error');
    const missing = within(hodanSection.getByRole('list', { name: 'Missing or overdue work' }));
    expect(missing.getAllByRole('listitem')).toHaveLength(1);
    expect(missing.getByText('Water cycle poster')).toBeInTheDocument();
    expect(missing.getByText('Was due 6 Mar')).toBeInTheDocument();
    expect(child('Abdi Hassan').getByText('No low grades or missing work')).toBeInTheDocument();
  });
});

/** What the shell mounts once: the signed-in parent's live channel. */
function LiveChannel({ url }: { url: string }) {
  useLiveChannel({ id: '64a000000000000000000001', role: 'parent' }, { url });
  return null;
}

/** The browser's WebSocket, standing in at the network edge: it accepts auth and delivers what the test sends. */
class FakeLiveSocket {
  static current: FakeLiveSocket | undefined;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeLiveSocket.current = this;
    setTimeout(() => this.onopen?.(), 0);
  }
  send(data: string) {
    const message = JSON.parse(data) as { type: string; userId: string; role: string };
    if (message.type === 'auth') this.deliver({ ...message, type: 'auth_success' });
  }
  deliver(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  close() {}
}

describe('AlertsPage live refresh', () => {
  const BrowserWebSocket = window.WebSocket;
  let api: TestApi;
  beforeEach(async () => {
    window.WebSocket = FakeLiveSocket as unknown as typeof WebSocket;
    api = await startTestApi();
  });
  afterEach(async () => {
    window.WebSocket = BrowserWebSocket;
    await api.close();
  });

  it("refetches the child's behavior reports when a behavior_report notification arrives", async () => {
    let reports: BehaviorReport[] = [praise];
    api.on('GET', STUDENTS_URL, { body: [hodan] });
    api.on('GET', behaviorReportsUrl(hodan.id), () => ({ body: reports }));
    api.on('GET', healthAlertsUrl(hodan.id), { body: [] });
    await renderWithProviders(
      <>
        <LiveChannel url="ws://127.0.0.1/ws" />
        <AlertsPage />
      </>,
      { language: 'en', queryClient: createTestQueryClient() },
    );
    expect(await screen.findByRole('article', { name: 'Helped a classmate' })).toBeInTheDocument();
    await waitFor(() => expect(FakeLiveSocket.current?.onmessage).not.toBeNull());

    reports = [pushing, praise];
    act(() =>
      FakeLiveSocket.current!.deliver({
        type: 'notification',
        title: 'New behavior report',
        message: 'Hodan: Pushed in line',
        topic: 'behavior_report',
        studentId: hodan.id,
      }),
    );
    expect(await screen.findByRole('article', { name: 'Pushed in line' })).toBeInTheDocument();
    expect(child('Hodan Hassan').getByText('2 behavior reports')).toBeInTheDocument();
    expect(api.callsTo('GET', behaviorReportsUrl(hodan.id))).toHaveLength(2);
    // Another kind of news leaves the list alone.
    expect(api.callsTo('GET', healthAlertsUrl(hodan.id))).toHaveLength(0);
  });
});

describe('AlertsPage in Somali', () => {
  it('speaks Somali by default', async () => {
    await renderWithProviders(<AlertsPage />, { queryClient: clientWithAnswers(answers()) });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Digniinaha iyo Warbixinnada' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Anshaxa' })).toBeInTheDocument();
    expect(child('Abdi Hassan').getByText('Ma jiraan warbixinno anshax')).toBeInTheDocument();
    expect(article(child('Hodan Hassan'), 'Field trip').getByText('Faallo')).toBeInTheDocument();
  });
});
