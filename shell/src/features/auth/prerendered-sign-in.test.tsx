import { useSession } from '@d742/platform';
import { type TestApi, startTestApi } from '@d742/platform/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../../app-providers';
import { renderSignInPage } from '../../prerender';
import { resetPage } from '../../testing/render-app';
import { useAccessGate } from '../access-code';
import { PRERENDERED_SIGN_IN, cameSignedOut, keepPrerenderedSignIn } from './prerendered-sign-in';
import { SessionGate } from './session-gate';
import { SignInScreen } from './sign-in-screen';

let api: TestApi;
let root: HTMLDivElement;
beforeEach(async () => {
  await resetPage('en');
  api = await startTestApi();
  root = document.body.appendChild(document.createElement('div'));
  root.id = 'root';
});
afterEach(() => {
  api.close();
  root.remove();
});

/** The page as the gateway sends it to a signed-out visit: the built sign-in form in #root. */
function prerenderedPage(language: 'so' | 'en') {
  root.dataset.prerendered = PRERENDERED_SIGN_IN;
  root.innerHTML = renderSignInPage(language).markup;
  const field = (name: string) =>
    root.querySelector<HTMLInputElement>(`input[data-field=${name}]`)!;
  return { username: field('username'), password: field('password') };
}

const renderInRoot = (ui: React.ReactElement) =>
  render(<AppProviders>{ui}</AppProviders>, { container: root });

describe('the pre-rendered sign-in page (decision 031)', () => {
  it('is the sign-in form in the chosen language, before any script', () => {
    prerenderedPage('so');
    expect(root.querySelector('h1')).toHaveTextContent('Bogga Qoysaska ee District 742');
    expect(root.querySelector('button[type=submit]')).toHaveTextContent('Gal');
    prerenderedPage('en');
    expect(root.querySelector('h1')).toHaveTextContent('District 742 Family Portal');
    expect(root.querySelector('label')).toHaveTextContent('Username or email');
  });

  it('hands what a parent typed, and the caret, to the live form, which signs in with it', async () => {
    const typed = prerenderedPage('en');
    typed.username.value = 'amina';
    typed.password.value = 'Hooyo-742!';
    typed.password.focus();
    typed.password.setSelectionRange(4, 4);

    expect(keepPrerenderedSignIn(root)).toBe(true);
    expect(root).not.toHaveAttribute('data-live');
    renderInRoot(<SignInScreen />);
    expect(root).toHaveAttribute('data-live');

    const username = screen.getByLabelText('Username or email');
    const password = screen.getByLabelText('Password');
    expect(username).not.toBe(typed.username); // React's own field, not the pre-rendered one
    expect(username).toHaveValue('amina');
    expect(password).toHaveValue('Hooyo-742!');
    expect(password).toHaveFocus();
    expect((password as HTMLInputElement).selectionStart).toBe(4);

    useAccessGate.setState({ granted: true });
    api.on('POST', '/api/auth/login', { status: 401, body: { error: 'Invalid credentials' } });
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/auth/login')[0]?.body).toEqual({
        username: 'amina',
        password: 'Hooyo-742!',
      }),
    );
  });

  it('keeps the form up while the session is checked, where another page shows the spinner', async () => {
    api.on('GET', '/api/auth/session', { status: 401, body: { error: 'Not signed in' } });
    useSession.setState({ status: 'loading' });
    prerenderedPage('en');
    keepPrerenderedSignIn(root);
    expect(cameSignedOut()).toBe(true);
    renderInRoot(
      <SessionGate>
        <h1>Signed-in page</h1>
      </SessionGate>,
    );
    expect(screen.getByText('Parent Portal Access')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await waitFor(() => expect(useSession.getState().status).toBe('signed-out'));
    expect(screen.getByText('Parent Portal Access')).toBeInTheDocument();
  });

  it('leaves the spinner to a page that did not come pre-rendered', () => {
    expect(cameSignedOut()).toBe(false);
    useSession.setState({ status: 'loading' });
    renderInRoot(
      <SessionGate>
        <h1>Signed-in page</h1>
      </SessionGate>,
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});
