import { loadContracts } from './contracts-loader';
import { LIVE_BACKOFF, parseLiveMessage, reconnectDelay } from './live-connection';

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

describe('parseLiveMessage(frame, schemas)', () => {
  const frame = (value: unknown) => JSON.stringify(value);
  let schemas: Awaited<ReturnType<typeof loadContracts>>;
  beforeAll(async () => {
    schemas = await loadContracts();
  });
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('reads the server’s answer to auth and every other frame', () => {
    expect(
      parseLiveMessage(frame({ type: 'auth_success', userId: 'u1', role: 'parent' }), schemas),
    ).toEqual({ type: 'auth_success', userId: 'u1', role: 'parent' });
    expect(
      parseLiveMessage(frame({ type: 'new_message', senderName: 'Ms. Johnson' }), schemas),
    ).toEqual({ type: 'new_message', senderName: 'Ms. Johnson' });
  });

  it('ignores a malformed auth answer, an unknown frame and text that is not JSON', () => {
    expect(parseLiveMessage(frame({ type: 'auth_success', role: 'parent' }), schemas)).toBeNull();
    expect(parseLiveMessage(frame({ type: 'mystery' }), schemas)).toBeNull();
    expect(parseLiveMessage('not json', schemas)).toBeNull();
    expect(console.warn).toHaveBeenCalledTimes(3);
  });
});
