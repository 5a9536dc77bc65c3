import {
  ACCESS_CODE_BLOCK_MS,
  type AccessCodeFailure,
  type AccessCodeResponse,
} from '@d742/contracts';
import { type TestApi, startTestApi } from '@d742/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, resetPage } from '../../testing/render-app';
import { AccessCodeDialog } from './access-code-dialog';
import { useAccessGate } from './access-gate-store';

const VERIFY = '/api/auth/verify-access-code';
const invalid = (attemptsRemaining: number): AccessCodeFailure => ({
  error: `Invalid access code. ${attemptsRemaining} attempts remaining.`,
  code: 'ACCESS_CODE_INVALID',
  attemptsRemaining,
});
const blocked = (error: string, blockedUntil: number): AccessCodeFailure => ({
  error,
  code: 'ACCESS_BLOCKED',
  attemptsRemaining: 0,
  blockedUntil,
});

let api: TestApi;
let clock: number;
beforeEach(async () => {
  await resetPage('en');
  api = await startTestApi();
  clock = Date.parse('2025-03-10T12:00:00.000Z');
  useAccessGate.getState().openDialog();
});
afterEach(() => api.close());

function renderDialog() {
  renderWithProviders(<AccessCodeDialog now={() => clock} />);
  return {
    input: screen.getByLabelText('Access code'),
    verify: () => screen.getByRole('button', { name: /Verify/ }),
  };
}

async function submit(input: HTMLElement, code: string, verifyName = 'Verify Access') {
  await userEvent.clear(input);
  await userEvent.type(input, code);
  await userEvent.click(screen.getByRole('button', { name: verifyName }));
}

describe('AccessCodeDialog', () => {
  it('shows the title, notice, IT support line and a Cancel button', async () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Authorized Access Required' })).toBeInTheDocument();
    expect(screen.getByText(/confidential student information/)).toBeInTheDocument();
    expect(screen.getByText(/District 742 IT support/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(useAccessGate.getState().dialogOpen).toBe(false);
  });

  it('forces uppercase, caps at 12 characters, and is required', async () => {
    const { input } = renderDialog();
    expect(input).toHaveAttribute('maxLength', '12');
    expect(input).toBeRequired();
    await userEvent.type(input, 'district742');
    expect(input).toHaveValue('DISTRICT742');
  });

  it('disables Verify Access while empty and while verifying', async () => {
    let release!: () => void;
    api.on(
      'POST',
      VERIFY,
      () =>
        new Promise((resolve) => {
          release = () =>
            resolve({
              status: 200,
              body: { granted: true, expiresAt: clock + 900_000 } satisfies AccessCodeResponse,
            });
        }),
    );
    const { input, verify } = renderDialog();
    expect(verify()).toBeDisabled();
    await userEvent.type(input, 'DISTRICT742');
    expect(verify()).toBeEnabled();
    await userEvent.click(verify());
    expect(await screen.findByRole('button', { name: 'Verifying...' })).toBeDisabled();
    release();
    await waitFor(() =>
      expect(useAccessGate.getState()).toMatchObject({ granted: true, dialogOpen: false }),
    );
    expect(api.callsTo('POST', VERIFY)[0]?.body).toEqual({ accessCode: 'DISTRICT742' });
  });

  it('counts down the attempts, then reports the block, then refuses while blocked', async () => {
    const until = clock + ACCESS_CODE_BLOCK_MS;
    const answers = [
      { status: 401, body: invalid(2) },
      { status: 401, body: invalid(1) },
      {
        status: 429,
        body: blocked(
          'Access temporarily blocked. Contact your administrator for assistance.',
          until,
        ),
      },
    ];
    api.on('POST', VERIFY, () => answers.shift() ?? { status: 500 });
    const { input } = renderDialog();

    await submit(input, 'WRONG1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid access code. 2 attempts remaining.',
    );
    await submit(input, 'WRONG2');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Invalid access code. 1 attempts remaining.',
      ),
    );
    await submit(input, 'WRONG3');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Access temporarily blocked. Contact your administrator for assistance.',
      ),
    );

    // Still blocked locally: no call, "too many" text.
    clock += ACCESS_CODE_BLOCK_MS - 1;
    await submit(input, 'DISTRICT742');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Too many failed attempts. Please wait before trying again.',
      ),
    );
    expect(api.callsTo('POST', VERIFY)).toHaveLength(3);

    // After five minutes the block and the counter reset.
    clock += 1;
    api.on('POST', VERIFY, { status: 200, body: { granted: true, expiresAt: clock + 900_000 } });
    await submit(input, 'DISTRICT742');
    await waitFor(() =>
      expect(useAccessGate.getState()).toMatchObject({
        granted: true,
        failures: 0,
        blockedUntil: null,
      }),
    );
  });

  it('says "too many" when the server is already blocking this browser', async () => {
    api.on('POST', VERIFY, {
      status: 429,
      body: blocked('Too many failed attempts. Please wait before trying again.', clock + 60_000),
    });
    const { input } = renderDialog();
    await submit(input, 'DISTRICT742');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many failed attempts. Please wait before trying again.',
    );
  });

  it('reports a connection error when the server cannot be reached', async () => {
    await api.goOffline();
    const { input } = renderDialog();
    await submit(input, 'DISTRICT742');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Connection error. Please check your internet and try again.',
    );
    expect(useAccessGate.getState().granted).toBe(false);
  });

  it('shows the failure texts in Somali too', async () => {
    await resetPage('so');
    useAccessGate.getState().openDialog();
    api.on('POST', VERIFY, { status: 401, body: invalid(2) });
    renderWithProviders(<AccessCodeDialog now={() => clock} />);
    await submit(screen.getByLabelText('Koodhka gelitaanka'), 'WRONG', 'Xaqiiji Gelitaanka');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Koodhka gelitaanka waa khalad. 2 isku day ayaa kuu haray.',
    );
  });
});
