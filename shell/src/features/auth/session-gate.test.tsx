import { loadContracts } from '@d742/platform';
import { type TestApi, startTestApi } from '@d742/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import { amina, renderWithProviders, resetPage } from '../../testing/render-app';
import { SessionGate } from './session-gate';

let api: TestApi;
beforeAll(() => loadContracts());
beforeEach(async () => {
  await resetPage('en');
  api = await startTestApi();
});
afterEach(() => api.close());

// The shell gates its whole routed part (App.tsx) and the routes gate their pages (app-routes.tsx).
const nestedGates = () =>
  renderWithProviders(
    <SessionGate>
      <SessionGate>
        <h1>Signed-in page</h1>
      </SessionGate>
    </SessionGate>,
  );

describe('SessionGate inside a SessionGate', () => {
  it('should ask the server once and show the page to a signed-in parent', async () => {
    api.on('GET', '/api/auth/session', { body: amina });
    nestedGates();
    expect(await screen.findByRole('heading', { name: 'Signed-in page' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/api/auth/session')).toHaveLength(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('should show one sign-in screen when signed out', async () => {
    api.on('GET', '/api/auth/session', {
      status: 401,
      body: { error: 'Not signed in', code: 'UNAUTHORIZED' },
    });
    nestedGates();
    expect(await screen.findByText('Parent Portal Access')).toBeInTheDocument();
    expect(screen.getAllByText('Parent Portal Access')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Signed-in page' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/auth/session')).toHaveLength(1);
  });
});
