import request from 'supertest';
import WebSocket from 'ws';
import type { ServerLiveMessage } from '@d742/contracts';
import { DEMO_USERS } from '@d742/demo-data';
import { signIdentity } from '@d742/service-kit';
import { TEST_SECRET } from '@d742/service-testing';
import { LIVE_CLOSE } from '../app';
import { connectLive } from '../../test/live-client';
import { signInThroughGateway, startTestStack, type TestStack } from '../../test/testing-stack';

jest.setTimeout(120_000);

let stack: TestStack;
const HEARTBEAT_MS = 200;
beforeAll(async () => {
  stack = await startTestStack({ heartbeatMs: HEARTBEAT_MS });
});
afterAll(async () => {
  await stack?.stop();
});

type DemoUser = (typeof DEMO_USERS)[keyof typeof DEMO_USERS];

async function sessionCookie(user: DemoUser): Promise<string> {
  return (await signInThroughGateway(stack, user)).cookie;
}

function connect(cookie?: string, origin?: string, autoPong = true) {
  return connectLive(stack.url, cookie, origin, autoPong);
}

async function authenticated(user: DemoUser) {
  const client = connect(await sessionCookie(user));
  await client.opened;
  client.send({ type: 'auth', userId: user.id, role: user.role });
  expect(await client.next()).toEqual({ type: 'auth_success', userId: user.id, role: user.role });
  return client;
}

const tick = (ms = 150) => new Promise((resolve) => setTimeout(resolve, ms));

describe('/ws', () => {
  it('closes with 4401 when there is no session cookie', async () => {
    const client = connect();
    expect(await client.closed).toBe(LIVE_CLOSE.notSignedIn);
  });

  it('closes with 4403 when auth names another user than the session', async () => {
    const client = connect(await sessionCookie(DEMO_USERS.amina));
    await client.opened;
    client.send({ type: 'auth', userId: DEMO_USERS.farah.id, role: 'parent' });
    expect(await client.closed).toBe(LIVE_CLOSE.forbidden);
  });

  it('closes with 4403 when the page comes from another origin', async () => {
    const client = connect(await sessionCookie(DEMO_USERS.amina), 'https://evil.example');
    expect(await client.closed).toBe(LIVE_CLOSE.forbidden);
  });

  it('answers a matching auth with auth_success', async () => {
    const client = await authenticated(DEMO_USERS.amina);
    client.socket.close();
  });

  it('accepts only auth before auth_success, and ignores garbage without closing', async () => {
    const client = connect(await sessionCookie(DEMO_USERS.farah));
    await client.opened;
    client.socket.send('not json');
    client.send({ type: 'nonsense' });
    client.send({
      type: 'send_notification',
      userId: DEMO_USERS.farah.id,
      notification: { title: 't', message: 'm' },
    });
    await tick();
    expect(client.received).toEqual([]);
    client.send({ type: 'auth', userId: DEMO_USERS.farah.id, role: 'parent' });
    expect((await client.next()).type).toBe('auth_success');
    client.socket.close();
  });

  it('lets a parent notify only themselves, and staff notify anyone', async () => {
    const parent = await authenticated(DEMO_USERS.farah);
    const other = await authenticated(DEMO_USERS.amina);
    const teacher = await authenticated(DEMO_USERS.teacher);

    parent.send({
      type: 'send_notification',
      userId: DEMO_USERS.amina.id,
      notification: { title: 'Hi', message: 'no' },
    });
    parent.send({
      type: 'send_notification',
      userId: DEMO_USERS.farah.id,
      notification: { title: 'Me', message: 'self' },
    });
    expect(await parent.next()).toEqual({ type: 'notification', title: 'Me', message: 'self' });

    teacher.send({
      type: 'send_notification',
      userId: DEMO_USERS.amina.id,
      notification: { title: 'Shir', message: 'Berri' },
    });
    expect(await other.next()).toEqual({ type: 'notification', title: 'Shir', message: 'Berri' });
    expect(other.received).toHaveLength(2);
    [parent, other, teacher].forEach((c) => c.socket.close());
  });

  it('keeps joining other users’ rooms silent (nothing sent, socket stays open)', async () => {
    const client = await authenticated(DEMO_USERS.amina);
    client.send({ type: 'join_room', room: `user:${DEMO_USERS.farah.id}` });
    client.send({ type: 'join_room', room: 'district' });
    await tick();
    expect(client.received).toHaveLength(1);
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
    client.socket.close();
  });

  it('terminates a socket that stops answering pings, and keeps one that answers', async () => {
    const cookie = await sessionCookie(DEMO_USERS.teacher2);
    const silent = connect(cookie, undefined, false);
    const lively = await authenticated(DEMO_USERS.teacher2);
    await silent.opened;
    const started = Date.now();
    expect(await silent.closed).toBe(1006);
    expect(Date.now() - started).toBeLessThan(HEARTBEAT_MS * 5);
    expect(lively.socket.readyState).toBe(WebSocket.OPEN);
    lively.socket.close();
  });

  it('closes the live channel of a session that signs out', async () => {
    const cookie = await sessionCookie(DEMO_USERS.hodan);
    const client = connect(cookie);
    await client.opened;
    client.send({ type: 'auth', userId: DEMO_USERS.hodan.id, role: 'student' });
    await client.next();
    await request(stack.gateway.app.callback())
      .post('/api/auth/logout')
      .set('Cookie', cookie)
      .expect(204);
    expect(await client.closed).toBe(LIVE_CLOSE.notSignedIn);
  });
});

describe('POST /internal/events', () => {
  const event: ServerLiveMessage = { type: 'new_message', senderName: 'Ms. Sarah Johnson' };

  it('answers 401 to a bad signature and to a non-system caller', async () => {
    const forged = signIdentity('another-secret-that-is-long-enough-000', {
      userId: '',
      role: 'system',
      clientIp: '127.0.0.1',
    });
    await request(stack.gateway.app.callback())
      .post('/internal/events')
      .set(forged)
      .send({ userIds: [DEMO_USERS.amina.id], event })
      .expect(401);
    const parent = signIdentity(TEST_SECRET, {
      userId: DEMO_USERS.amina.id,
      role: 'parent',
      clientIp: '127.0.0.1',
    });
    await request(stack.gateway.app.callback())
      .post('/internal/events')
      .set(parent)
      .send({ userIds: [DEMO_USERS.amina.id], event })
      .expect(401);
  });

  it('answers 400 to an invalid event', async () => {
    const system = signIdentity(TEST_SECRET, { userId: '', role: 'system', clientIp: '127.0.0.1' });
    await request(stack.gateway.app.callback())
      .post('/internal/events')
      .set(system)
      .send({ userIds: [], event: { type: 'bogus' } })
      .expect(400);
  });

  it('delivers a signed event only to the target user’s sockets', async () => {
    const target = await authenticated(DEMO_USERS.amina);
    const bystander = await authenticated(DEMO_USERS.farah);
    const system = signIdentity(TEST_SECRET, { userId: '', role: 'system', clientIp: '127.0.0.1' });

    const res = await request(stack.gateway.app.callback())
      .post('/internal/events')
      .set(system)
      .send({ userIds: [DEMO_USERS.amina.id], event })
      .expect(202);
    expect(res.body).toEqual({ delivered: 1 });
    expect(await target.next()).toEqual(event);
    await tick();
    expect(bystander.received).toHaveLength(1);
    [target, bystander].forEach((c) => c.socket.close());
  });

  it('delivers a room-addressed event to the sockets that joined the room, once each, and to no one else', async () => {
    const amina = await authenticated(DEMO_USERS.amina);
    const farah = await authenticated(DEMO_USERS.farah);
    const outsider = await authenticated(DEMO_USERS.teacher);
    amina.send({ type: 'join_room', room: 'district' });
    farah.send({ type: 'join_room', room: 'role:parent' });
    outsider.send({ type: 'join_room', room: 'role:parent' }); // refused: not the teacher's role
    await tick();
    const system = signIdentity(TEST_SECRET, { userId: '', role: 'system', clientIp: '127.0.0.1' });
    const alert = { type: 'system_alert', message: 'Snow day', severity: 'high' };

    const res = await request(stack.gateway.app.callback())
      .post('/internal/events')
      .set(system)
      .send({ userIds: [DEMO_USERS.amina.id], rooms: ['district', 'role:parent'], event: alert })
      .expect(202);
    expect(res.body).toEqual({ delivered: 2 });
    expect(await amina.next()).toEqual(alert);
    expect(await farah.next()).toEqual(alert);
    await tick();
    expect(amina.received).toHaveLength(2); // auth_success + one alert, although named twice
    expect(outsider.received).toHaveLength(1);
    [amina, farah, outsider].forEach((c) => c.socket.close());
  });

  it('refuses an event addressed to nobody', async () => {
    const system = signIdentity(TEST_SECRET, { userId: '', role: 'system', clientIp: '127.0.0.1' });
    await request(stack.gateway.app.callback())
      .post('/internal/events')
      .set(system)
      .send({ userIds: [], event })
      .expect(400);
  });
});
