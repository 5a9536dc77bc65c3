import type { User } from '@d742/contracts';
import { USER_STORAGE_KEY, useSession } from './session-store';
import { type TestApi, startTestApi } from './testing';

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

let api: TestApi;
beforeEach(async () => {
  localStorage.clear();
  useSession.setState({ user: null, status: 'loading' });
  api = await startTestApi();
});
afterEach(() => api.close());

describe('useSession.checkSession()', () => {
  it('keeps the stored user once the server confirms the session', async () => {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(amina));
    api.on('GET', '/api/auth/session', { body: { ...amina, firstName: 'Aamina' } });
    const pending = useSession.getState().checkSession();
    expect(useSession.getState()).toMatchObject({ status: 'loading', user: amina });
    await pending;
    expect(useSession.getState()).toMatchObject({
      status: 'signed-in',
      user: { firstName: 'Aamina' },
    });
  });

  it('signs out and clears the stored user when the server answers 401', async () => {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(amina));
    api.on('GET', '/api/auth/session', {
      status: 401,
      body: { error: 'Not signed in', code: 'UNAUTHORIZED' },
    });
    await useSession.getState().checkSession();
    expect(useSession.getState()).toMatchObject({ status: 'signed-out', user: null });
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('removes an unparseable stored user and logs it', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(USER_STORAGE_KEY, '{not json');
    api.on('GET', '/api/auth/session', { status: 401, body: { error: 'Not signed in' } });
    await useSession.getState().checkSession();
    expect(log).toHaveBeenCalledWith('Failed to parse stored user');
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(useSession.getState().status).toBe('signed-out');
    log.mockRestore();
  });

  it('trusts the stored user while the server is unreachable', async () => {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(amina));
    await api.goOffline();
    await useSession.getState().checkSession();
    expect(useSession.getState()).toMatchObject({ status: 'signed-in', user: amina });
  });

  it('is signed out with no stored user and no server session', async () => {
    api.on('GET', '/api/auth/session', { status: 401, body: { error: 'Not signed in' } });
    await useSession.getState().checkSession();
    expect(useSession.getState().status).toBe('signed-out');
  });
});

describe('useSession.setUser() / signOut()', () => {
  it('persists the user and marks the session signed in', () => {
    useSession.getState().setUser(amina);
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null')).toEqual(amina);
    expect(useSession.getState().status).toBe('signed-in');
  });

  it('signs out on the server and locally', async () => {
    api.on('POST', '/api/auth/logout', { status: 204 });
    useSession.getState().setUser(amina);
    await useSession.getState().signOut();
    expect(api.callsTo('POST', '/api/auth/logout')).toHaveLength(1);
    expect(useSession.getState()).toMatchObject({ status: 'signed-out', user: null });
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('signs out locally even when the server is unreachable', async () => {
    useSession.getState().setUser(amina);
    await api.goOffline();
    await useSession.getState().signOut();
    expect(useSession.getState().status).toBe('signed-out');
  });
});
