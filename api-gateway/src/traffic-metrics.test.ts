import { TrafficMetrics } from './traffic-metrics';

describe('TrafficMetrics', () => {
  let now = Date.parse('2025-03-03T08:00:30Z');
  const metrics = new TrafficMetrics(() => now);
  const minutes = (n: number) => {
    now += n * 60_000;
  };

  it('counts requests and 5xx errors per route, busiest first', () => {
    metrics.record('GET /api/students/:id/grades', 200);
    metrics.record('GET /api/students/:id/grades', 404);
    metrics.record('GET /api/students/:id/grades', 502);
    metrics.record('GET /api/messages', 500);
    expect(metrics.snapshot()).toEqual({
      windowMinutes: 15,
      routes: [
        { route: 'GET /api/students/:id/grades', requests: 3, errors: 1 },
        { route: 'GET /api/messages', requests: 1, errors: 1 },
      ],
    });
  });

  it('adds up one-minute buckets over the last 15 minutes and forgets older ones', () => {
    minutes(10);
    metrics.record('GET /api/messages', 200);
    expect(metrics.snapshot().routes).toContainEqual({
      route: 'GET /api/messages',
      requests: 2,
      errors: 1,
    });
    minutes(5); // the first minute's bucket leaves the window
    expect(metrics.snapshot().routes).toEqual([
      { route: 'GET /api/messages', requests: 1, errors: 0 },
    ]);
    minutes(15);
    expect(metrics.snapshot().routes).toEqual([]);
  });
});
