import type { User } from '@d742/contracts';
import { i18n, initI18n } from '@d742/i18n';
import { waitFor } from '@testing-library/react';
import { loadContracts } from './contracts-loader';
import { useLanguage } from './language-store';
import { USER_STORAGE_KEY, onBeforeSignOut, useSession } from './session-store';
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

describe('useSession.checkSession()', () => {
  it('keeps the stored user once the server confirms the session', async () => {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(amina));
    api.on('GET', '/api/auth/session', { body: { ...amina, firstName: 'Aamina' } });
    const states: { status: string; user: User | null }[] = [];
    const stop = useSession.subscribe(({ status, user }) => states.push({ status, user }));
    await useSession.getState().checkSession();
    stop();
    // While the server is asked, the stored user is offered (read once its schema has loaded).
    expect(states).toContainEqual({ status: 'loading', user: amina });
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

describe('the language rule at sign-in (the latest explicit choice wins)', () => {
  const profileAnswer = (language: 'so' | 'en') => ({
    firstName: 'Amina',
    lastName: 'Hassan',
    email: 'amina.hassan@example.org',
    phone: '',
    language,
    languageChosenAt: '2026-05-01T12:00:00.000Z',
    notifications: { push: true, email: true, sms: false },
    hasPasscode: false,
    memberSince: '2025-01-15T08:00:00.000Z',
    status: 'active',
  });

  beforeEach(async () => {
    useLanguage.setState({ chosenAt: null });
    await i18n.changeLanguage('so');
    api.on('PATCH', '/api/user/profile', (call) => ({
      body: profileAnswer((call.body as { language: 'so' | 'en' }).language),
    }));
  });

  it("applies the account's language on a new device and saves nothing", async () => {
    api.on('GET', '/api/auth/session', {
      body: { ...amina, language: 'en', languageChosenAt: '2026-04-01T00:00:00.000Z' },
    });
    await useSession.getState().checkSession();
    expect(i18n.language).toBe('en');
    expect(useLanguage.getState().chosenAt).toBe('2026-04-01T00:00:00.000Z');
    expect(api.callsTo('PATCH', '/api/user/profile')).toHaveLength(0);
  });

  it('keeps a newer device choice and saves it to the account', async () => {
    useLanguage.getState().setLanguage('en'); // now: newer than the account's choice
    api.on('GET', '/api/auth/session', {
      body: { ...amina, language: 'so', languageChosenAt: '2026-01-01T00:00:00.000Z' },
    });
    await useSession.getState().checkSession();
    expect(i18n.language).toBe('en');
    await waitFor(() =>
      expect(api.callsTo('PATCH', '/api/user/profile').map((c) => c.body)).toEqual([
        { language: 'en' },
      ]),
    );
    await waitFor(() => expect(useSession.getState().user?.language).toBe('en'));
  });

  it('keeps a device choice when the account never had one, and saves it', async () => {
    useLanguage.getState().setLanguage('en');
    api.on('GET', '/api/auth/session', { body: { ...amina, languageChosenAt: null } });
    await useSession.getState().checkSession();
    expect(i18n.language).toBe('en');
    await waitFor(() => expect(api.callsTo('PATCH', '/api/user/profile')).toHaveLength(1));
  });

  it('lets a newer profile choice beat an older device choice', async () => {
    useLanguage.getState().adoptLanguage('en', '2026-01-01T00:00:00.000Z'); // older device choice
    api.on('GET', '/api/auth/session', {
      body: { ...amina, language: 'so', languageChosenAt: '2026-02-01T00:00:00.000Z' },
    });
    await useSession.getState().checkSession();
    expect(i18n.language).toBe('so');
    expect(api.callsTo('PATCH', '/api/user/profile')).toHaveLength(0);
  });

  it('saves every explicit choice to the account while signed in, and logs a failed save', async () => {
    useSession.getState().setUser(amina);
    useLanguage.getState().toggleLanguage();
    await waitFor(() =>
      expect(api.callsTo('PATCH', '/api/user/profile').map((c) => c.body)).toEqual([
        { language: 'en' },
      ]),
    );
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    api.on('PATCH', '/api/user/profile', { status: 500, body: { error: 'Down' } });
    useLanguage.getState().toggleLanguage();
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(i18n.language).toBe('so');
    log.mockRestore();
  });

  it('saves nothing while signed out', () => {
    useSession.getState().setUser(null);
    useLanguage.getState().toggleLanguage();
    expect(api.callsTo('PATCH', '/api/user/profile')).toHaveLength(0);
  });
});

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

describe('onBeforeSignOut(step)', () => {
  it('runs the steps while the session still exists, then signs out', async () => {
    const order: string[] = [];
    api.on('POST', '/api/auth/logout', () => {
      order.push('logout');
      return { status: 204 };
    });
    useSession.setState({ user: amina, status: 'signed-in' });
    const stop = onBeforeSignOut(async () => {
      order.push(`step while ${useSession.getState().status}`);
    });
    try {
      await useSession.getState().signOut();
    } finally {
      stop();
    }
    expect(order).toEqual(['step while signed-in', 'logout']);
    expect(useSession.getState().status).toBe('signed-out');
  });

  it('signs out even when a step fails', async () => {
    api.on('POST', '/api/auth/logout', { status: 204 });
    useSession.setState({ user: amina, status: 'signed-in' });
    const stop = onBeforeSignOut(() => Promise.reject(new Error('push service down')));
    try {
      await useSession.getState().signOut();
    } finally {
      stop();
    }
    expect(useSession.getState().status).toBe('signed-out');
    expect(api.callsTo('POST', '/api/auth/logout')).toHaveLength(1);
  });
});
