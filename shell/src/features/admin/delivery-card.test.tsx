import type { AdminDelivery } from '@d742/contracts';
import { useSession } from '@d742/platform';
import { type TestApi, startTestApi } from '@d742/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { admin, renderWithProviders, resetPage } from '../../testing/render-app';
import { DeliveryCard } from './delivery-card';

const SMS_JOB = '65b000000000000000000001';
const EMAIL_JOB = '65b000000000000000000002';
const at = '2026-05-01T12:00:00.000Z';

let api: TestApi;
let view: AdminDelivery;

/** GET /api/admin/delivery answers what the delivery service holds now; a retry takes the job out. */
beforeEach(async () => {
  await resetPage('en');
  useSession.setState({ user: admin, status: 'signed-in' });
  api = await startTestApi();
  view = {
    channels: [
      { channel: 'push', configured: true, source: 'generated' },
      { channel: 'email', configured: true, source: 'environment' },
      { channel: 'sms', configured: true, source: 'environment' },
    ],
    queue: { pending: 0, sending: 0, sent: 40, failed: 0, dead: 2 },
    deadLetters: [
      {
        id: SMS_JOB,
        kind: 'sms',
        channel: 'sms',
        recipient: '+1612•••0177',
        userId: 'u1',
        attempts: 6,
        lastError: 'The SMS provider answered 503',
        createdAt: at,
        updatedAt: at,
      },
      {
        id: EMAIL_JOB,
        kind: 'email',
        channel: 'email',
        recipient: 'am•••@example.org',
        userId: 'u2',
        attempts: 1,
        lastError: 'SMTP 550 mailbox unavailable',
        createdAt: at,
        updatedAt: at,
      },
    ],
    unmatchedSms: [
      {
        id: 'in1',
        from: '+1612•••4567',
        body: 'Is school open tomorrow?',
        reason: 'unknown-number',
        receivedAt: at,
      },
    ],
  };
  api.on('GET', '/api/admin/delivery', () => ({ body: view }));
  api.on('POST', `/api/admin/delivery/jobs/${SMS_JOB}/retry`, () => {
    view = {
      ...view,
      queue: { ...view.queue, dead: 1, pending: 1 },
      deadLetters: view.deadLetters.filter((d) => d.id !== SMS_JOB),
    };
    return { body: { id: SMS_JOB, state: 'pending' } };
  });
});
afterEach(() => api.close());

const deadTable = () => screen.findByRole('region', { name: 'Notifications not delivered' });

describe('the delivery card of the admin dashboard', () => {
  it('lists the dead letters and the unmatched text messages, numbers masked', async () => {
    renderWithProviders(<DeliveryCard />);
    const dead = await deadTable();
    const rows = within(dead).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('SMS notifications')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('+1612•••0177')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Text message')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('The SMS provider answered 503')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('am•••@example.org')).toBeInTheDocument();

    const unmatched = screen.getByRole('region', {
      name: 'Incoming text messages not placed in a conversation',
    });
    expect(within(unmatched).getByText('+1612•••4567')).toBeInTheDocument();
    expect(within(unmatched).getByText('Is school open tomorrow?')).toBeInTheDocument();
    expect(within(unmatched).getByText('Unknown number')).toBeInTheDocument();
  });

  it('retries a dead letter: a success toast, the row leaves the table', async () => {
    renderWithProviders(<DeliveryCard />);
    await userEvent.click(
      within(await deadTable()).getByRole('button', {
        name: 'Retry: Text message to +1612•••0177',
      }),
    );
    expect(await screen.findByText('The notification will be sent again')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Notifications not delivered' })).queryByText(
          '+1612•••0177',
        ),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByText('1 notification could not be delivered')).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/admin/delivery/jobs/${SMS_JOB}/retry`)).toHaveLength(1);
  });

  it('says why a retry failed; a job that is no longer dead leaves, one that failed stays', async () => {
    // Another administrator retried it a moment ago: no longer dead, no longer listed.
    api.on('POST', `/api/admin/delivery/jobs/${EMAIL_JOB}/retry`, () => {
      view = { ...view, deadLetters: view.deadLetters.filter((d) => d.id !== EMAIL_JOB) };
      return {
        status: 409,
        body: { error: 'Only a dead letter can be retried', code: 'JOB_NOT_DEAD' },
      };
    });
    api.on('POST', `/api/admin/delivery/jobs/${SMS_JOB}/retry`, {
      status: 500,
      body: { error: 'Internal error' },
    });
    renderWithProviders(<DeliveryCard />);
    const dead = await deadTable();
    await userEvent.click(
      within(dead).getByRole('button', { name: 'Retry: Text message to +1612•••0177' }),
    );
    expect(await screen.findByText('The notification could not be sent again')).toBeInTheDocument();
    expect(within(dead).getByText('+1612•••0177')).toBeInTheDocument();

    await userEvent.click(
      within(dead).getByRole('button', { name: 'Retry: Email to am•••@example.org' }),
    );
    expect(await screen.findByText('This notification was already sent again')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dead).queryByText('am•••@example.org')).not.toBeInTheDocument(),
    );
  });

  it('says so when there is nothing to show, in Somali too', async () => {
    view = { ...view, queue: { ...view.queue, dead: 0 }, deadLetters: [], unmatchedSms: [] };
    const { unmount } = renderWithProviders(<DeliveryCard />);
    expect(await screen.findByText('Every notification was delivered')).toBeInTheDocument();
    expect(
      screen.getByText('Every incoming text message found its conversation'),
    ).toBeInTheDocument();
    unmount();

    await resetPage('so');
    useSession.setState({ user: admin, status: 'signed-in' });
    renderWithProviders(<DeliveryCard />);
    expect(await screen.findByText('Ogeysiis kasta waa la gaarsiiyay')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Ogeysiisyada aan la gaarsiin' }),
    ).toBeInTheDocument();
  });
});
