import { commonEn, commonSo, i18n, initI18n } from '@d742/i18n';
import { apiRequest, getQueryFn } from './api-client';
import { ApiError, isNetworkError } from './api-error';
import { type TestApi, startTestApi } from './testing';

let api: TestApi;
beforeAll(() => initI18n('so'));
beforeEach(async () => {
  api = await startTestApi();
});
afterEach(() => api.close());

describe('apiRequest(method, url, data?)', () => {
  it('sends JSON bodies with the current language', async () => {
    api.on('POST', '/api/auth/login', { status: 200, body: { ok: true } });
    const res = await apiRequest('POST', '/api/auth/login', { username: 'amina', password: 'x' });
    expect(await res.json()).toEqual({ ok: true });
    const [call] = api.callsTo('POST', '/api/auth/login');
    expect(call?.body).toEqual({ username: 'amina', password: 'x' });
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.headers['accept-language']).toBe('so');
  });

  it('sends no body and no content type without data', async () => {
    api.on('POST', '/api/auth/logout', { status: 204 });
    await apiRequest('POST', '/api/auth/logout');
    const [call] = api.callsTo('POST', '/api/auth/logout');
    expect(call?.body).toBeUndefined();
    expect(call?.headers['content-type']).toBeUndefined();
  });

  it('throws ApiError "<status>: <body>" with the server code and message', async () => {
    const body = { error: 'Invalid passcode', code: 'INVALID_PASSCODE' };
    api.on('POST', '/api/auth/passcode', { status: 401, body });
    const error = await apiRequest('POST', '/api/auth/passcode', { passcode: '1' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      message: `401: ${JSON.stringify(body)}`,
      code: 'INVALID_PASSCODE',
      serverMessage: 'Invalid passcode',
      data: body,
    });
  });

  it('uses the status text when the error body is empty', async () => {
    api.on('GET', '/api/messages', { status: 503 });
    await expect(apiRequest('GET', '/api/messages')).rejects.toThrow('503: Service Unavailable');
  });

  it('rejects with a network error when the server is unreachable', async () => {
    await api.goOffline();
    const error = await apiRequest('GET', '/api/students').catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(isNetworkError(error)).toBe(true);
  });
});

describe('apiRequest while offline (decision 020)', () => {
  const onLine = jest.spyOn(window.navigator, 'onLine', 'get');
  afterEach(() => onLine.mockReturnValue(true));
  const somali = commonSo.errors.offlineWrite;

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    'refuses a %s with the localized offline message and sends nothing',
    async (method) => {
      onLine.mockReturnValue(false);
      api.on(method, '/api/messages/m1/read', { status: 200, body: {} });
      const error = await apiRequest(method, '/api/messages/m1/read').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 0, serverMessage: somali });
      expect(isNetworkError(error)).toBe(true);
      expect(api.callsTo(method, '/api/messages/m1/read')).toHaveLength(0);
    },
  );

  it('speaks English to an English reader', async () => {
    onLine.mockReturnValue(false);
    await i18n.changeLanguage('en');
    try {
      await expect(apiRequest('POST', '/api/x')).rejects.toMatchObject({
        serverMessage: commonEn.errors.offlineWrite,
      });
    } finally {
      await i18n.changeLanguage('so');
    }
  });

  it('still lets reads through (the service worker answers them offline)', async () => {
    onLine.mockReturnValue(false);
    api.on('GET', '/api/students', { body: [] });
    await expect((await apiRequest('GET', '/api/students')).json()).resolves.toEqual([]);
  });
});

describe('getQueryFn({ on401 })', () => {
  const run = (on401: 'throw' | 'returnNull') =>
    getQueryFn<unknown>({ on401 })({ queryKey: ['/api', 'user', 'profile'] } as never);

  it('GETs queryKey joined by "/"', async () => {
    api.on('GET', '/api/user/profile', { body: { firstName: 'Amina' } });
    await expect(run('throw')).resolves.toEqual({ firstName: 'Amina' });
  });

  it('returns null on 401 when asked to', async () => {
    api.on('GET', '/api/user/profile', {
      status: 401,
      body: { error: 'Not signed in', code: 'UNAUTHORIZED' },
    });
    await expect(run('returnNull')).resolves.toBeNull();
  });

  it('throws on 401 by default', async () => {
    api.on('GET', '/api/user/profile', {
      status: 401,
      body: { error: 'Not signed in', code: 'UNAUTHORIZED' },
    });
    await expect(run('throw')).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });
});
