import type {
  ClassAttendanceDay,
  ClassAttendanceRequest,
  ClassAttendanceEntry,
  Conference,
} from '@d742/contracts';
import { useSession } from '@d742/platform';
import { type TestLiveServer, createTestQueryClient } from '@d742/platform/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONFERENCES_URL, conferenceActionUrl } from '../api/conferences';
import { abdi, hodan, makeUser } from '../test-utils/fixtures';
import { LiveChannel, startLiveServerFor } from '../test-utils/live';
import { NOW, setUpApiTests } from '../test-utils/api-test-setup';
import { renderPage } from '../test-utils/render-with-providers';
import {
  englishClass,
  ifrah,
  makeAbsenceReport,
  makeClassAssignment,
  makeConference,
  mathClass,
  mathDay,
} from '../test-utils/staff-fixtures';
import { addDays, attendanceDay } from '../lib/school-day';
import {
  STAFF_CLASSES_URL,
  classAssignmentsUrl,
  classAttendanceUrl,
  classGradesUrl,
} from './api/staff-classes-api';
import StaffClasses from './staff-classes';

const TODAY = attendanceDay(NOW.getTime());
const teacher = makeUser('teacher', { id: mathClass.teacherId, firstName: 'Sarah' });
const { api, toasts } = setUpApiTests(() => teacher);
beforeEach(() => api.on('GET', STAFF_CLASSES_URL, { body: [mathClass, englishClass] }));

const row = (name: string) => within(screen.getByRole('group', { name }));
const chosen = (name: string) =>
  (within(screen.getByRole('group', { name })).getAllByRole('radio') as HTMLInputElement[])
    .filter((r) => r.checked)
    .map((r) => r.labels?.[0]?.textContent);

async function renderClasses(language: 'so' | 'en' = 'en') {
  await renderPage(<StaffClasses />, { language, queryClient: createTestQueryClient() });
}

async function openClass(name: string, button = 'Open class') {
  const card = await screen.findByRole('article', { name });
  await userEvent.click(within(card).getByRole('button', { name: button }));
}

/** The service's answer to a whole-class save: each row as marked, reports kept. */
function applyMarks(day: ClassAttendanceDay, request: ClassAttendanceRequest): ClassAttendanceDay {
  const marks = new Map((request.entries ?? []).map((e) => [e.studentId, e.status]));
  return {
    ...day,
    entries: day.entries.map((e): ClassAttendanceEntry => {
      const status = marks.get(e.studentId) ?? e.status ?? 'present';
      const pending = e.absenceReport && (status === 'absent' || status === 'tardy');
      return { ...e, status, state: pending ? 'excused-pending' : status, recordedHere: true };
    }),
  };
}

/** Attendance kept per day as the service keeps it. */
function serveAttendance() {
  const days = new Map<string, ClassAttendanceDay>();
  const dayOf = (date: string) => days.get(date) ?? mathDay(date);
  api.on('GET', classAttendanceUrl(mathClass.id), (call) => ({ body: dayOf(call.query.date!) }));
  api.on('POST', classAttendanceUrl(mathClass.id), (call) => {
    const request = call.body as ClassAttendanceRequest;
    days.set(request.date, applyMarks(dayOf(request.date), request));
    return { body: dayOf(request.date) };
  });
  return days;
}

describe('StaffClasses: my classes', () => {
  it("lists the teacher's classes with each child's family language", async () => {
    await renderClasses('en');
    const math = within(await screen.findByRole('article', { name: 'Math, grades 5–8' }));
    expect(math.getByText('3 students')).toBeInTheDocument();
    expect(math.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Abdi HassanGrade 5Somali',
      'Hodan HassanGrade 8Somali',
      'Ifrah WarsameGrade 6Unknown',
    ]);
    expect(math.getAllByLabelText('Family language: Somali')).toHaveLength(2);
    const english = within(screen.getByRole('article', { name: 'English, grades 5–6' }));
    expect(english.getByLabelText('Family language: English')).toHaveTextContent('English');
  });

  it("names each class's teacher for an administrator, who sees every class", async () => {
    useSession.setState({ user: makeUser('admin'), status: 'signed-in' });
    await renderClasses('en');
    const math = within(await screen.findByRole('article', { name: 'Math, grades 5–8' }));
    expect(math.getByText('Teacher: Ms. Sarah Johnson · 3 students')).toBeInTheDocument();
  });

  it('speaks Somali by default', async () => {
    useSession.setState({ user: makeUser('admin'), status: 'signed-in' });
    await renderClasses('so');
    expect(screen.getByRole('heading', { level: 2, name: 'Fasalladayda' })).toBeInTheDocument();
    const math = within(await screen.findByRole('article', { name: 'Math, grades 5–8' }));
    expect(math.getByText('Macallin: Ms. Sarah Johnson · 3 arday')).toBeInTheDocument();
    expect(math.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Abdi HassanFasalka 5Af-Soomaali',
      'Hodan HassanFasalka 8Af-Soomaali',
      'Ifrah WarsameFasalka 6Lama yaqaan',
    ]);
    expect(math.getByRole('button', { name: 'Fur fasalka' })).toBeInTheDocument();
  });

  it('shows an error with retry when the classes cannot be loaded', async () => {
    let fail = true;
    api.on('GET', STAFF_CLASSES_URL, () =>
      fail ? { status: 500, body: { error: 'boom' } } : { body: [mathClass] },
    );
    await renderClasses('en');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your classes could not be loaded.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Math, grades 5–8' })).toBeInTheDocument();
  });
});

describe('StaffClasses: take attendance', () => {
  it('starts everyone present and a reported absence excused, and saves the whole class in one request', async () => {
    const days = serveAttendance();
    await renderClasses('en');
    await openClass('Math, grades 5–8');

    expect(screen.getByRole('tab', { name: 'Attendance' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByLabelText('Day')).toHaveValue(TODAY);
    await screen.findByRole('group', { name: 'Abdi Hassan' });
    expect(chosen('Abdi Hassan')).toEqual(['Present']);
    expect(chosen('Hodan Hassan')).toEqual(['Present']);
    expect(chosen('Ifrah Warsame')).toEqual(['Excused']);
    expect(row('Ifrah Warsame').getByText('Excused – reported by parent')).toBeInTheDocument();
    expect(
      row('Ifrah Warsame').getByText('Way xanuunsan tahay, qandho ayay qabtaa.'),
    ).toHaveAttribute('lang', 'so');
    expect(row('Ifrah Warsame').getByText(/Written in Somali/)).toBeInTheDocument();

    await userEvent.click(row('Abdi Hassan').getByRole('radio', { name: 'Absent' }));
    await userEvent.click(row('Hodan Hassan').getByRole('radio', { name: 'Late' }));
    expect(screen.getByText('0 present, 1 absent, 1 late, 1 excused')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save attendance' }));

    await waitFor(() =>
      expect(toasts()).toEqual([['Attendance saved', 'Math, grades 5–8, Tue, Mar 10']]),
    );
    expect(api.callsTo('POST', classAttendanceUrl(mathClass.id)).map((c) => c.body)).toEqual([
      {
        date: TODAY,
        entries: [
          { studentId: abdi.id, status: 'absent' },
          { studentId: hodan.id, status: 'tardy' },
          { studentId: ifrah.id, status: 'excused' },
        ],
      },
    ]);
    expect(days.get(TODAY)?.entries.map((e) => e.status)).toEqual(['absent', 'tardy', 'excused']);

    // Another day, then back: the saved day comes back from the service as it was saved.
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: addDays(TODAY, -1) } });
    await waitFor(() => expect(chosen('Abdi Hassan')).toEqual(['Present']));
    await userEvent.click(screen.getByRole('button', { name: /All classes/ }));
    await openClass('Math, grades 5–8');
    await waitFor(() => expect(chosen('Abdi Hassan')).toEqual(['Absent']));
    expect(chosen('Hodan Hassan')).toEqual(['Late']);
    // What was saved shows without asking again (the answer of the save is the day as stored).
    expect(api.callsTo('GET', classAttendanceUrl(mathClass.id)).map((c) => c.query.date)).toEqual([
      TODAY,
      addDays(TODAY, -1),
    ]);
  });

  it("keeps another class's record as the row's start, and says who recorded it", async () => {
    api.on('GET', classAttendanceUrl(mathClass.id), {
      body: mathDay(TODAY, {
        [hodan.id]: { status: 'tardy', state: 'tardy', recordedHere: false },
      }),
    });
    await renderClasses('en');
    await openClass('Math, grades 5–8');
    await screen.findByRole('group', { name: 'Hodan Hassan' });
    expect(chosen('Hodan Hassan')).toEqual(['Late']);
    expect(row('Hodan Hassan').getByText('Recorded by another class')).toBeInTheDocument();
  });

  it("refuses a day to come before asking, and shows the service's refusal in the reader's language", async () => {
    serveAttendance();
    api.on('POST', classAttendanceUrl(mathClass.id), {
      status: 400,
      body: { error: 'Arday ku jira liiska kama mid aha fasalkan.', code: 'STUDENT_NOT_IN_CLASS' },
    });
    await renderClasses('so');
    await openClass('Math, grades 5–8', 'Fur fasalka');
    await screen.findByRole('group', { name: 'Abdi Hassan' });
    expect(row('Abdi Hassan').getByRole('radio', { name: 'Joogitaan' })).toBeChecked();
    expect(
      row('Ifrah Warsame').getByText('La oggolaaday – waalidka ayaa soo sheegay'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Kaydi imaanshaha' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Arday ku jira liiska kama mid aha fasalkan.',
    );
    expect(toasts()).toEqual([]);

    fireEvent.change(screen.getByLabelText('Maalinta'), { target: { value: addDays(TODAY, 2) } });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Imaanshaha lama diiwaangelin karo maalin aan weli iman.',
    );
    expect(
      api.callsTo('GET', classAttendanceUrl(mathClass.id)).map((c) => c.query.date),
    ).not.toContain(addDays(TODAY, 2));
  });

  it("shows a parent's report that arrives live while the screen is open", async () => {
    let server: TestLiveServer | undefined;
    try {
      server = await startLiveServerFor(teacher);
      let day = mathDay(TODAY, { [ifrah.id]: { state: 'unrecorded', absenceReport: null } });
      api.on('GET', classAttendanceUrl(mathClass.id), () => ({ body: day }));
      await renderPage(
        <>
          <LiveChannel user={teacher} url={server.url} />
          <StaffClasses />
        </>,
        { language: 'en', queryClient: createTestQueryClient() },
      );
      await openClass('Math, grades 5–8');
      await screen.findByRole('group', { name: 'Abdi Hassan' });
      expect(chosen('Abdi Hassan')).toEqual(['Present']);
      const socket = await server.nextSocket();
      await socket.auth;

      day = mathDay(TODAY, {
        [abdi.id]: {
          state: 'excused-pending',
          absenceReport: makeAbsenceReport(abdi.id, TODAY, { kind: 'late', reason: 'Dentist' }),
        },
      });
      act(() =>
        socket.send({
          type: 'notification',
          title: 'Absence reported',
          message: 'Abdi will be late.',
          topic: 'absence_report',
          studentId: abdi.id,
        }),
      );
      expect(await row('Abdi Hassan').findByText('Late – reported by parent')).toBeInTheDocument();
      expect(row('Abdi Hassan').getByText('Dentist')).toBeInTheDocument();
    } finally {
      await server?.close();
    }
  });
});

describe('StaffClasses: record a grade', () => {
  const quiz = makeClassAssignment();
  let stored = quiz;
  beforeEach(() => {
    stored = quiz;
  });

  async function openGrades() {
    api.on('GET', classAssignmentsUrl(mathClass.id), () => ({ body: [stored] }));
    await renderClasses('en');
    await openClass('Math, grades 5–8');
    await userEvent.click(screen.getByRole('tab', { name: 'Grades' }));
    return screen.findByLabelText('Assignment');
  }

  it('scores an existing assignment across the class, checking 0..max before sending', async () => {
    api.on('POST', classGradesUrl(mathClass.id), () => {
      stored = {
        ...quiz,
        scores: [
          ...quiz.scores,
          { studentId: abdi.id, score: 17, grade: 'B+', recordedAt: NOW.toISOString() },
        ],
      };
      return { body: { assignment: stored, changed: [abdi.id] } };
    });
    await userEvent.selectOptions(await openGrades(), 'Fractions quiz (due Fri, Mar 6)');
    expect(screen.getByLabelText('Score for Hodan Hassan')).toHaveValue(18);
    expect(screen.getByText('Grade A')).toBeInTheDocument();
    expect(screen.getAllByText('/ 20')).toHaveLength(3);

    await userEvent.type(screen.getByLabelText('Score for Abdi Hassan'), '25');
    await userEvent.click(screen.getByRole('button', { name: 'Save grades' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      "The score must be between 0 and the assignment's maximum score.",
    );
    expect(screen.getByLabelText('Score for Abdi Hassan')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', classGradesUrl(mathClass.id))).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Score for Abdi Hassan'));
    await userEvent.type(screen.getByLabelText('Score for Abdi Hassan'), '17');
    await userEvent.click(screen.getByRole('button', { name: 'Save grades' }));
    await waitFor(() =>
      expect(toasts()).toEqual([['Grades saved: 1 family told', 'Fractions quiz']]),
    );
    expect(api.callsTo('POST', classGradesUrl(mathClass.id)).map((c) => c.body)).toEqual([
      {
        assignmentId: quiz.id,
        entries: [
          { studentId: hodan.id, score: 18 },
          { studentId: abdi.id, score: 17 },
        ],
      },
    ]);
    // The gradebook is read again: Abdi's new letter shows beside his score.
    expect(await screen.findByText('Grade B+')).toBeInTheDocument();
  });

  it('creates a new assignment with its first scores in one request', async () => {
    const created = makeClassAssignment({
      id: '64c200000000000000000002',
      title: 'Decimals test',
      dueDate: '2026-03-09',
      maxScore: 50,
      scores: [{ studentId: abdi.id, score: 45, grade: 'A', recordedAt: NOW.toISOString() }],
    });
    api.on('POST', classGradesUrl(mathClass.id), {
      status: 201,
      body: { assignment: created, changed: [abdi.id] },
    });
    await userEvent.selectOptions(await openGrades(), 'New assignment');
    await userEvent.type(screen.getByLabelText('Score for Abdi Hassan'), '45');
    await userEvent.click(screen.getByRole('button', { name: 'Save grades' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please write the assignment title.');

    await userEvent.type(screen.getByLabelText('Assignment title'), 'Decimals test');
    fireEvent.change(screen.getByLabelText('Due date'), { target: { value: '2026-03-09' } });
    await userEvent.type(screen.getByLabelText('Maximum score'), '50');
    await userEvent.click(screen.getByRole('button', { name: 'Save grades' }));
    await waitFor(() =>
      expect(toasts()).toEqual([['Grades saved: 1 family told', 'Decimals test']]),
    );
    expect(api.callsTo('POST', classGradesUrl(mathClass.id)).map((c) => c.body)).toEqual([
      {
        assignment: { title: 'Decimals test', dueDate: '2026-03-09', maxScore: 50 },
        entries: [{ studentId: abdi.id, score: 45 }],
      },
    ]);
  });
});

describe('StaffClasses: conferences', () => {
  const local = (day: number, hour: number, minute = 0) =>
    new Date(2026, 2, day, hour, minute).toISOString();
  const booked = makeConference({
    id: '64c300000000000000000002',
    studentId: hodan.id,
    studentName: 'Hodan Hassan',
    status: 'booked',
    bookedSlot: { start: local(12, 16), end: local(12, 16, 20) },
    bookedAt: NOW.toISOString(),
    note: null,
    noteLanguage: null,
  });
  const cancelled = makeConference({
    id: '64c300000000000000000003',
    studentId: ifrah.id,
    studentName: 'Ifrah Warsame',
    status: 'cancelled',
    cancellation: {
      by: 'family',
      note: 'Waan safri doonaa.',
      noteLanguage: 'so',
      at: NOW.toISOString(),
    },
  });

  async function openConferences(list: Conference[]) {
    api.on('GET', CONFERENCES_URL, { body: list });
    await renderClasses('en');
    await openClass('Math, grades 5–8');
    await userEvent.click(screen.getByRole('tab', { name: 'Conferences' }));
  }

  it('offers a child of the class one to five times with a note', async () => {
    api.on('POST', CONFERENCES_URL, { status: 201, body: makeConference() });
    await openConferences([]);
    expect(await screen.findByText('No conferences yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Offer these times' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a student first.');

    await userEvent.selectOptions(screen.getByLabelText('Student'), 'Abdi Hassan');
    const first = within(screen.getByRole('group', { name: 'Time 1' }));
    expect(first.getByLabelText('Date')).toHaveValue('2026-03-11');
    expect(first.getByLabelText('Start')).toHaveValue('15:00');
    fireEvent.change(first.getByLabelText('Date'), { target: { value: '2026-03-09' } });
    await userEvent.click(screen.getByRole('button', { name: 'Offer these times' }));
    expect(screen.getByRole('alert')).toHaveTextContent('That time has already passed.');

    fireEvent.change(first.getByLabelText('Date'), { target: { value: '2026-03-12' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add a time' }));
    const second = within(screen.getByRole('group', { name: 'Time 2' }));
    expect(second.getByLabelText('Start')).toHaveValue('15:20');
    await userEvent.selectOptions(second.getByLabelText('Length'), '30 minutes');
    for (let n = 3; n <= 5; n += 1)
      await userEvent.click(screen.getByRole('button', { name: 'Add a time' }));
    expect(screen.queryByRole('button', { name: 'Add a time' })).not.toBeInTheDocument();
    for (const n of [5, 4, 3])
      await userEvent.click(screen.getByRole('button', { name: `Remove time ${n}` }));
    await userEvent.type(
      screen.getByLabelText('Note to the family (optional)'),
      "Let's talk about reading.",
    );
    await userEvent.click(screen.getByRole('button', { name: 'Offer these times' }));

    await waitFor(() =>
      expect(toasts()).toEqual([
        ['Conference times sent', "Abdi Hassan's family can now pick one."],
      ]),
    );
    expect(api.callsTo('POST', CONFERENCES_URL).map((c) => c.body)).toEqual([
      {
        studentId: abdi.id,
        slots: [
          { start: local(12, 15), end: local(12, 15, 20) },
          { start: local(12, 15, 20), end: local(12, 15, 50) },
        ],
        note: "Let's talk about reading.",
        language: 'en',
      },
    ]);
    // The list is read again after the offer.
    await waitFor(() => expect(api.callsTo('GET', CONFERENCES_URL)).toHaveLength(2));
  });

  it('lists conferences with their state and cancels one with a note', async () => {
    let list = [makeConference(), booked, cancelled];
    api.on('POST', conferenceActionUrl(booked.id, 'cancel'), () => {
      list = [
        list[0]!,
        {
          ...booked,
          status: 'cancelled',
          cancellation: {
            by: 'school',
            note: 'I am ill.',
            noteLanguage: 'en',
            at: NOW.toISOString(),
          },
        },
        cancelled,
      ];
      return { body: list[1] };
    });
    api.on('GET', CONFERENCES_URL, () => ({ body: list }));
    await renderClasses('en');
    await openClass('Math, grades 5–8');
    await userEvent.click(screen.getByRole('tab', { name: 'Conferences' }));

    const open = within(await screen.findByRole('article', { name: 'Abdi Hassan' }));
    expect(open.getByText('Offered')).toBeInTheDocument();
    expect(open.getByText('Fri, Mar 13 at 3:00 PM (20 min)')).toBeInTheDocument();
    expect(open.getByText("I would like to talk about Abdi's reading.")).toBeInTheDocument();
    const hodanConference = within(screen.getByRole('article', { name: 'Hodan Hassan' }));
    expect(hodanConference.getByText('Booked')).toBeInTheDocument();
    expect(
      hodanConference.getByText('Picked time: Thu, Mar 12 at 4:00 PM (20 min)'),
    ).toBeInTheDocument();
    const ifrahConference = within(screen.getByRole('article', { name: 'Ifrah Warsame' }));
    expect(ifrahConference.getByText('Cancelled')).toBeInTheDocument();
    expect(ifrahConference.getByText(/Cancelled by the family/)).toBeInTheDocument();
    expect(ifrahConference.getByText('Waan safri doonaa.')).toHaveAttribute('lang', 'so');
    expect(ifrahConference.queryByRole('button', { name: 'Cancel conference' })).toBeNull();

    await userEvent.click(hodanConference.getByRole('button', { name: 'Cancel conference' }));
    await userEvent.click(hodanConference.getByRole('button', { name: 'Cancel the conference' }));
    expect(hodanConference.getByRole('alert')).toHaveTextContent('Please write a short note.');
    await userEvent.type(hodanConference.getByLabelText('Why you cancel (required)'), 'I am ill.');
    await userEvent.click(hodanConference.getByRole('button', { name: 'Cancel the conference' }));

    await waitFor(() => expect(toasts()).toEqual([['Conference cancelled', undefined]]));
    expect(
      api.callsTo('POST', conferenceActionUrl(booked.id, 'cancel')).map((c) => c.body),
    ).toEqual([{ note: 'I am ill.', language: 'en' }]);
    expect(
      await within(screen.getByRole('article', { name: 'Hodan Hassan' })).findByText(
        /Cancelled by the school/,
      ),
    ).toBeInTheDocument();
  });
});
