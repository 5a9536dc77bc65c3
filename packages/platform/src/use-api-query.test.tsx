import { countSchema } from '@d742/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { initI18n } from '@d742/i18n';
import { act } from '@testing-library/react';
import { ApiError } from './api-error';
import { useLanguage } from './language-store';
import { createQueryClient } from './query-client';
import { type TestApi, startTestApi } from './testing';
import { useApiQuery } from './use-api-query';

beforeAll(() => initI18n('so'));

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
});
afterEach(() => api.close());

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

describe('useApiQuery(url, schema)', () => {
  it('returns the answer parsed by the schema', async () => {
    api.on('GET', '/api/messages/unread-count', { body: { count: 3 } });
    const { result } = renderHook(() => useApiQuery('/api/messages/unread-count', countSchema), {
      wrapper,
    });
    await waitFor(() => expect(result.current.data).toEqual({ count: 3 }));
  });

  it('fails with an ApiError when the answer does not match the schema', async () => {
    api.on('GET', '/api/messages/unread-count', { body: { count: -1 } });
    const { result } = renderHook(() => useApiQuery('/api/messages/unread-count', countSchema), {
      wrapper,
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect(result.current.error?.code).toBe('INVALID_RESPONSE');
  });

  it('passes server errors through as ApiError', async () => {
    api.on('GET', '/api/messages/unread-count', {
      status: 501,
      body: { error: 'This feature is not available yet', code: 'NOT_IMPLEMENTED' },
    });
    const { result } = renderHook(() => useApiQuery('/api/messages/unread-count', countSchema), {
      wrapper,
    });
    await waitFor(() => expect(result.current.error?.status).toBe(501));
    expect(api.calls).toHaveLength(1); // no retries
  });

  it('does not fetch while the url is null', async () => {
    const { result } = renderHook(() => useApiQuery(null, countSchema), { wrapper });
    await new Promise((r) => setTimeout(r, 50));
    expect(result.current.fetchStatus).toBe('idle');
    expect(api.calls).toHaveLength(0);
  });

  it('asks again in the new language when the reader switches language', async () => {
    act(() => useLanguage.getState().setLanguage('so'));
    api.on('GET', '/api/updates', (call) => ({
      body: { count: call.headers['accept-language']?.startsWith('en') ? 2 : 1 },
    }));
    const { result } = renderHook(() => useApiQuery('/api/updates', countSchema), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ count: 1 }));
    act(() => useLanguage.getState().setLanguage('en'));
    await waitFor(() => expect(result.current.data).toEqual({ count: 2 }));
    expect(api.calls.map((c) => c.headers['accept-language'])).toEqual(['so', 'en']);
  });
});
