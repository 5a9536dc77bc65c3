import {
  type ContactStatus,
  type ContactVerification,
  DELIVERY_ERROR_CODES,
  type Profile,
} from '@d742/contracts';
import { i18n } from '@d742/i18n';
import { ApiError, useSession } from '@d742/platform';
import { type TestApi, startTestApi } from '@d742/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aminaProfile } from '../../testing/profile';
import { amina, renderWithProviders, resetPage } from '../../testing/render-app';
import { verificationErrorMessage } from './contact-verification';
import { ProfilePage } from './profile-page';

const URL = '/api/user/contact-verification';
const SCHOOL_NUMBER = '+16125550100';
const RIGHT_CODE = '123456';

let api: TestApi;
let status: ContactVerification;
let profile: Profile;

const contact = (channel: 'email' | 'sms', changes: Partial<ContactStatus>): ContactStatus => ({
  channel,
  destination: channel === 'sms' ? aminaProfile.phone : aminaProfile.email,
  verified: false,
  pendingUntil: null,
  available: true,
  ...changes,
});

/** The delivery service's contact verification as the real one answers (decision 021). */
beforeEach(async () => {
  await resetPage('en');
  useSession.setState({ user: amina, status: 'signed-in' });
  api = await startTestApi();
  profile = { ...aminaProfile, notifications: { push: false, email: true, sms: true } };
  status = {
    email: contact('email', { verified: true }),
    sms: contact('sms', {}),
  };
  api.on('GET', '/api/user/profile', () => ({ body: profile }));
  api.on('GET', URL, () => ({ body: status }));
  api.on('POST', URL, (call) => {
    const { channel } = call.body as { channel: 'email' | 'sms' };
    status[channel] = {
      ...status[channel],
      pendingUntil: new Date(Date.now() + 10 * 60_000).toISOString(),
    };
    return { status: 202, body: status[channel] };
  });
  let triesLeft = 5;
  api.on('POST', `${URL}/confirm`, (call) => {
    const { channel, code } = call.body as { channel: 'email' | 'sms'; code: string };
    if (code !== RIGHT_CODE) {
      triesLeft -= 1;
      return {
        status: 400,
        body: { error: 'The code is not right', code: 'CODE_INVALID', triesLeft },
      };
    }
    status[channel] = { ...status[channel], verified: true, pendingUntil: null };
    return { body: status[channel] };
  });
});
afterEach(() => api.close());

const renderProfile = () => renderWithProviders(<ProfilePage />, { route: '/profile' });
const smsRow = async () =>
  (await screen.findByText(aminaProfile.phone, { selector: '.shell-contact__address' })).closest(
    '.shell-contact',
  ) as HTMLElement;

/** The service refuses with this status and code (its `{ error, code }` body). */
const refuse = (path: string, status: number, code: string, extra: object = {}) =>
  api.on('POST', path, { status, body: { error: code.toLowerCase(), code, ...extra } });

/** 409 SMS_OPTED_OUT as delivery answers it: the keyword and the school's number in `details`. */
const optedOut = (sendTo: string | null = SCHOOL_NUMBER) =>
  refuse(URL, 409, 'SMS_OPTED_OUT', {
    details: { keyword: 'START', keywords: { so: 'BILOW', en: 'START' }, sendTo },
  });

/** Clicks the phone number's Verify button; the dialog it opens. */
async function openSmsDialog(name = 'Verify phone number') {
  await userEvent.click(within(await smsRow()).getByRole('button', { name }));
  return screen.findByRole('dialog');
}

describe('verifying the phone number from the profile', () => {
  it('shows each address with its status and warns that texts wait for the number', async () => {
    renderProfile();
    const sms = await smsRow();
    expect(within(sms).getByText('Not verified')).toBeInTheDocument();
    expect(
      within(sms).getByText('You will not get texts until you verify this number'),
    ).toBeInTheDocument();
    const email = screen
      .getByText(aminaProfile.email, { selector: '.shell-contact__address' })
      .closest('.shell-contact') as HTMLElement;
    expect(within(email).getByText('Verified')).toBeInTheDocument();
    expect(within(email).queryByRole('button')).not.toBeInTheDocument();
  });

  it('sends a code, refuses a wrong one with the tries left, confirms the right one', async () => {
    renderProfile();
    const dialog = await openSmsDialog();
    expect(dialog).toHaveAccessibleName('Verify your phone number');
    expect(
      await within(dialog).findByText(
        `We sent a 6-digit code to ${aminaProfile.phone}. It expires in 10 minutes.`,
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', URL).map((c) => c.body)).toEqual([{ channel: 'sms' }]);

    const input = within(dialog).getByLabelText('6-digit code');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(input, '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Enter the 6 digits of the code',
    );
    expect(api.callsTo('POST', `${URL}/confirm`)).toHaveLength(0);

    await userEvent.type(input, '0000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('That code is not right. 4 tries left.')).toBeVisible();

    await userEvent.clear(input);
    await userEvent.type(input, RIGHT_CODE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Phone number verified')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = await smsRow();
    expect(within(row).getByText('Verified')).toBeInTheDocument();
    expect(within(row).queryByText(/You will not get texts/)).not.toBeInTheDocument();
    expect(api.callsTo('POST', `${URL}/confirm`).at(-1)?.body).toEqual({
      channel: 'sms',
      code: RIGHT_CODE,
    });
  });

  it('does not send again while the last code can still be typed; an expired one asks for a new code', async () => {
    status.sms = contact('sms', {
      pendingUntil: new Date(Date.now() + 5 * 60_000).toISOString(),
    });
    refuse(`${URL}/confirm`, 410, 'CODE_EXPIRED');
    renderProfile();
    const dialog = await openSmsDialog();
    await userEvent.type(within(dialog).getByLabelText('6-digit code'), RIGHT_CODE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(dialog).findByText(
        'This code has expired or a newer one was sent. Ask for a new code.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', URL)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(api.callsTo('POST', URL)).toHaveLength(1));
  });

  it('says how to receive texts again when the number replied STOP', async () => {
    optedOut();
    renderProfile();
    const dialog = await openSmsDialog();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `This number replied STOP, so we send it no texts. Text START to ${SCHOOL_NUMBER} to receive texts again.`,
    );
    // Without a single sending number (a messaging service), it says "the school's number".
    optedOut(null);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send a new code' }));
    expect(
      await within(dialog).findByText(/Text START to the school's texting number/),
    ).toBeInTheDocument();
  });

  it('speaks Somali: the unverified note and the STOP answer', async () => {
    await resetPage('so');
    useSession.setState({ user: amina, status: 'signed-in' });
    optedOut();
    renderProfile();
    expect(
      within(await smsRow()).getByText(
        'Fariimo qoraal ah ma heli doontid ilaa aad xaqiijiso lambarkan',
      ),
    ).toBeInTheDocument();
    const dialog = await openSmsDialog('Xaqiiji lambarka taleefanka');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `U dir BILOW ${SCHOOL_NUMBER} si aad mar kale fariimo qoraal ah u hesho.`,
    );
  });

  it('after too many codes says when to try again and holds the resend button until then', async () => {
    refuse(URL, 429, 'TOO_MANY_CODES', { details: { retryAfterSeconds: 840 } });
    renderProfile();
    const dialog = await openSmsDialog();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Many codes were sent already. Try again in 14 minutes.',
    );
    expect(within(dialog).getByText('You can ask for a new code in 14 minutes')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Send a new code' })).toBeDisabled();
  });

  it('closes the dialog and says Verified when the number was verified meanwhile', async () => {
    api.on('POST', URL, () => {
      status.sms = { ...status.sms, verified: true };
      return { status: 409, body: { error: 'Already verified', code: 'ALREADY_VERIFIED' } };
    });
    renderProfile();
    await openSmsDialog();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(await smsRow()).getByText('Verified')).toBeInTheDocument();
  });

  it('says so when the code cannot be sent (service unreachable), and offers to send again', async () => {
    renderProfile();
    const row = await smsRow();
    await api.goOffline();
    await userEvent.click(within(row).getByRole('button', { name: 'Verify phone number' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
    expect(within(dialog).getByRole('button', { name: 'Send a new code' })).toBeEnabled();
  });

  it('with no phone number says to add one, and offers nothing to verify', async () => {
    status.sms = contact('sms', { destination: null });
    renderProfile();
    const note = await screen.findByText(
      'Add a phone number to your personal information to get texts',
    );
    const row = note.closest('.shell-contact') as HTMLElement;
    expect(within(row).getByText('No phone number')).toBeInTheDocument();
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when the status cannot be read, and reads it again on Try again', async () => {
    let fail = true;
    api.on('GET', URL, () =>
      fail ? { status: 503, body: { error: 'Down', code: 'UNAVAILABLE' } } : { body: status },
    );
    renderProfile();
    const alert = await screen.findByText(
      'We could not check whether your email address and phone number are verified',
    );
    fail = false;
    await userEvent.click(
      within(alert.closest('.shell-contact') as HTMLElement).getByRole('button', {
        name: 'Try again',
      }),
    );
    expect(await smsRow()).toBeInTheDocument();
    expect(
      screen.queryByText(
        'We could not check whether your email address and phone number are verified',
      ),
    ).not.toBeInTheDocument();
  });

  it('has its own Somali and English text for every code the verification endpoints answer', () => {
    // The service's other codes: push subscriptions, its webhook, the administrators' retry, and a
    // person who does not exist (said as any failure). A new code must be placed here or get a text.
    const elsewhere = new Set([
      'PUSH_NOT_CONFIGURED',
      'SUBSCRIPTION_NOT_FOUND',
      'USER_NOT_FOUND',
      'SMS_SIGNATURE_INVALID',
      'SMS_NOT_CONFIGURED',
      'JOB_NOT_FOUND',
      'JOB_NOT_DEAD',
    ]);
    const codes = DELIVERY_ERROR_CODES.filter((code) => !elsewhere.has(code));
    expect(codes).toHaveLength(7);
    for (const language of ['so', 'en']) {
      const t = i18n.getFixedT(language);
      const texts = codes.map((code) =>
        verificationErrorMessage(new ApiError(409, '', '', { error: 'x', code, triesLeft: 2 }), t),
      );
      expect(new Set(texts).size).toBe(codes.length);
      for (const text of texts) {
        expect(text).not.toBe(t('errors.generic'));
        expect(text).not.toMatch(/profile\.verify|\{\{/);
      }
    }
  });
});
