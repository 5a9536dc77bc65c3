import type { Response } from 'supertest';
import { startSeededAcademics } from './testing-app';

type Seeded = Awaited<ReturnType<typeof startSeededAcademics>>;

/**
 * For a staff-workspace test file: the seeded app at `now` for all its tests, each test seeing
 * only its own live events (tests only). Call it at the top of the file.
 */
export function useSeededAcademics(now: Date): Seeded {
  let seeded: Seeded | undefined;
  beforeAll(async () => {
    seeded = await startSeededAcademics(now);
  });
  afterAll(() => seeded?.stop());
  beforeEach(() => {
    if (seeded) seeded.gateway.received.length = 0;
  });
  const running = () => {
    if (!seeded) throw new Error('useSeededAcademics: the app is not started yet');
    return seeded;
  };
  return {
    get t() {
      return running().t;
    },
    get gateway() {
      return running().gateway;
    },
    get identity() {
      return running().identity;
    },
    stop: () => running().stop(),
  };
}

/**
 * Sends a request that must be refused with `status` and `code`, and checks that `stored` (what
 * the request could have written) did not change and that nobody was told anything.
 */
export async function expectRefused(
  s: Seeded,
  send: () => Promise<Response>,
  expected: { status: number; code: string },
  stored: () => Promise<unknown>,
): Promise<Response> {
  const before = await stored();
  const res = await send();
  expect(res.status).toBe(expected.status);
  expect(res.body).toEqual(
    expect.objectContaining({ code: expected.code, error: expect.any(String) }),
  );
  expect(await stored()).toEqual(before);
  expect(s.gateway.received).toEqual([]);
  return res;
}

/** The `attendance_alert` publication the parents get when a child is marked absent today. */
export const absentTodayAlert = (parentId: string, name: string, day: string) => ({
  userIds: [parentId],
  event: {
    type: 'attendance_alert',
    message: `${name} maanta (${day}) dugsiga ma iman.`,
    i18n: {
      so: `${name} maanta (${day}) dugsiga ma iman.`,
      en: `${name} was absent from school today (${day}).`,
    },
  },
});
