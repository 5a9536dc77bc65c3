import { readEachKey } from './key-by-key';

describe('readEachKey', () => {
  it('answers each key in the keys order, with no more reads in flight than asked', async () => {
    let inFlight = 0;
    let most = 0;
    const read = async (key: number) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      // Later keys answer sooner: the order must still be the keys'.
      await new Promise((resolve) => setTimeout(resolve, 20 - key));
      inFlight -= 1;
      return [key, key * 10];
    };
    const keys = Array.from({ length: 12 }, (_, i) => i);
    expect(await readEachKey(keys, read, 3)).toEqual(keys.map((k) => [k, k * 10]));
    expect(most).toBe(3);
  });

  it('reads nothing for no keys, and fails as its first failing read does', async () => {
    const read = jest.fn(async (key: string) => [key]);
    expect(await readEachKey([], read)).toEqual([]);
    expect(read).not.toHaveBeenCalled();
    await expect(
      readEachKey(['a', 'b'], async (key) => {
        if (key === 'b') throw new Error('the database went away');
        return [key];
      }),
    ).rejects.toThrow('the database went away');
  });
});
