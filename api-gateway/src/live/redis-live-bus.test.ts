import { Redis } from 'ioredis';
import pino from 'pino';
import request from 'supertest';
import type { ServerLiveMessage } from '@d742/contracts';
import { DEMO_ACCESS_CODE, DEMO_USERS } from '@d742/demo-data';
import { createModels } from '@d742/delivery-service';
import { signIdentity } from '@d742/service-kit';
import { TEST_SECRET, testLogger } from '@d742/service-testing';
import { authenticatedLive, type LiveClient } from '../../test/live-client';
import { startTestRedis, type TestRedis } from '../../test/redis-server';
import { unusedPortUrl } from '../../test/testing-servers';
import {
  pastAccessGate,
  signInThroughGateway,
  startTestStack,
  type ListeningGateway,
  type TestStack,
} from '../../test/testing-stack';
import { RedisLiveBus } from './redis-live-bus';

jest.setTimeout(120_000);

type DemoUser = (typeof DEMO_USERS)[keyof typeof DEMO_USERS];

let redis: TestRedis;
let stack: TestStack;
/** Two gateway instances sharing the services, the database and Redis. */
let a: ListeningGateway;
let b: ListeningGateway;

beforeAll(async () => {
  redis = await startTestRedis();
  stack = await startTestStack({ gatewayEnv: { REDIS_URL: redis.url } });
  a = { gateway: stack.gateway, url: stack.url };
  b = await stack.addGateway();
  await Promise.all([a, b].map((g) => busOf(g).ready()));
});
afterAll(async () => {
  await stack?.stop();
  await redis?.dispose();
});

function busOf(g: ListeningGateway): RedisLiveBus {
  if (!(g.gateway.bus instanceof RedisLiveBus)) throw new Error('REDIS_URL did not choose Redis');
  return g.gateway.bus;
}

const tick = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await tick(50);
  }
}

const system = () =>
  signIdentity(TEST_SECRET, { userId: '', role: 'system', clientIp: '127.0.0.1' });

function publishThrough(g: ListeningGateway, body: object) {
  return request(g.gateway.app.callback()).post('/internal/events').set(system()).send(body);
}

async function liveOn(g: ListeningGateway, user: DemoUser): Promise<LiveClient> {
  const { cookie } = await signInThroughGateway(g, user);
  return authenticatedLive(g.url, cookie, user);
}

const sockets: LiveClient[] = [];
async function open(g: ListeningGateway, user: DemoUser): Promise<LiveClient> {
  const client = await liveOn(g, user);
  sockets.push(client);
  return client;
}
afterEach(() => {
  for (const client of sockets.splice(0)) client.socket.close();
});

/** What a socket got after auth_success. */
const eventsOf = (client: LiveClient) => client.received.slice(1);

describe('the live bus over Redis between two gateways', () => {
  it('chooses the Redis bus when REDIS_URL is set, on the configured channel', () => {
    expect(busOf(a).channel).toBe('d742:live');
    expect(busOf(a).instanceId).not.toBe(busOf(b).instanceId);
  });

  it('carries an event published through gateway A to a socket held by gateway B', async () => {
    const onB = await open(b, DEMO_USERS.amina);
    const event: ServerLiveMessage = { type: 'new_message', senderName: 'Ms. Sarah Johnson' };

    await publishThrough(a, { userIds: [DEMO_USERS.amina.id], event }).expect(202);

    expect(await onB.next()).toEqual(event);
    await tick();
    expect(eventsOf(onB)).toEqual([event]);
  });

  it('gives a parent connected to both gateways each event once per socket, whichever gateway published it', async () => {
    const onA = await open(a, DEMO_USERS.farah);
    const onA2 = await open(a, DEMO_USERS.farah);
    const onB = await open(b, DEMO_USERS.farah);
    const bystander = await open(b, DEMO_USERS.amina);
    const first: ServerLiveMessage = { type: 'grade_update', subject: 'Math', grade: 'A-' };
    const second: ServerLiveMessage = { type: 'new_message', senderName: 'Mr. Ahmed' };

    const res = await publishThrough(a, { userIds: [DEMO_USERS.farah.id], event: first });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ delivered: 2 }); // the sockets gateway A holds itself
    await publishThrough(b, { userIds: [DEMO_USERS.farah.id], event: second }).expect(202);

    await until('both events on every socket', () =>
      [onA, onA2, onB].every((c) => eventsOf(c).length >= 2),
    );
    await tick();
    for (const client of [onA, onA2, onB]) {
      expect(eventsOf(client)).toHaveLength(2);
      expect(eventsOf(client)).toEqual(expect.arrayContaining([first, second]));
    }
    expect(eventsOf(bystander)).toEqual([]);
  });

  it('delivers room events and a teacher’s notification across gateways, once each', async () => {
    const parentOnA = await open(a, DEMO_USERS.amina);
    const parentOnB = await open(b, DEMO_USERS.farah);
    const teacherOnB = await open(b, DEMO_USERS.teacher);
    parentOnA.send({ type: 'join_room', room: 'district' });
    parentOnB.send({ type: 'join_room', room: 'district' });
    await tick();
    const alert: ServerLiveMessage = {
      type: 'system_alert',
      message: 'Snow day',
      severity: 'high',
    };

    await publishThrough(a, { rooms: ['district'], event: alert }).expect(202);
    teacherOnB.send({
      type: 'send_notification',
      userId: DEMO_USERS.amina.id,
      notification: { title: 'Shir', message: 'Berri' },
    });

    await until(
      'the alert on both parents and the note on A',
      () => eventsOf(parentOnA).length >= 2,
    );
    await tick();
    expect(eventsOf(parentOnA)).toEqual(
      expect.arrayContaining([alert, { type: 'notification', title: 'Shir', message: 'Berri' }]),
    );
    expect(eventsOf(parentOnA)).toHaveLength(2);
    expect(eventsOf(parentOnB)).toEqual([alert]);
    expect(eventsOf(teacherOnB)).toEqual([]);
  });

  it('hands a notification to delivery only for users with no socket on any gateway', async () => {
    const jobs = createModels(stack.deliveryConnection).DeliveryJob;
    const notifyJobs = (userId: string) => jobs.countDocuments({ kind: 'notify', userId });
    const { amina, farah } = DEMO_USERS;
    const alert: ServerLiveMessage = { type: 'system_alert', message: 'Bus late', severity: 'low' };
    const publishToBoth = async () => {
      await publishThrough(a, { userIds: [amina.id, farah.id], event: alert }).expect(202);
      await Promise.all([a, b].map((g) => g.gateway.deliverySettled()));
    };
    const onB = await open(b, amina);
    const before = { amina: await notifyJobs(amina.id), farah: await notifyJobs(farah.id) };

    await publishToBoth();
    expect(await onB.next()).toEqual(alert);
    // Amina's page is open on gateway B: no push or email for her; Farah has none open anywhere.
    expect(await notifyJobs(amina.id)).toBe(before.amina);
    expect(await notifyJobs(farah.id)).toBe(before.farah + 1); // once, not once per gateway

    onB.socket.close();
    await until(
      'gateway A to see Amina offline',
      async () => (await busOf(a).onlineElsewhere([amina.id])).size === 0,
    );
    await publishToBoth();
    expect(await notifyJobs(amina.id)).toBe(before.amina + 1);
  });

  it('drops a malformed message on the channel, logs it, and keeps delivering', async () => {
    const onA = await open(a, DEMO_USERS.hodan);
    const raw = new Redis(redis.url);
    try {
      const channel = busOf(a).channel;
      await raw.publish(channel, 'not json');
      await raw.publish(
        channel,
        JSON.stringify({ origin: 'x', target: {}, event: { type: 'bogus' } }),
      );
      await raw.publish(channel, JSON.stringify([1, 2, 3]));
      const event: ServerLiveMessage = { type: 'new_message', senderName: 'Ms. Sarah Johnson' };
      // A well-formed message from another instance is delivered.
      await raw.publish(
        channel,
        JSON.stringify({
          origin: 'another-gateway',
          target: { userIds: [DEMO_USERS.hodan.id] },
          event,
        }),
      );
      expect(await onA.next()).toEqual(event);
      await tick();
      expect(eventsOf(onA)).toEqual([event]);
    } finally {
      raw.disconnect();
    }
    await request(a.gateway.app.callback()).get('/health').expect(200);
  });
});

describe('sessions and limits live in identity, not in a gateway', () => {
  it('accepts on gateway B a session made by signing in through gateway A, and ends it on A after B signs out', async () => {
    const { cookie } = await signInThroughGateway(a, DEMO_USERS.farah);
    const onB = await request(b.gateway.app.callback())
      .get('/api/auth/session')
      .set('Cookie', cookie)
      .expect(200);
    expect(JSON.stringify(onB.body)).toContain(DEMO_USERS.farah.id);

    await request(b.gateway.app.callback())
      .post('/api/auth/logout')
      .set('Cookie', cookie)
      .expect(204);
    await request(a.gateway.app.callback())
      .get('/api/auth/session')
      .set('Cookie', cookie)
      .expect(401);
  });

  it('holds on gateway B a sign-in limit reached on gateway A', async () => {
    const onA = await pastAccessGate(a);
    const user = DEMO_USERS.teacher2;
    let last = 0;
    for (let i = 0; i < 10; i += 1) {
      last = (
        await onA.post('/api/auth/login').send({ username: user.username, password: 'wrong' })
      ).status;
    }
    expect(last).toBe(429);

    const onB = await pastAccessGate(b);
    const res = await onB
      .post('/api/auth/login')
      .send({ username: user.username, password: user.password });
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('holds on gateway B an access-code block reached on gateway A (same client)', async () => {
    const onA = request(a.gateway.app.callback());
    const jar = new Map<string, string>();
    const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    let res: request.Response | undefined;
    for (let i = 0; i < 10 && res?.status !== 429; i += 1) {
      res = await onA
        .post('/api/auth/verify-access-code')
        .set('Cookie', cookieHeader())
        .send({ accessCode: 'WRONG-CODE' });
      for (const cookie of ([] as string[]).concat(res.headers['set-cookie'] ?? [])) {
        const [pair] = cookie.split(';');
        const [name, value] = pair!.split('=');
        jar.set(name!, value!);
      }
    }
    expect(res?.status).toBe(429);
    const clientCookie = cookieHeader();
    expect(clientCookie).not.toBe('');

    // The same browser (its client cookie) now reaches gateway B with the right code.
    const onB = await request(b.gateway.app.callback())
      .post('/api/auth/verify-access-code')
      .set('Cookie', clientCookie)
      .send({ accessCode: DEMO_ACCESS_CODE });
    expect(onB.status).toBe(429);
  });
});

describe('a Redis restart', () => {
  it('is survived: publishing during the outage answers quickly, and events after it reach the other gateway', async () => {
    const onA = await open(a, DEMO_USERS.amina);
    const onB = await open(b, DEMO_USERS.amina);
    await redis.stop();
    await until(
      'both gateways to notice',
      () => busOf(a).status !== 'ready' && busOf(b).status !== 'ready',
    );

    const during: ServerLiveMessage = { type: 'new_message', senderName: 'During the outage' };
    const started = Date.now();
    const res = await publishThrough(a, { userIds: [DEMO_USERS.amina.id], event: during });
    expect(res.status).toBe(202);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(res.body).toEqual({ delivered: 1 }); // gateway A's own socket still gets it
    expect(await onA.next()).toEqual(during);
    await request(b.gateway.app.callback()).get('/health').expect(200);
    // Redis away is not a reason to take the gateway out of rotation; /ready says what it sees.
    const readiness = await request(b.gateway.app.callback()).get('/ready').expect(200);
    expect(readiness.body.live).toEqual({ bus: 'redis', redis: 'down' });

    await redis.start();
    await until('both gateways to reconnect', () =>
      [a, b].every((g) => busOf(g).status === 'ready'),
    );
    // The subscription is renewed right after the connection is ready.
    await tick(300);
    const back = await request(b.gateway.app.callback()).get('/ready').expect(200);
    expect(back.body.live).toEqual({ bus: 'redis', redis: 'up' });

    const after: ServerLiveMessage = { type: 'new_message', senderName: 'After the restart' };
    await publishThrough(a, { userIds: [DEMO_USERS.amina.id], event: after }).expect(202);
    expect(await onB.next()).toEqual(after);
    expect(await onA.next()).toEqual(after);
    await tick();
    expect(eventsOf(onA)).toEqual([during, after]);
    expect(eventsOf(onB)).toEqual([after]);
  });
});

describe('RedisLiveBus on its own', () => {
  it('logs and drops what is not a live event, and never hands it to a socket', async () => {
    const lines: Array<{ level: number; msg: string }> = [];
    const logger = pino(
      { level: 'warn' },
      { write: (line: string) => lines.push(JSON.parse(line)) },
    );
    const bus = new RedisLiveBus({ url: redis.url, channelPrefix: 'd742-garbage:', logger });
    const got: ServerLiveMessage[] = [];
    bus.subscribe((_target, event) => got.push(event) && 1);
    const raw = new Redis(redis.url);
    try {
      await bus.ready();
      await raw.publish(bus.channel, '{"origin":');
      await raw.publish(
        bus.channel,
        JSON.stringify({ origin: 'x', target: {}, event: { type: 'bogus' } }),
      );
      await until('two warnings', () => lines.length >= 2, 5_000);
      expect(lines.map((l) => l.msg)).toEqual([
        'dropped an unparseable message on the live channel',
        'dropped an invalid message on the live channel',
      ]);
      expect(got).toEqual([]);
    } finally {
      raw.disconnect();
      await bus.close();
    }
  });

  it('without Redis: publishing reaches this instance at once and logs, and close() does not hang', async () => {
    const lines: Array<{ msg: string }> = [];
    const logger = pino(
      { level: 'warn' },
      { write: (line: string) => lines.push(JSON.parse(line)) },
    );
    const nowhere = await unusedPortUrl();
    const bus = new RedisLiveBus({
      url: nowhere.replace('http', 'redis'),
      channelPrefix: 'd742-nowhere:',
      logger,
    });
    bus.subscribe(() => 1);
    const started = Date.now();
    await expect(
      bus.publish({ userIds: ['u'] }, { type: 'new_message', senderName: 'x' }),
    ).resolves.toBe(1);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(lines.map((l) => l.msg)).toContain(
      'live event not shared through Redis: only this gateway’s sockets got it',
    );
    const closing = Date.now();
    await bus.close();
    expect(Date.now() - closing).toBeLessThan(1_500);
  });

  it('closes both of its connections on close()', async () => {
    const admin = new Redis(redis.url);
    const bus = new RedisLiveBus({
      url: redis.url,
      channelPrefix: 'd742-close:',
      logger: testLogger(),
    });
    const ours = async () =>
      ((await admin.call('CLIENT', 'LIST')) as string)
        .split('\n')
        .filter(
          (line) =>
            line.includes(`name=d742-gateway-pub-${bus.instanceId}`) ||
            line.includes(`name=d742-gateway-sub-${bus.instanceId}`),
        ).length;
    try {
      await bus.ready();
      await until('both connections', async () => (await ours()) === 2);
      await bus.close();
      await until('no connection', async () => (await ours()) === 0, 5_000);
      // Publishing after close reaches no one and does not throw.
      await expect(
        bus.publish({ userIds: ['u'] }, { type: 'new_message', senderName: 'x' }),
      ).resolves.toBe(0);
    } finally {
      admin.disconnect();
    }
  });
});
