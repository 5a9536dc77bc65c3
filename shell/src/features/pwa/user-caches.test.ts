import { useSession } from '@d742/platform';
import { amina } from '../../testing/render-app';
import { CACHE_NAMES, SAVED_AT_HEADER } from './cache-names';
import { CACHE_OWNER_KEY, guardUserData, lastSavedAt } from './user-caches';

const farah = { ...amina, id: '64a000000000000000000002', firstName: 'Farah' };

describe('guardUserData(clear)', () => {
  let clear: jest.Mock;
  let stop: () => void;
  beforeEach(() => {
    localStorage.clear();
    useSession.setState({ user: null, status: 'loading' });
    clear = jest.fn(async () => undefined);
    stop = guardUserData(clear);
    clear.mockClear();
  });
  afterEach(() => stop());

  it('lets the same person read her offline copy again (a reload, offline or not)', () => {
    localStorage.setItem(CACHE_OWNER_KEY, amina.id);
    useSession.setState({ user: amina, status: 'signed-in' });
    expect(clear).not.toHaveBeenCalled();
  });

  it("never shows one person's copy to another: a different person clears it first", () => {
    useSession.setState({ user: amina, status: 'signed-in' });
    expect(clear).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(CACHE_OWNER_KEY)).toBe(amina.id);
    useSession.setState({ user: farah, status: 'signed-in' });
    expect(clear).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem(CACHE_OWNER_KEY)).toBe(farah.id);
  });

  it('signing out clears the copy from the device', () => {
    useSession.setState({ user: amina, status: 'signed-in' });
    clear.mockClear();
    useSession.setState({ user: null, status: 'signed-out' });
    expect(clear).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(CACHE_OWNER_KEY)).toBeNull();
  });
});

describe('lastSavedAt()', () => {
  afterEach(() => {
    delete (globalThis as { caches?: unknown }).caches;
  });

  it('is the newest time the worker stamped on a kept answer', async () => {
    const answers = [1_000, 3_000, 2_000].map(
      (at) => new Response('{}', { headers: { [SAVED_AT_HEADER]: String(at) } }),
    );
    const requests = answers.map((_, i) => new Request(`http://x/api/${i}`));
    const opened: string[] = [];
    Object.assign(globalThis, {
      caches: {
        has: async (name: string) => name === CACHE_NAMES.api,
        open: async (name: string) => {
          opened.push(name);
          return {
            keys: async () => requests,
            match: async (r: Request) => answers[requests.indexOf(r)],
          };
        },
      },
    });
    await expect(lastSavedAt()).resolves.toBe(3_000);
    expect(opened).toEqual([CACHE_NAMES.api]);
  });

  it('is null when nothing was kept', async () => {
    Object.assign(globalThis, { caches: { has: async () => false } });
    await expect(lastSavedAt()).resolves.toBeNull();
  });
});
