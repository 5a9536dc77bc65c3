import { RECENT_ATTENDANCE_COUNT, type AttendanceRecord, type SchoolEvent } from '@d742/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { studentAssignmentsUrl } from '../api/assignments';
import { STUDENTS_URL } from '../api/students';
import { abdi, hodan, makeAssignment, makeUser } from '../test-utils/fixtures';
import { useSession } from '@d742/platform';
import { clientWithAnswers, failQuery, fixClock } from '@d742/platform/testing';
import { holdFetch, restoreFetch } from '../test-utils/hold-fetch';
import { renderPage } from '../test-utils/render-with-providers';
import { EVENTS_URL, studentAttendanceUrl } from './api/calendar-api';
import CalendarPage from './calendar-page';

// Tuesday 10 March 2026, 15:30 local time.
const NOW = new Date(2026, 2, 10, 15, 30);
const local = (day: number, hour = 0, minute = 0) =>
  new Date(2026, 2, day, hour, minute).toISOString();

function event(id: string, eventDate: string, eventType: SchoolEvent['eventType']): SchoolEvent {
  return { id, title: `Event ${id}`, description: `About ${id}`, eventDate, eventType };
}

const events = [
  event('past', local(2, 18), 'meeting'),
  event('fair', local(22, 17), 'event'),
  event('tonight', local(10, 18, 30), 'conference'),
  event('closed', local(13, 8), 'other'),
];

const overdue = makeAssignment(hodan.id, local(8, 23, 59), { title: 'Fractions worksheet' });
const handedInLate = makeAssignment(hodan.id, local(9, 9), {
  title: 'Book report',
  status: 'submitted',
});
const ahead = makeAssignment(hodan.id, local(14, 9), { title: 'Water cycle poster' });

function attendance(date: string, status: AttendanceRecord['status'], note?: string) {
  return { id: `r-${date}`, studentId: hodan.id, date, status, note: note ?? null };
}
const records: AttendanceRecord[] = [
  attendance('2026-03-02', 'present'),
  attendance('2026-03-09', 'tardy', 'The school bus was delayed'),
  attendance('2026-03-06', 'absent', 'Absence not reported by a parent'),
  attendance('2026-03-05', 'excused'),
  attendance('2026-03-04', 'present'),
  attendance('2026-03-03', 'present'),
];
/** The rest of the year, read only when the reader asks for every day. */
const earlier: AttendanceRecord[] = [
  attendance('2026-02-27', 'absent', 'Absence not reported by a parent'),
  attendance('2026-02-26', 'present'),
];
const latestUrl = (id: string) => studentAttendanceUrl(id, RECENT_ATTENDANCE_COUNT + 1);

function fullAnswers() {
  return {
    [STUDENTS_URL]: [hodan, abdi],
    [EVENTS_URL]: events,
    [studentAssignmentsUrl(hodan.id)]: [overdue, handedInLate, ahead],
    [studentAssignmentsUrl(abdi.id)]: [],
    [latestUrl(hodan.id)]: records,
    [studentAttendanceUrl(hodan.id)]: [...records, ...earlier],
    [latestUrl(abdi.id)]: [],
  };
}

beforeEach(() => fixClock(NOW));
afterEach(() => {
  jest.useRealTimers();
  restoreFetch();
});

describe('CalendarPage events', () => {
  it('should list events from today on, soonest first, with date, type and description', async () => {
    await renderPage(<CalendarPage />, {
      language: 'en',
      queryClient: clientWithAnswers(fullAnswers()),
    });
    const list = screen.getByRole('list', { name: 'Upcoming events' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'Event tonight',
      'Event closed',
      'Event fair',
    ]);
    expect(items[0]).toHaveTextContent('Conference');
    expect(items[0]).toHaveTextContent('Tue, Mar 10 at 6:30 PM');
    expect(items[0]).toHaveTextContent('About tonight');
    expect(items[1]).toHaveTextContent('Other');
    expect(items[1]).toHaveTextContent('Fri, Mar 13 at 8:00 AM');
    expect(items[2]).toHaveTextContent('Event');
    expect(screen.queryByText('Event past')).not.toBeInTheDocument();
  });

  it("should be the district's events alone for a community member", async () => {
    useSession.setState({ user: makeUser('client'), status: 'signed-in' });
    try {
      await renderPage(<CalendarPage />, {
        language: 'en',
        queryClient: clientWithAnswers({ ...fullAnswers(), [STUDENTS_URL]: [] }),
      });
      expect(screen.getByText('School and district events')).toBeInTheDocument();
      expect(screen.getByRole('list', { name: 'Upcoming events' })).toBeInTheDocument();
      expect(screen.queryByText('Shown to families only')).not.toBeInTheDocument();
      expect(screen.queryByText('No children yet')).not.toBeInTheDocument();
    } finally {
      useSession.setState({ user: null, status: 'signed-out' });
    }
  });

  it('should say when no events are coming up', async () => {
    await renderPage(<CalendarPage />, {
      language: 'en',
      queryClient: clientWithAnswers({ ...fullAnswers(), [EVENTS_URL]: [events[0]] }),
    });
    expect(screen.getByText('No upcoming events.')).toBeInTheDocument();
  });

  it('should show an error with retry when events cannot be loaded', async () => {
    const client = clientWithAnswers({ ...fullAnswers() });
    client.removeQueries({ queryKey: [EVENTS_URL] });
    failQuery(client, EVENTS_URL);
    await renderPage(<CalendarPage />, { language: 'en', queryClient: client });
    expect(screen.getByRole('alert')).toHaveTextContent('Events could not be loaded.');
    const fetchSpy = holdFetch();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(fetchSpy).toHaveBeenCalledWith(EVENTS_URL, expect.anything());
  });
});

describe('CalendarPage assignments', () => {
  it("should show a '{name}'s Assignments' card only for children with assignments", async () => {
    await renderPage(<CalendarPage />, {
      language: 'en',
      queryClient: clientWithAnswers(fullAnswers()),
    });
    expect(screen.getByRole('region', { name: "Hodan's Assignments" })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "Abdi's Assignments" })).not.toBeInTheDocument();
    // Abdi still has his attendance card.
    expect(screen.getByRole('region', { name: "Abdi's Attendance" })).toBeInTheDocument();
  });

  it('should label only pending assignments past their due date as Overdue', async () => {
    await renderPage(<CalendarPage />, {
      language: 'en',
      queryClient: clientWithAnswers(fullAnswers()),
    });
    const card = within(screen.getByRole('region', { name: "Hodan's Assignments" }));
    const item = (name: string) => within(card.getByRole('article', { name }));
    expect(item('Fractions worksheet').getByText('Overdue')).toBeInTheDocument();
    expect(item('Book report').queryByText('Overdue')).not.toBeInTheDocument();
    expect(item('Book report').getByText('Submitted')).toBeInTheDocument();
    expect(item('Water cycle poster').queryByText('Overdue')).not.toBeInTheDocument();
    expect(card.getAllByText('Overdue')).toHaveLength(1);
  });

  it('should show each child assignment card loading while its list is fetched', async () => {
    const answers: Record<string, unknown> = fullAnswers();
    delete answers[studentAssignmentsUrl(hodan.id)];
    holdFetch();
    await renderPage(<CalendarPage />, {
      language: 'en',
      queryClient: clientWithAnswers(answers),
    });
    const card = screen.getByRole('region', { name: "Hodan's Assignments" });
    expect(
      within(card).getByRole('status', { name: 'Loading assignments...' }),
    ).toBeInTheDocument();
  });
});

describe('CalendarPage attendance', () => {
  it('should show the rate and the five most recent records first, then all of them', async () => {
    await renderPage(<CalendarPage />, {
      language: 'en',
      queryClient: clientWithAnswers(fullAnswers()),
    });
    const card = within(screen.getByRole('region', { name: "Hodan's Attendance" }));
    expect(card.getByText('96%')).toBeInTheDocument();
    const list = card.getByRole('list', { name: 'Attendance records' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent('Mon, Mar 9LateThe school bus was delayed');
    expect(rows[1]).toHaveTextContent('Fri, Mar 6AbsentAbsence not reported by a parent');
    expect(rows[2]).toHaveTextContent('Thu, Mar 5Excused absence');
    await userEvent.click(card.getByRole('button', { name: 'View all' }));
    const all = within(list).getAllByRole('listitem');
    expect(all).toHaveLength(8);
    expect(all[7]).toHaveTextContent('Thu, Feb 26Present');
    await userEvent.click(card.getByRole('button', { name: 'Show less' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    const abdiCard = screen.getByRole('region', { name: "Abdi's Attendance" });
    expect(within(abdiCard).getByText('0%')).toBeInTheDocument();
  });

  it('should keep the latest days and offer a retry when the whole year cannot be loaded', async () => {
    const { [studentAttendanceUrl(hodan.id)]: _whole, ...answers } = fullAnswers();
    const queryClient = clientWithAnswers(answers);
    failQuery(queryClient, studentAttendanceUrl(hodan.id));
    await renderPage(<CalendarPage />, { language: 'en', queryClient });
    const card = within(screen.getByRole('region', { name: "Hodan's Attendance" }));
    await userEvent.click(card.getByRole('button', { name: 'View all' }));
    const list = card.getByRole('list', { name: 'Attendance records' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(card.getByText("This child's attendance could not be loaded.")).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('should offer no "View all" when the latest days are all there is', async () => {
    await renderPage(<CalendarPage />, {
      language: 'en',
      queryClient: clientWithAnswers({
        ...fullAnswers(),
        [latestUrl(hodan.id)]: records.slice(0, RECENT_ATTENDANCE_COUNT),
      }),
    });
    const card = within(screen.getByRole('region', { name: "Hodan's Attendance" }));
    const list = card.getByRole('list', { name: 'Attendance records' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(card.queryByRole('button', { name: 'View all' })).not.toBeInTheDocument();
  });

  it('should say when no attendance is recorded', async () => {
    await renderPage(<CalendarPage />, {
      language: 'en',
      queryClient: clientWithAnswers(fullAnswers()),
    });
    const card = within(screen.getByRole('region', { name: "Abdi's Attendance" }));
    expect(card.getByText('No attendance recorded yet.')).toBeInTheDocument();
  });
});

describe('CalendarPage states and languages', () => {
  it('should show loading placeholders, then the children empty state', async () => {
    const fetchSpy = holdFetch();
    const { unmount } = await renderPage(<CalendarPage />, { language: 'en' });
    expect(screen.getByRole('status', { name: 'Loading the calendar...' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading events...' })).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledWith(STUDENTS_URL, expect.anything());
    unmount();
    await renderPage(<CalendarPage />, {
      language: 'en',
      queryClient: clientWithAnswers({ [STUDENTS_URL]: [], [EVENTS_URL]: [] }),
    });
    expect(screen.getByText('No children yet')).toBeInTheDocument();
  });

  it('should read in Somali by default', async () => {
    await renderPage(<CalendarPage />, { queryClient: clientWithAnswers(fullAnswers()) });
    expect(screen.getByRole('heading', { level: 1, name: 'Jadwalka' })).toBeInTheDocument();
    const card = within(screen.getByRole('region', { name: 'Hawlaha Hodan' }));
    expect(card.getByText('Waqtigii wuu dhaafay')).toBeInTheDocument();
    expect(screen.getByText('Talaado, 10 Maarso, saacadda 18:30')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Imaanshaha Hodan' })).toHaveTextContent('Daahitaan');
  });
});
