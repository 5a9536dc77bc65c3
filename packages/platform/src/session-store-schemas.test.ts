import type { User } from '@d742/contracts';
import { initI18n } from '@d742/i18n';
import { loadContracts } from './contracts-loader';
import { USER_STORAGE_KEY, useSession } from './session-store';
import { type TestApi, startTestApi } from './testing';

// Decision 017: the sign-in page carries no zod, so a signed-out check must not fetch the schemas.
jest.mock('./contracts-loader', () => {
  const actual = jest.requireActual<typeof import('./contracts-loader')>('./contracts-loader');
  return { loadContracts: jest.fn(actual.loadContracts) };
});

const amina: User = {
  id: '64a000000000000000000001',
  username: 'amina',
  firstName: 'Amina',
  lastName: 'Hassan',
  email: 'amina.hassan@example.org',
  phone: '+1 612 555 0141',
  language: 'so',
  role: 'parent',
  createdAt: '2025-01-15T08:00:00.000Z',
};

beforeAll(() => initI18n('so'));

let api: TestApi;
beforeEach(async () => {
  localStorage.clear();
  jest.mocked(loadContracts).mockClear();
  useSession.setState({ user: null, status: 'loading' });
  api = await startTestApi();
});
afterEach(() => api.close());

describe('useSession.checkSession() and the schemas', () => {
  it('should load no schema for a signed-out visitor', async () => {
    api.on('GET', '/api/auth/session', {
      status: 401,
      body: { error: 'Not signed in', code: 'UNAUTHORIZED' },
    });
    await useSession.getState().checkSession();
    expect(useSession.getState().status).toBe('signed-out');
    expect(loadContracts).not.toHaveBeenCalled();
  });

  it('should parse a signed-in answer with the user schema', async () => {
    api.on('GET', '/api/auth/session', { body: amina });
    await useSession.getState().checkSession();
    expect(useSession.getState()).toMatchObject({ status: 'signed-in', user: amina });
    expect(loadContracts).toHaveBeenCalled();
  });

  it('should refuse an answer that is not a user', async () => {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(amina));
    api.on('GET', '/api/auth/session', { body: { ...amina, role: 'pirate' } });
    await useSession.getState().checkSession();
    // Not a valid answer: like an unreachable server, the stored user is kept.
    expect(useSession.getState()).toMatchObject({ status: 'signed-in', user: amina });
  });
});
