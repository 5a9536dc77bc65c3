import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { gatewayReadinessSchema } from '@d742/contracts';
import { listen } from '@d742/service-kit';
import { closeServer } from '../test/testing-servers';
import { startTestStack, type TestStack } from '../test/testing-stack';

jest.setTimeout(120_000);

let stack: TestStack;
beforeAll(async () => {
  // Identity (the default) and academics are required here; messaging, voice and reports are down.
  stack = await startTestStack({ gatewayEnv: { GATEWAY_REQUIRED_SERVICES: 'identity,academics' } });
});
afterAll(async () => {
  await stack?.stop();
});

const api = () => request(stack.gateway.app.callback());

async function ready() {
  const started = Date.now();
  const res = await api().get('/ready');
  return { res, body: gatewayReadinessSchema.parse(res.body), ms: Date.now() - started };
}

describe('GET /ready of the gateway', () => {
  it('answers 200 while every required service is ready, listing the others as they are', async () => {
    const { res, body } = await ready();
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(body).toMatchObject({
      status: 'ready',
      service: 'api-gateway',
      required: ['identity', 'academics'],
      down: [],
      services: {
        identity: 'up',
        academics: 'up',
        delivery: 'up',
        messaging: 'down',
        voice: 'down',
        reports: 'down',
      },
      live: { bus: 'in-process', redis: null },
    });
  });

  it('answers 503 naming a required service whose database is unreachable, and 200 again once it is back', async () => {
    await stack.academics.connection.close();
    try {
      const { res, body, ms } = await ready();
      expect(res.status).toBe(503);
      expect(body).toMatchObject({ status: 'not-ready', down: ['academics'] });
      expect(body.services.identity).toBe('up');
      expect(ms).toBeLessThan(2_000);
      // Liveness is not readiness: /health still answers 200.
      await api().get('/health').expect(200);
    } finally {
      await stack.academics.connection.openUri(stack.academics.uri);
    }
    const { res, body } = await ready();
    expect(res.status).toBe(200);
    expect(body.down).toEqual([]);
  });

  it('answers 503 within about a second while a required service is stopped, and recovers without a restart', async () => {
    const { server } = stack.academics;
    const { port } = server.address() as AddressInfo;
    await closeServer(server);
    try {
      const { res, body, ms } = await ready();
      expect(res.status).toBe(503);
      expect(body.down).toEqual(['academics']);
      expect(body.services.academics).toBe('down');
      expect(ms).toBeLessThan(2_000);
    } finally {
      await listen(server, port, '127.0.0.1');
    }
    expect((await ready()).res.status).toBe(200);
  });

  it('stays ready when a service that is not required is down', async () => {
    const { res, body } = await ready();
    expect(body.services.reports).toBe('down');
    expect(res.status).toBe(200);
  });
});
