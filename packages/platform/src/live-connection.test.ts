import { LIVE_BACKOFF, reconnectDelay } from './live-connection';

describe('reconnectDelay(attempt, backoff, random)', () => {
  it('doubles from 1 s up to 30 s, jittered between half and all of it', () => {
    const low = () => 0;
    const high = () => 1;
    expect(reconnectDelay(0, LIVE_BACKOFF, low)).toBe(500);
    expect(reconnectDelay(0, LIVE_BACKOFF, high)).toBe(1_000);
    expect(reconnectDelay(3, LIVE_BACKOFF, high)).toBe(8_000);
    expect(reconnectDelay(20, LIVE_BACKOFF, low)).toBe(15_000);
    expect(reconnectDelay(20, LIVE_BACKOFF, high)).toBe(30_000);
  });
});
