import type { Student, TeacherDirectoryEntry } from '@d742/contracts';
import { MESSAGES_URL, handToTeacher, useSession } from '@d742/platform';
import { type TestApi, startTestApi } from '@d742/platform/testing';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AMINA,
  amina,
  makeReply,
  makeSummary,
  makeThread,
  original,
  silentWav,
  voiceAudio,
} from '../../test-utils/fixtures';
import { renderAt } from '../../test-utils/render-with-providers';
import { CONVERSATIONS_URL, STUDENTS_URL, teachersUrl } from '../api/conversation-api';
import { repliesUrl, threadUrl } from '../api/thread-api';
import { useDraftStore } from '../drafts/draft-store';
import MessagesPage from '../messages-page';

// The first render of a file loads the page's modules: on a busy machine that outlasts 1 s.
configure({ asyncUtilTimeout: 5_000 });

const child = (id: string, firstName: string, grade: string): Student => ({
  id,
  firstName,
  lastName: 'Hassan',
  grade,
});
const hodan = child('64b000000000000000000001', 'Hodan', '8');
const abdi = child('64b000000000000000000002', 'Abdi', '5');
const johnson: TeacherDirectoryEntry = {
  teacherId: '64a000000000000000000004',
  name: 'Ms. Sarah Johnson',
  subject: 'Xisaab',
  className: 'Xisaab, fasallada 5–8',
};
const nur: TeacherDirectoryEntry = {
  teacherId: '64a000000000000000000007',
  name: 'Mr. Ahmed Nur',
  subject: 'Sayniska',
  className: 'Sayniska, fasalka 8',
};

let api: TestApi;
beforeEach(async () => {
  useSession.setState({ user: amina, status: 'signed-in' });
  useDraftStore.setState((s) => ({
    ...s,
    conversation: useDraftStore.getInitialState().conversation,
    replies: {},
  }));
  Object.assign(URL, { createObjectURL: () => 'blob:recording', revokeObjectURL: () => {} });
  api = await startTestApi();
  api.on('GET', STUDENTS_URL, { body: [hodan, abdi] });
  api.on('GET', teachersUrl(abdi.id), { body: [johnson] });
  api.on('GET', teachersUrl(hodan.id), { body: [johnson, nur] });
  api.on('GET', MESSAGES_URL, { body: [] });
});
afterEach(async () => {
  await api.close();
  useSession.setState({ user: null, status: 'signed-out' });
});

const openCompose = (language: 'so' | 'en' = 'so') =>
  renderAt('/messages/new', <MessagesPage />, { language });

describe('starting a conversation (/messages/new)', () => {
  it('picks the child, then one of that child’s teachers, writes, sends and opens the new thread', async () => {
    const started = makeThread(
      makeSummary({
        subject: original('Buugaagta akhriska', 'so'),
        content: original('Abdi buug cusub ma heli karaa?', 'so'),
        sender: AMINA,
        isRead: true,
        thread: { studentId: abdi.id },
      }),
    );
    api.on('POST', CONVERSATIONS_URL, { status: 201, body: started });
    await openCompose();

    expect(screen.getByRole('heading', { level: 2, name: 'U qor macallin' })).toHaveFocus();
    const send = screen.getByRole('button', { name: 'Dir' });
    expect(send).toBeDisabled();
    const children = screen.getByRole('group', { name: 'Ilmaha' });
    await userEvent.click(await within(children).findByRole('radio', { name: 'Abdi Hassan' }));

    const teachers = screen.getByRole('group', { name: 'Macallinka' });
    const teacher = await within(teachers).findByRole('radio', {
      name: 'Ms. Sarah Johnson Xisaab, fasallada 5–8',
    });
    expect(within(teachers).getAllByRole('radio')).toHaveLength(1);
    await userEvent.click(teacher);
    await userEvent.type(screen.getByRole('textbox', { name: 'Mawduuca' }), 'Buugaagta akhriska');
    expect(send).toBeDisabled();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Fariintaada' }),
      'Abdi buug cusub ma heli karaa?',
    );
    await userEvent.click(send);

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Buugaagta akhriska' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
      `/messages/${started.message.id}`,
    );
    expect(api.callsTo('POST', CONVERSATIONS_URL).map((c) => c.body)).toEqual([
      {
        studentId: abdi.id,
        teacherId: johnson.teacherId,
        subject: 'Buugaagta akhriska',
        content: 'Abdi buug cusub ma heli karaa?',
        language: 'so',
      },
    ]);
    // The answer is the thread: it opens without asking again.
    expect(api.callsTo('GET', threadUrl(started.message.id))).toHaveLength(0);
    expect(screen.getByText('Abdi buug cusub ma heli karaa?')).toBeInTheDocument();
  });

  it('lists a teacher of several classes once, with each class (and its subject when the class does not say it)', async () => {
    api.on('GET', teachersUrl(abdi.id), {
      body: [johnson, { ...johnson, subject: 'Akhris', className: 'Fasalka 5aad' }],
    });
    await openCompose('en');
    await userEvent.click(await screen.findByRole('radio', { name: 'Abdi Hassan' }));
    const teacher = await screen.findByRole('radio', {
      name: 'Ms. Sarah Johnson Xisaab, fasallada 5–8; Akhris · Fasalka 5aad',
    });
    expect(screen.getAllByRole('radio', { name: /Ms\. Sarah Johnson/ })).toEqual([teacher]);
  });

  it('asks for the teachers of the child picked, and forgets a teacher of another child', async () => {
    await openCompose('en');
    await userEvent.click(await screen.findByRole('radio', { name: 'Hodan Hassan' }));
    await userEvent.click(await screen.findByRole('radio', { name: /Mr\. Ahmed Nur/ }));
    expect(screen.getByRole('radio', { name: /Ms\. Sarah Johnson/ })).not.toBeChecked();

    await userEvent.click(screen.getByRole('radio', { name: 'Abdi Hassan' }));
    expect(await screen.findByRole('radio', { name: /Ms\. Sarah Johnson/ })).not.toBeChecked();
    expect(screen.queryByRole('radio', { name: /Mr\. Ahmed Nur/ })).not.toBeInTheDocument();
    expect(api.callsTo('GET', teachersUrl(hodan.id))).toHaveLength(1);
    expect(api.callsTo('GET', teachersUrl(abdi.id))).toHaveLength(1);
  });

  it('chooses an only child already, and says when a child has no teacher listed', async () => {
    api.on('GET', STUDENTS_URL, { body: [abdi] });
    api.on('GET', teachersUrl(abdi.id), { body: [] });
    await openCompose('en');
    expect(await screen.findByRole('radio', { name: 'Abdi Hassan' })).toBeChecked();
    expect(await screen.findByText('No teachers are listed for this child.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('keeps everything when the school refuses, says why in Somali, and Retry sends it again', async () => {
    api.on('POST', CONVERSATIONS_URL, {
      status: 404,
      body: { error: 'This teacher does not teach your child.', code: 'TEACHER_NOT_FOUND' },
    });
    await openCompose();
    await userEvent.click(await screen.findByRole('radio', { name: 'Abdi Hassan' }));
    await userEvent.click(await screen.findByRole('radio', { name: /Ms\. Sarah Johnson/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Mawduuca' }), 'Su’aal');
    await userEvent.type(screen.getByRole('textbox', { name: 'Fariintaada' }), 'Waan ku salaamay.');
    await userEvent.click(screen.getByRole('button', { name: 'Dir' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Macallinkan ilmahaaga ma dhigo.');
    expect(screen.getByRole('textbox', { name: 'Mawduuca' })).toHaveValue('Su’aal');
    expect(screen.getByRole('textbox', { name: 'Fariintaada' })).toHaveValue('Waan ku salaamay.');
    expect(screen.getByRole('radio', { name: /Ms\. Sarah Johnson/ })).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Isku day mar kale' }));
    await waitFor(() => expect(api.callsTo('POST', CONVERSATIONS_URL)).toHaveLength(2));
  });

  it('keeps the draft when the parent goes back to the list and returns', async () => {
    await openCompose('en');
    await userEvent.click(await screen.findByRole('radio', { name: 'Abdi Hassan' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Topic' }), 'Books');
    await userEvent.click(screen.getByRole('link', { name: /All messages/ }));
    await userEvent.click(await screen.findByRole('link', { name: 'Write to a teacher' }));
    expect(await screen.findByRole('textbox', { name: 'Topic' })).toHaveValue('Books');
    expect(screen.getByRole('radio', { name: 'Abdi Hassan' })).toBeChecked();
  });

  it('says when the children or the teachers cannot be loaded, with a retry', async () => {
    api.on('GET', STUDENTS_URL, { status: 500, body: { error: 'boom' } });
    api.on('GET', teachersUrl(abdi.id), { status: 502, body: { error: 'boom' } });
    await openCompose('en');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your children could not be loaded.',
    );
    api.on('GET', STUDENTS_URL, { body: [hodan, abdi] });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Abdi Hassan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The teachers could not be loaded.');
    api.on('GET', teachersUrl(abdi.id), { body: [johnson] });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: /Ms\. Sarah Johnson/ })).toBeInTheDocument();
  });

  describe('with words or a recording from the More page', () => {
    const started = makeThread(
      makeSummary({
        subject: original('Jirro', 'so'),
        content: original('Wiilkaygu maanta wuu jiran yahay.', 'so'),
        sender: AMINA,
        isRead: true,
        thread: { studentId: abdi.id },
      }),
    );

    async function chooseAbdiAndJohnson(topic: string, language: 'so' | 'en') {
      await userEvent.click(await screen.findByRole('radio', { name: 'Abdi Hassan' }));
      await userEvent.click(await screen.findByRole('radio', { name: /Ms\. Sarah Johnson/ }));
      await userEvent.type(
        screen.getByRole('textbox', { name: language === 'so' ? 'Mawduuca' : 'Topic' }),
        topic,
      );
    }

    it("opens with the translator's words, in the language they were written in, and sends them", async () => {
      api.on('POST', CONVERSATIONS_URL, { status: 201, body: started });
      handToTeacher({ text: 'Wiilkaygu maanta wuu jiran yahay.', language: 'so', recording: null });
      await openCompose();
      expect(screen.getByText(/Wixii aad qortay ama duubtay waa halkan\./)).toHaveAttribute(
        'role',
        'status',
      );
      expect(screen.getByRole('textbox', { name: 'Fariintaada' })).toHaveValue(
        'Wiilkaygu maanta wuu jiran yahay.',
      );
      await chooseAbdiAndJohnson('Jirro', 'so');
      await userEvent.click(screen.getByRole('button', { name: 'Dir' }));
      expect(await screen.findByRole('heading', { level: 2, name: 'Jirro' })).toBeInTheDocument();
      expect(api.callsTo('POST', CONVERSATIONS_URL).map((c) => c.body)).toEqual([
        {
          studentId: abdi.id,
          teacherId: johnson.teacherId,
          subject: 'Jirro',
          content: 'Wiilkaygu maanta wuu jiran yahay.',
          language: 'so',
        },
      ]);
    });

    it('sends a recording alone: the first message says a voice message follows, the recording is its first reply', async () => {
      api.on('POST', CONVERSATIONS_URL, { status: 201, body: started });
      const voiceReply = makeReply(started.message, { sender: AMINA, content: null });
      voiceReply.audio = voiceAudio(
        started.message,
        voiceReply.id,
        original('Wuu jiran yahay', 'so'),
      );
      api.on('POST', repliesUrl(started.message.id), { status: 201, body: voiceReply });
      handToTeacher({
        text: '',
        language: 'so',
        recording: { wav: silentWav(2), transcript: 'Wuu jiran yahay', translation: 'He is sick' },
      });
      await openCompose();
      expect(screen.getByText('Fariinta codka ah waa diyaar in la diro')).toBeInTheDocument();
      expect(screen.getByText('Wixii aad tidhi: Wuu jiran yahay')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Fariintaada' })).toHaveValue('');
      await chooseAbdiAndJohnson('Jirro', 'so');
      await userEvent.click(screen.getByRole('button', { name: 'Dir' }));

      expect(await screen.findByRole('heading', { level: 2, name: 'Jirro' })).toBeInTheDocument();
      expect(api.callsTo('POST', CONVERSATIONS_URL).map((c) => c.body)).toEqual([
        expect.objectContaining({ content: 'Fariin cod ah ayaan kuu soo diray.', language: 'so' }),
      ]);
      const sent = api.callsTo('POST', repliesUrl(started.message.id));
      expect(sent).toHaveLength(1);
      expect(String(sent[0]!.body)).toMatch(/name="audio"; filename="reply\.wav"/);
      expect(String(sent[0]!.body)).toContain('name="language"\r\n\r\nso\r\n');
      expect(await screen.findByText('Wuu jiran yahay')).toBeInTheDocument();
      expect(screen.queryByText('Fariinta codka ah waa diyaar in la diro')).not.toBeInTheDocument();
    });

    it('when the recording fails after the message went, keeps it in the new thread with a note and sends it from there', async () => {
      api.on('POST', CONVERSATIONS_URL, { status: 201, body: started });
      api.on('POST', repliesUrl(started.message.id), {
        status: 503,
        body: { error: 'Service unavailable', code: 'SERVICE_UNAVAILABLE' },
      });
      handToTeacher({
        text: 'He is sick today.',
        language: 'en',
        recording: { wav: silentWav(2), transcript: '', translation: '' },
      });
      await openCompose('en');
      await chooseAbdiAndJohnson('Sick', 'en');
      await userEvent.click(screen.getByRole('button', { name: 'Send' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Your message was sent, but the recording was not. It is kept below: press Send to try again.',
      );
      expect(screen.getByText('Voice message ready to send')).toBeInTheDocument();
      expect(api.callsTo('POST', CONVERSATIONS_URL)).toHaveLength(1);

      const voiceReply = makeReply(started.message, { sender: AMINA, content: null });
      voiceReply.audio = voiceAudio(started.message, voiceReply.id, null);
      api.on('POST', repliesUrl(started.message.id), { status: 201, body: voiceReply });
      api.on('GET', threadUrl(started.message.id), {
        body: makeThread(started.message, [voiceReply]),
      });
      await userEvent.click(screen.getByRole('button', { name: 'Send' }));
      await waitFor(() =>
        expect(api.callsTo('POST', repliesUrl(started.message.id))).toHaveLength(2),
      );
      await waitFor(() =>
        expect(screen.queryByText('Voice message ready to send')).not.toBeInTheDocument(),
      );
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(api.callsTo('POST', CONVERSATIONS_URL)).toHaveLength(1);
    });
  });
});
