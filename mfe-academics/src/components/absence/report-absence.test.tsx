import type { AbsenceReport, AbsenceReportRequest } from '@d742/contracts';
import { type RemoteLoader, RemoteLoaderContext, useToastStore } from '@d742/platform';
import { createTestQueryClient } from '@d742/platform/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { absenceReportsUrl } from '../../api/absence-reports';
import { STUDENTS_URL } from '../../api/students';
import { UPDATES_URL, pendingAssignmentsUrl } from '../../dashboard/api/dashboard-api';
import DashboardPanel from '../../dashboard/dashboard-panel';
import { addDays, firstReportableDay } from '../../lib/school-day';
import { abdi, makeUser } from '../../test-utils/fixtures';
import { NOW, setUpApiTests } from '../../test-utils/api-test-setup';
import { renderPage } from '../../test-utils/render-with-providers';
import { makeAbsenceReport } from '../../test-utils/staff-fixtures';

const FIRST = firstReportableDay(NOW.getTime());

const { api, toasts } = setUpApiTests(() => makeUser('parent'));
let reports: AbsenceReport[];
beforeEach(() => {
  reports = [];
  api.on('GET', STUDENTS_URL, { body: [abdi] });
  api.on('GET', UPDATES_URL, { body: [] });
  api.on('GET', pendingAssignmentsUrl(abdi.id), { body: { count: 0 } });
  api.on('GET', absenceReportsUrl(abdi.id), () => ({ body: reports }));
});
const variants = () => useToastStore.getState().toasts.map((t) => t.variant);

/** The voice remote's recorder as its host sees it: Keep hands the transcript over. */
function FakeRecorder({ onComplete }: { onComplete?(draft: { transcript: string }): void }) {
  return (
    <button type="button" onClick={() => onComplete?.({ transcript: 'He has a fever.' })}>
      Keep recording
    </button>
  );
}
const voiceRemote: RemoteLoader = async (remote, expose) => {
  expect([remote, expose]).toEqual(['voice', 'VoiceMessageRecorder']);
  return { default: FakeRecorder };
};

async function openAbdisCard(language: 'so' | 'en', open: string) {
  await renderPage(
    <RemoteLoaderContext.Provider value={voiceRemote}>
      <DashboardPanel />
    </RemoteLoaderContext.Provider>,
    { language, queryClient: createTestQueryClient() },
  );
  const card = within(await screen.findByRole('article', { name: 'Abdi Hassan' }));
  await userEvent.click(card.getByRole('button', { name: open }));
  return card;
}

describe("Report an absence from the child's card", () => {
  it('sends the day, absent or late and the reason, then lists the report', async () => {
    api.on('POST', absenceReportsUrl(abdi.id), (call) => {
      const body = call.body as AbsenceReportRequest;
      reports = [
        makeAbsenceReport(abdi.id, body.date, { ...body, id: '67f000000000000000000001' }),
      ];
      return { status: 201, body: reports[0] };
    });
    const card = await openAbdisCard('so', 'Soo sheeg maqnaansho');
    expect(card.getByRole('heading', { name: 'Soo sheeg maqnaanshaha Abdi' })).toBeInTheDocument();
    const day = card.getByLabelText('Maalinta');
    expect(day).toHaveValue(FIRST);
    expect(day).toHaveAttribute('min', FIRST);
    expect(day).toHaveAttribute('max', addDays(FIRST, 30));
    expect(await card.findByText('Weli maqnaansho lama soo sheegin.')).toBeInTheDocument();

    fireEvent.change(day, { target: { value: addDays(FIRST, 1) } });
    await userEvent.click(card.getByRole('radio', { name: 'Daahitaan' }));
    await userEvent.type(card.getByLabelText('Sababta'), 'Wuxuu aadayaa dhakhtarka ilkaha.');
    expect(card.getByText('32/500 xaraf')).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'U dir dugsiga' }));

    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]?.[0]).toBe('Dugsiga waa loo sheegay');
    expect(variants()).toEqual(['success']);
    expect(api.callsTo('POST', absenceReportsUrl(abdi.id)).map((c) => c.body)).toEqual([
      {
        date: addDays(FIRST, 1),
        kind: 'late',
        reason: 'Wuxuu aadayaa dhakhtarka ilkaha.',
        reasonLanguage: 'so',
      },
    ]);
    expect(card.getByLabelText('Sababta')).toHaveValue('');
    const list = within(await card.findByRole('list', { name: 'Maqnaanshaha la soo sheegay' }));
    expect(list.getByText('Wuxuu aadayaa dhakhtarka ilkaha.')).toHaveAttribute('lang', 'so');
    expect(list.getByText('Daahitaan')).toBeInTheDocument();
  });

  it('asks for a reason before sending, and shows a refusal in the reader’s language', async () => {
    api.on('POST', absenceReportsUrl(abdi.id), {
      status: 400,
      body: {
        error: 'The date must be today or one of the next 30 days.',
        code: 'DATE_OUT_OF_RANGE',
      },
    });
    const card = await openAbdisCard('en', 'Report an absence');
    await userEvent.type(card.getByLabelText('Reason'), '   ');
    await userEvent.click(card.getByRole('button', { name: 'Send to the school' }));
    expect(card.getByRole('alert')).toHaveTextContent('Please write the reason.');
    expect(api.callsTo('POST', absenceReportsUrl(abdi.id))).toEqual([]);

    fireEvent.change(card.getByLabelText('Day'), { target: { value: addDays(FIRST, 31) } });
    await userEvent.type(card.getByLabelText('Reason'), 'Family trip');
    await userEvent.click(card.getByRole('button', { name: 'Send to the school' }));
    expect(card.getByRole('alert')).toHaveTextContent(
      'The date must be today or one of the next 30 days.',
    );
    expect(api.callsTo('POST', absenceReportsUrl(abdi.id))).toEqual([]);

    // The service has the last word on the day (its day may differ from the browser's).
    fireEvent.change(card.getByLabelText('Day'), { target: { value: FIRST } });
    await userEvent.click(card.getByRole('button', { name: 'Send to the school' }));
    await waitFor(() =>
      expect(toasts()).toEqual([
        ['The report was not sent.', 'The date must be today or one of the next 30 days.'],
      ]),
    );
    expect(variants()).toEqual(['destructive']);
    expect(card.getByLabelText('Reason')).toHaveValue('   Family trip');
  });

  it("puts the voice recorder's transcript into the reason box", async () => {
    const card = await openAbdisCard('en', 'Report an absence');
    await userEvent.click(card.getByRole('button', { name: 'Speak the reason' }));
    await userEvent.click(await card.findByRole('button', { name: 'Keep recording' }));
    expect(card.getByLabelText('Reason')).toHaveValue('He has a fever.');
    expect(card.getByText(/Check it before you send/)).toBeInTheDocument();
  });
});
