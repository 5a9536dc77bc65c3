/** @jest-environment @d742/platform/jest-environment */
import { useToastStore } from '@d742/platform';
import { allowRadixSelect, clientWithAnswers } from '@d742/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { behaviorReportsUrl, healthAlertsUrl } from '../alerts/api/alerts-api';
import { STUDENTS_URL } from '../api/students';
import { abdi, hodan } from '../test-utils/fixtures';
import { renderWithProviders } from '../test-utils/render-with-providers';
import { type RawTestServer, startRawTestServer } from '../test-utils/test-server';
import StaffReports from './staff-reports';

let server: RawTestServer | undefined;

beforeAll(allowRadixSelect);
beforeEach(() => useToastStore.setState({ toasts: [] }));
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function renderStaffReports(language: 'en' | 'so' = 'en') {
  server = await startRawTestServer();
  await renderWithProviders(<StaffReports />, {
    language,
    queryClient: clientWithAnswers({ [STUDENTS_URL]: [hodan, abdi] }),
  });
  return server;
}

async function choose(combobox: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: combobox }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

const toasts = () => useToastStore.getState().toasts;

/** Puts the text in the field as one paste (typing key by key is slow and adds nothing here). */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

describe('StaffReports', () => {
  it('files a behavior report about the chosen child and says so', async () => {
    const api = await renderStaffReports();
    api.on('POST', behaviorReportsUrl(abdi.id), () => ({ status: 201, body: {} }));
    await choose('Student', `${abdi.firstName} ${abdi.lastName}`);
    await choose('Kind of report', 'Incident');
    await fill(screen.getByLabelText('Title'), 'Pushed in line');
    await fill(screen.getByLabelText('Category (e.g. Reading, Conduct)'), 'Conduct');
    await fill(screen.getByLabelText('What happened'), 'Abdi pushed a classmate.');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Parents need to act' }));
    await userEvent.click(screen.getByRole('button', { name: 'File behavior report' }));

    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue(''));
    expect(api.callsTo('POST', behaviorReportsUrl(abdi.id)).map((c) => c.body)).toEqual([
      {
        type: 'incident',
        title: 'Pushed in line',
        description: 'Abdi pushed a classmate.',
        category: 'Conduct',
        actionRequired: true,
        language: 'en',
      },
    ]);
    expect(toasts()).toEqual([
      expect.objectContaining({ title: 'Behavior report filed', variant: 'success' }),
    ]);
  });

  it('sends nothing until a child is chosen and the required fields are filled', async () => {
    const api = await renderStaffReports();
    await userEvent.click(screen.getByRole('button', { name: 'File behavior report' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a student first.');
    await choose('Student', `${hodan.firstName} ${hodan.lastName}`);
    await fill(screen.getByLabelText('Title'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'File behavior report' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Fill in every field that is not marked optional.',
    );
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it("shows the server's own reason when a health alert is refused, keeping what was typed", async () => {
    const api = await renderStaffReports('so');
    api.on('POST', healthAlertsUrl(hodan.id), () => ({
      status: 403,
      body: { error: 'Kaliya shaqaalaha caafimaadka', code: 'NOT_HEALTH_STAFF' },
    }));
    await choose('Arday', `${hodan.firstName} ${hodan.lastName}`);
    await userEvent.click(screen.getByRole('tab', { name: 'Ogeysiis caafimaad' }));
    await choose('Heerka halista', 'Sare');
    await fill(screen.getByLabelText('Dhibaatada caafimaad (tusaale Neefta)'), 'Neef');
    await fill(screen.getByLabelText('Soo koobid'), 'Neefta ayaa ku dhacday');
    await userEvent.click(screen.getByRole('button', { name: 'Dir ogeysiiska caafimaadka' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Kaliya shaqaalaha caafimaadka');
    expect(screen.getByLabelText('Soo koobid')).toHaveValue('Neefta ayaa ku dhacday');
    expect(api.callsTo('POST', healthAlertsUrl(hodan.id))[0]?.body).toEqual(
      expect.objectContaining({ severity: 'high', type: 'Neef', language: 'so' }),
    );
    expect(toasts()).toEqual([]);
  });
});
