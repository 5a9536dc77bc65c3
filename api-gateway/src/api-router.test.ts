import http from 'node:http';
import Koa from 'koa';
import request from 'supertest';
import { SERVICE_NAMES, type ServiceName } from '@d742/contracts';
import { verifyIdentity } from '@d742/service-kit';
import { TEST_SECRET } from '@d742/service-testing';
import { closeServer, serve, urlOf } from '../test/testing-servers';
import { apiRouter } from './api-router';
import { createRouteTable } from './route-table';
import type { SessionResolver } from './session-resolver';

let upstream: http.Server;
let received: { headers: http.IncomingHttpHeaders; body: string; url: string }[] = [];

beforeAll(async () => {
  upstream = await serve((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        url: req.url ?? '',
      });
      res.writeHead(200, { 'content-type': 'text/xml' }).end('<Response/>');
    });
  });
});
afterAll(() => closeServer(upstream));
beforeEach(() => {
  received = [];
});

/** The gateway's API router alone, every service at the recording upstream, nobody signed in. */
function gateway() {
  const app = new Koa();
  const sessions: SessionResolver = {
    resolve: async () => null,
    resolveUser: async () => null,
    forget: () => undefined,
  };
  const services = Object.fromEntries(
    SERVICE_NAMES.map((name) => [name, urlOf(upstream)]),
  ) as Record<ServiceName, string>;
  app.use(apiRouter({ table: createRouteTable(), sessions, services, secret: TEST_SECRET }));
  return app.callback();
}

describe('the SMS provider’s webhook through the gateway', () => {
  it('reaches delivery without a session, with its form body and X-Twilio-Signature, signed as anonymous', async () => {
    const res = await request(gateway())
      .post('/api/sms/inbound')
      .set('x-twilio-signature', 'c2lnbmF0dXJl')
      .type('form')
      .send({ From: '+16125550141', Body: 'STOP', MessageSid: 'SM1' });
    expect(res.status).toBe(200);
    expect(res.text).toBe('<Response/>');
    expect(received).toHaveLength(1);
    const [call] = received;
    expect(call?.url).toBe('/api/sms/inbound');
    expect(call?.body).toBe('From=%2B16125550141&Body=STOP&MessageSid=SM1');
    expect(call?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(call?.headers['x-twilio-signature']).toBe('c2lnbmF0dXJl');
    expect(verifyIdentity(TEST_SECRET, call!.headers)).toMatchObject({
      userId: '',
      role: 'anonymous',
    });
  });

  it('passes X-Twilio-Signature on no other route', async () => {
    await request(gateway())
      .post('/api/auth/login')
      .set('x-twilio-signature', 'c2lnbmF0dXJl')
      .send({ username: 'x', password: 'y' });
    expect(received).toHaveLength(1);
    expect(received[0]?.headers['x-twilio-signature']).toBeUndefined();
  });
});
