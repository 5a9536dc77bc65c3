import { SharedRead } from './shared-read';

describe('SharedRead', () => {
  it('answers every caller from one read until the time is up, then reads again', async () => {
    let now = 1_000;
    let reads = 0;
    const shared = new SharedRead(
      async () => {
        reads += 1;
        return [`answer ${reads}`];
      },
      60_000,
      () => now,
    );
    const together = await Promise.all([shared.get(), shared.get(), shared.get()]);
    expect(together).toEqual([['answer 1'], ['answer 1'], ['answer 1']]);
    now += 59_999;
    expect(await shared.get()).toEqual(['answer 1']);
    now += 1;
    expect(await shared.get()).toEqual(['answer 2']);
    expect(reads).toBe(2);
  });

  it('keeps no failed read: the next caller reads again', async () => {
    let fail = true;
    const shared = new SharedRead(async () => {
      if (fail) throw new Error('database away');
      return ['fresh'];
    }, 60_000);
    await expect(shared.get()).rejects.toThrow('database away');
    fail = false;
    expect(await shared.get()).toEqual(['fresh']);
  });

  it('gives a frozen answer, so no caller changes what the others get', async () => {
    const shared = new SharedRead(async () => [3, 1, 2], 60_000);
    const answer = await shared.get();
    expect(() => (answer as number[]).sort()).toThrow(TypeError);
    expect(await shared.get()).toEqual([3, 1, 2]);
  });
});
