import { RECENT_ATTENDANCE_COUNT, type Conference, type SchoolEvent } from '@d742/contracts';
import { useSession } from '@d742/platform';
import { type TestLiveServer, createTestQueryClient } from '@d742/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { studentAssignmentsUrl } from '../api/assignments';
import { CONFERENCES_URL, conferenceActionUrl } from '../api/conferences';
import { STUDENTS_URL } from '../api/students';
import { abdi, makeUser } from '../test-utils/fixtures';
import { LiveChannel, startLiveServerFor } from '../test-utils/live';
import { NOW, setUpApiTests } from '../test-utils/api-test-setup';
import { renderPage } from '../test-utils/render-with-providers';
import { makeConference } from '../test-utils/staff-fixtures';
import { EVENTS_URL, studentAttendanceUrl } from './api/calendar-api';
import CalendarPage from './calendar-page';

const amina = makeUser('parent');
const offer = makeConference();
const [first, second] = offer.slots as [Conference['slots'][0], Conference['slots'][0]];

function bookedEvent(conference: Conference): SchoolEvent {
  return {
    id: conference.id,
    title: 'Shir waalidka iyo macallinka: Abdi',
    description: 'Kulan 20 daqiiqo ah oo lala yeelanayo Ms. Sarah Johnson.',
    eventDate: conference.bookedSlot!.start,
    eventType: 'conference',
  };
}

const { api, toasts } = setUpApiTests(() => amina);
let conferences: Conference[];
let events: SchoolEvent[];
beforeEach(() => {
  conferences = [offer];
  events = [];
  api.on('GET', STUDENTS_URL, { body: [abdi] });
  api.on('GET', EVENTS_URL, () => ({ body: events }));
  api.on('GET', studentAssignmentsUrl(abdi.id), { body: [] });
  api.on('GET', studentAttendanceUrl(abdi.id, RECENT_ATTENDANCE_COUNT + 1), { body: [] });
  api.on('GET', CONFERENCES_URL, () => ({ body: conferences }));
});

const region = (name: string) => within(screen.getByRole('region', { name }));

async function renderCalendar(language: 'so' | 'en') {
  await renderPage(<CalendarPage />, { language, queryClient: createTestQueryClient() });
}

describe('CalendarPage: conference invitations for a parent', () => {
  it('picks one of the offered times; the booked conference shows on the calendar', async () => {
    api.on('POST', conferenceActionUrl(offer.id, 'book'), (call) => {
      const booked: Conference = {
        ...offer,
        status: 'booked',
        bookedSlot: second,
        bookedAt: NOW.toISOString(),
      };
      expect(call.body).toEqual({ slotStart: second.start });
      conferences = [booked];
      events = [bookedEvent(booked)];
      return { body: booked };
    });
    await renderCalendar('en');
    const card = within(
      await screen.findByRole('article', { name: 'Parent-teacher conference: Abdi Hassan' }),
    );
    expect(card.getByText('Offered')).toBeInTheDocument();
    expect(card.getByText('Teacher: Ms. Sarah Johnson')).toBeInTheDocument();
    expect(card.getByText("I would like to talk about Abdi's reading.")).toHaveAttribute(
      'lang',
      'en',
    );
    await userEvent.click(card.getByRole('button', { name: 'Book this time' }));
    expect(card.getByRole('alert')).toHaveTextContent('Choose one of the times first.');

    await userEvent.click(card.getByRole('radio', { name: 'Fri, Mar 13 at 3:20 PM (20 min)' }));
    await userEvent.click(card.getByRole('button', { name: 'Book this time' }));
    await waitFor(() =>
      expect(toasts()).toEqual([
        ['Conference booked', 'Fri, Mar 13 at 3:20 PM (20 min). It is on your calendar.'],
      ]),
    );
    const booked = within(
      await screen.findByRole('article', { name: 'Parent-teacher conference: Abdi Hassan' }),
    );
    expect(await booked.findByText('Booked')).toBeInTheDocument();
    expect(booked.getByText('Picked time: Fri, Mar 13 at 3:20 PM (20 min)')).toBeInTheDocument();
    expect(booked.queryByRole('radio')).toBeNull();
    // The booked conference is an event of type 'conference' among the upcoming events.
    const upcoming = region('Upcoming events');
    expect(await upcoming.findByText('Shir waalidka iyo macallinka: Abdi')).toBeInTheDocument();
    expect(upcoming.getByText('Conference')).toBeInTheDocument();
    expect(upcoming.getByText('Fri, Mar 13 at 3:20 PM')).toBeInTheDocument();
    expect(api.callsTo('POST', conferenceActionUrl(offer.id, 'book'))).toHaveLength(1);
  });

  it('shows "already booked" in Somali when the other guardian picked first', async () => {
    api.on('POST', conferenceActionUrl(offer.id, 'book'), () => {
      conferences = [
        { ...offer, status: 'booked', bookedSlot: first, bookedAt: NOW.toISOString() },
      ];
      return {
        status: 409,
        body: {
          error: 'Waqtiga shirkan horay ayaa loo doortay.',
          code: 'CONFERENCE_ALREADY_BOOKED',
        },
      };
    });
    await renderCalendar('so');
    const name = 'Shirka waalidka iyo macallinka: Abdi Hassan';
    const card = within(await screen.findByRole('article', { name }));
    expect(card.getByText('La bixiyay')).toBeInTheDocument();
    expect(card.getByText(/Waxaa lagu qoray Af-Ingiriis/)).toBeInTheDocument();
    await userEvent.click(
      card.getByRole('radio', { name: 'Jimce, 13 Maarso, saacadda 15:20 (20 daqiiqo)' }),
    );
    await userEvent.click(card.getByRole('button', { name: 'Dooro waqtigan' }));
    // The refusal in Somali, and the conference as it now is (booked at the other time).
    const now = within(screen.getByRole('article', { name }));
    expect(await now.findByText('Waqti la doortay')).toBeInTheDocument();
    expect(now.getByRole('alert')).toHaveTextContent('Waqtiga shirkan horay ayaa loo doortay.');
    expect(
      now.getByText('Waqtiga la doortay: Jimce, 13 Maarso, saacadda 15:00 (20 daqiiqo)'),
    ).toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });

  it('cancels a booked conference with a note', async () => {
    const booked: Conference = {
      ...offer,
      status: 'booked',
      bookedSlot: first,
      bookedAt: NOW.toISOString(),
    };
    conferences = [booked];
    api.on('POST', conferenceActionUrl(offer.id, 'cancel'), (call) => {
      const note = (call.body as { note: string }).note;
      conferences = [
        {
          ...booked,
          status: 'cancelled',
          cancellation: { by: 'family', note, noteLanguage: 'so', at: NOW.toISOString() },
        },
      ];
      return { body: conferences[0] };
    });
    await renderCalendar('so');
    const name = 'Shirka waalidka iyo macallinka: Abdi Hassan';
    const card = within(await screen.findByRole('article', { name }));
    await userEvent.click(card.getByRole('button', { name: 'Ka noqo shirka' }));
    await userEvent.type(
      card.getByLabelText('Sababta aad ka noqonayso (waa khasab)'),
      'Waan shaqaynayaa maalintaas.',
    );
    await userEvent.click(card.getByRole('button', { name: 'Ka noqo shirka' }));
    await waitFor(() => expect(toasts()).toEqual([['Shirka waa laga noqday', undefined]]));
    expect(api.callsTo('POST', conferenceActionUrl(offer.id, 'cancel'))[0]?.body).toEqual({
      note: 'Waan shaqaynayaa maalintaas.',
      language: 'so',
    });
    const now = within(screen.getByRole('article', { name }));
    expect(await now.findByText('Laga noqday')).toBeInTheDocument();
    expect(now.getByText(/Qoyska ayaa ka noqday/)).toBeInTheDocument();
  });

  it('shows a new invitation that arrives live while the calendar is open', async () => {
    let server: TestLiveServer | undefined;
    try {
      server = await startLiveServerFor(amina);
      conferences = [];
      await renderPage(
        <>
          <LiveChannel user={amina} url={server.url} />
          <CalendarPage />
        </>,
        { language: 'en', queryClient: createTestQueryClient() },
      );
      expect(await screen.findByText('No conferences yet.')).toBeInTheDocument();
      const socket = await server.nextSocket();
      await socket.auth;
      conferences = [offer];
      act(() =>
        socket.send({
          type: 'notification',
          title: 'Parent-teacher conference: Abdi',
          message: 'Please pick a time.',
          topic: 'conference',
          studentId: abdi.id,
        }),
      );
      expect(
        await screen.findByRole('article', { name: 'Parent-teacher conference: Abdi Hassan' }),
      ).toBeInTheDocument();
      // The calendar's events are read again too (a booking or cancellation changes them).
      expect(api.callsTo('GET', EVENTS_URL)).toHaveLength(2);
    } finally {
      await server?.close();
    }
  });

  it('is not shown to a teacher, who works with conferences in the staff workspace', async () => {
    useSession.setState({ user: makeUser('teacher'), status: 'signed-in' });
    await renderCalendar('en');
    expect(await screen.findByRole('region', { name: 'Upcoming events' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Parent-teacher conferences' })).toBeNull();
    expect(api.callsTo('GET', CONFERENCES_URL)).toEqual([]);
  });
});
