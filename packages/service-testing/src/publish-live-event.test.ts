import type { PublishEventRequest } from '@d742/contracts';
import { publishLiveEvent } from '@d742/service-kit';
import { startEventReceiver, TEST_SECRET, type EventReceiver } from './index';

describe('publishLiveEvent()', () => {
  let gateway: EventReceiver;

  beforeAll(async () => {
    gateway = await startEventReceiver();
  });

  afterAll(() => gateway?.stop());

  const request: PublishEventRequest = {
    userIds: ['u-parent'],
    event: { type: 'new_message', senderName: 'Macallin Cali' },
  };

  it('POSTs the event to /internal/events signed as role system', async () => {
    await publishLiveEvent({ gatewayUrl: `${gateway.url}/`, secret: TEST_SECRET, request });
    expect(gateway.received).toEqual([request]);
  });

  it('throws when the gateway refuses (wrong secret → 401)', async () => {
    await expect(
      publishLiveEvent({
        gatewayUrl: gateway.url,
        secret: 'wrong-secret-wrong-secret-wrong-secret',
        request,
      }),
    ).rejects.toThrow(/401/);
  });

  it('throws when the gateway is unreachable', async () => {
    await expect(
      publishLiveEvent({ gatewayUrl: 'http://127.0.0.1:1', secret: TEST_SECRET, request }),
    ).rejects.toThrow();
  });
});
