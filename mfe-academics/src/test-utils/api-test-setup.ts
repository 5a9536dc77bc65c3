import type { User } from '@d742/contracts';
import { useSession, useToastStore } from '@d742/platform';
import { type TestApi, fixClock, startTestApi } from '@d742/platform/testing';

/** Tuesday 10 March 2026, 15:30 local time. */
export const NOW = new Date(2026, 2, 10, 15, 30);

/**
 * Each test of the file runs signed in as `user()` at NOW, with no toasts yet, against its own
 * real HTTP test server; `api` stands for the current test's server.
 */
export function setUpApiTests(user: () => User) {
  let current: TestApi | undefined;
  const server = () => {
    if (!current) throw new Error('The test API starts in beforeEach');
    return current;
  };
  beforeEach(async () => {
    fixClock(NOW);
    useToastStore.setState({ toasts: [] });
    useSession.setState({ user: user(), status: 'signed-in' });
    current = await startTestApi();
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
    jest.useRealTimers();
  });
  const api: Pick<TestApi, 'on' | 'callsTo'> = {
    on: (...args) => server().on(...args),
    callsTo: (...args) => server().callsTo(...args),
  };
  /** The toasts shown, as [title, description]. */
  const toasts = () => useToastStore.getState().toasts.map((t) => [t.title, t.description]);
  return { api, toasts };
}
