import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { testLogger, TEST_SECRET } from '@d742/service-testing';
import { InMemoryLiveBus } from './live-bus';
import { OfflineDelivery } from './offline-delivery';

jest.setTimeout(30_000);

const event = { type: 'attendance_alert' as const, message: 'Absent today' };

describe('OfflineDelivery when the delivery service does not answer', () => {
  it('never holds up the live channel, retries, then gives up', async () => {
    // A delivery service that accepts connections and never answers.
    const hanging = http.createServer(() => undefined);
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const calls: number[] = [];
    hanging.on('request', () => calls.push(Date.now()));
    const bus = new InMemoryLiveBus();
    const delivered: string[] = [];
    bus.subscribe((target) => {
      delivered.push(...(target.userIds ?? []));
      return target.userIds?.length ?? 0;
    });
    const offline = new OfflineDelivery({
      bus,
      isOnline: (id) => id === 'online-user',
      deliveryUrl: `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`,
      secret: TEST_SECRET,
      logger: testLogger(),
      retryDelaysMs: [10],
    });
    try {
      const started = Date.now();
      await bus.publish({ userIds: ['online-user', 'offline-user'] }, event);
      // The sockets got it at once, while the hand-off is still waiting for an answer.
      expect(delivered).toEqual(['online-user', 'offline-user']);
      expect(Date.now() - started).toBeLessThan(500);
      await offline.settled();
      // One try and one retry, each bounded by the client's time limit.
      expect(calls).toHaveLength(2);
    } finally {
      offline.close();
      hanging.closeAllConnections();
      await new Promise<void>((resolve) => hanging.close(() => resolve()));
    }
  });

  it('hands nothing off when every user has a socket open', async () => {
    const bus = new InMemoryLiveBus();
    const offline = new OfflineDelivery({
      bus,
      isOnline: () => true,
      deliveryUrl: 'http://127.0.0.1:1',
      secret: TEST_SECRET,
      logger: testLogger(),
      retryDelaysMs: [],
    });
    await bus.publish({ userIds: ['a', 'b'] }, event);
    expect(offline['pending'].size).toBe(0);
    offline.close();
  });
});
