import { MESSAGE_TEMPLATES, type VoiceCapabilities } from '@d742/contracts';
import { MESSAGES_URL, useSession, useToastStore } from '@d742/platform';
import {
  type TestApi,
  allowRadixSelect,
  createTestQueryClient,
  startTestApi,
} from '@d742/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test-utils/render-with-providers';
import {
  STAFF_CLASSES_URL,
  STUDENTS_URL,
  TEMPLATES_URL,
  VOICE_CAPABILITIES_URL,
} from './api/staff-api';
import StaffCompose from './staff-compose';
import { abdi, ifrah, mathClass, signInAs } from './test-fixtures';

const capabilities = (translation: boolean): VoiceCapabilities => ({
  speechToText: { available: true, languages: ['so', 'en'] },
  textToSpeech: { available: true, languages: ['so', 'en'] },
  translation: { available: translation, languages: translation ? ['so', 'en'] : [] },
  chat: { available: false, languages: [] },
});

// Radix selects under userEvent are slow on a shared machine.
jest.setTimeout(20_000);

let api: TestApi;
beforeAll(allowRadixSelect);
beforeEach(async () => {
  useToastStore.setState({ toasts: [] });
  api = await startTestApi();
  api.on('GET', STUDENTS_URL, { body: [abdi, ifrah] });
  api.on('GET', STAFF_CLASSES_URL, { body: [mathClass] });
  api.on('GET', TEMPLATES_URL, { body: MESSAGE_TEMPLATES });
  api.on('GET', VOICE_CAPABILITIES_URL, { body: capabilities(true) });
});
afterEach(async () => {
  act(() => useSession.setState({ user: null, status: 'signed-out' }));
  await api.close();
});

async function renderCompose({
  role = 'teacher',
  language = 'en',
}: { role?: 'teacher' | 'admin'; language?: 'en' | 'so' } = {}) {
  signInAs(role, language);
  await renderWithProviders(<StaffCompose />, { language, queryClient: createTestQueryClient() });
}

async function choose(combobox: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: combobox }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

const preview = (language: string) =>
  within(
    within(screen.getByRole('region', { name: 'Preview: what families will read' })).getByRole(
      'region',
      { name: language },
    ),
  );
const toasts = () => useToastStore.getState().toasts;
const sentBodies = () =>
  api.callsTo('POST', MESSAGES_URL).map((c) => c.body as Record<string, unknown>);

describe('StaffCompose', () => {
  it("sends a checked template to one family, previewing the school's own English and Somali first", async () => {
    api.on('POST', MESSAGES_URL, { status: 201, body: { sent: 1 } });
    await renderCompose();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Student' })).toBeEnabled());
    await choose('Student', 'Abdi Hassan');
    await choose('Message type', 'Absence');

    // The chosen child's name is filled in; the date is not yet, and the preview says so.
    expect(screen.getByLabelText("Student's first name")).toHaveValue('Abdi');
    expect(preview('English').getByText('Absence: Abdi, [Date]')).toBeInTheDocument();
    expect(preview('Somali').getByText('Maqnaansho: Abdi, [Taariikhda]')).toHaveAttribute(
      'lang',
      'so',
    );

    await userEvent.type(screen.getByLabelText('Date'), '2026-11-20');
    expect(
      preview('Somali').getByText('Maqnaansho: Abdi, Jimce, 20 Nofembar 2026'),
    ).toBeInTheDocument();
    expect(
      preview('Somali').getByText(
        /^Salaan\. Abdi waxaa maalinta Jimce, 20 Nofembar 2026 loo qoray maqnaansho/,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "Checked template: the school's own English and Somali, not machine translated.",
      ),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]).toEqual(
      expect.objectContaining({ title: 'Sent to 1 family', variant: 'success' }),
    );
    expect(sentBodies()).toEqual([
      {
        templateId: 'absence',
        fields: { studentName: 'Abdi', date: '2026-11-20' },
        audience: { type: 'student', studentId: abdi.id },
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{32,36}$/),
      },
    ]);
    // A new compose starts empty.
    expect(screen.queryByLabelText('Date')).not.toBeInTheDocument();
  });

  it('retries a failed send with the same key, and gives an edited draft a new one', async () => {
    api.on('POST', MESSAGES_URL, {
      status: 503,
      body: { error: 'Recipients cannot be looked up right now', code: 'AUDIENCE_UNAVAILABLE' },
    });
    await renderCompose();
    await userEvent.click(screen.getByRole('radio', { name: 'A class' }));
    await choose('Class', 'Math, grades 5–8 · 2 families');
    await choose('Message type', 'Early dismissal');
    await userEvent.type(screen.getByLabelText('Date'), '2026-12-23');
    await userEvent.type(screen.getByLabelText('Time'), '12:30');
    expect(preview('English').getByText(/at 12:30 PM/)).toBeInTheDocument();
    expect(preview('Somali').getByText(/saacadda 12:30 galabnimo/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Recipients cannot be looked up right now',
    );
    expect(toasts()[0]).toEqual(
      expect.objectContaining({
        title: 'The message was not sent',
        description:
          'Recipients cannot be looked up right now Please try again: pressing Send again will not send it twice.',
        variant: 'destructive',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sentBodies()).toHaveLength(2));
    const [first, retry] = sentBodies();
    expect(retry).toEqual(first);
    expect(first).toMatchObject({
      templateId: 'early-dismissal',
      audience: { type: 'class', classId: mathClass.id },
      fields: { date: '2026-12-23', time: '12:30' },
    });

    await userEvent.clear(screen.getByLabelText('Time'));
    await userEvent.type(screen.getByLabelText('Time'), '13:00');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sentBodies()).toHaveLength(3));
    expect(sentBodies()[2]?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it('offers only the templates that fit the audience, and the whole school only to administrators', async () => {
    await renderCompose();
    expect(screen.queryByRole('radio', { name: 'The whole school' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'A class' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Message type' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Field trip permission',
      'Early dismissal',
      'Free text',
    ]);
  });

  it('lets an administrator write to the whole school', async () => {
    api.on('POST', MESSAGES_URL, { status: 201, body: { sent: 2 } });
    await renderCompose({ role: 'admin' });
    await userEvent.click(screen.getByRole('radio', { name: 'The whole school' }));
    await choose('Message type', 'School closure');
    await userEvent.type(screen.getByLabelText('Date'), '2027-01-04');
    await choose('Reason', 'bad weather');
    expect(preview('Somali').getByText(/sababtoo ah cimilo xun/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toasts()[0]?.title).toBe('Sent to 2 families'));
    expect(sentBodies()[0]).toMatchObject({
      audience: { type: 'school' },
      fields: { date: '2027-01-04', reason: 'weather' },
    });
  });

  it.each([
    [true, 'The Somali will be machine translated when you send.'],
    [
      false,
      "No translator is available now: families will see your English text marked 'not translated'.",
    ],
  ])(
    'says honestly what becomes of free text in the other language (translator %s)',
    async (translator, note) => {
      api.on('GET', VOICE_CAPABILITIES_URL, { body: capabilities(translator) });
      api.on('POST', MESSAGES_URL, { status: 201, body: { sent: 1 } });
      await renderCompose();
      await choose('Student', 'Ifrah Warsame');
      await choose('Message type', 'Free text');
      await userEvent.type(screen.getByLabelText('Topic'), 'Library books');
      await userEvent.type(screen.getByLabelText('Message'), 'Please return the library books.');
      expect(preview('English').getByText('Library books')).toBeInTheDocument();
      expect(await preview('Somali').findByText(note)).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(sentBodies()).toHaveLength(1));
      expect(sentBodies()[0]).toEqual({
        subject: 'Library books',
        content: 'Please return the library books.',
        language: 'en',
        audience: { type: 'student', studentId: ifrah.id },
        idempotencyKey: expect.any(String),
      });
    },
  );

  it('sends nothing until a family and a complete message are chosen, and says what is missing in Somali', async () => {
    await renderCompose({ language: 'so' });
    await userEvent.click(screen.getByRole('button', { name: 'Dir' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Marka hore dooro arday.');
    await choose('Arday', 'Abdi Hassan');
    await userEvent.click(screen.getByRole('button', { name: 'Dir' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Dooro qaab diyaarsan ama qoraal xor ah.');
    await choose('Nooca fariinta', 'Hawl aan la dhiibin');
    await userEvent.click(screen.getByRole('button', { name: 'Dir' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Buuxi qayb kasta oo qaabka ah.');
    expect(sentBodies()).toEqual([]);
  });

  it('shows the school glossary, English to Somali, folded until opened', async () => {
    await renderCompose();
    const summary = screen.getByText('School words (glossary)');
    const details = summary.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    await userEvent.click(summary);
    expect(details).toHaveAttribute('open');
    const row = within(details).getByRole('row', { name: 'attendance imaansho' });
    expect(within(row).getByText('imaansho')).toHaveAttribute('lang', 'so');
  });
});
