import type http from 'node:http';
import request from 'supertest';
import { SESSION_COOKIE } from '@d742/contracts';
import { DEMO_ACCESS_CODE } from '@d742/demo-data';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Connection } from 'mongoose';
import { connectMongo } from '@d742/service-kit';
import { startTestDatabase, TEST_SECRET, testLogger } from '@d742/service-testing';
import * as academics from '@d742/academics-service';
import * as delivery from '@d742/delivery-service';
import * as identity from '@d742/identity-service';
import { createGateway, type Gateway, type GatewayConfig } from '../src/app';
import { closeServer, gatewayConfig, serve, unusedPortUrl, urlOf } from './testing-servers';

export interface TestStack {
  gateway: Gateway;
  /** The real delivery service (push endpoints on http:// allowed, for loopback fakes). */
  delivery: delivery.Delivery;
  deliveryConnection: Connection;
  /** The real academics service, for tests that stop it or its database. */
  academics: { server: http.Server; connection: Connection; uri: string };
  config: GatewayConfig;
  /** The gateway, listening on a random loopback port (HTTP and /ws). */
  url: string;
  /**
   * A directory the test may fill as SHELL_DIST (the shell's Node bundle: `prerender.cjs` in it;
   * the academics remote's home dashboard bundle: `home-fragment.cjs`).
   */
  shellDist: string;
  /** Another gateway instance with the same configuration, in front of the same services (stopped with the stack). */
  addGateway(): Promise<ListeningGateway>;
  stop(): Promise<void>;
}

export interface ListeningGateway {
  gateway: Gateway;
  url: string;
}

/**
 * Real database, real identity and academics services with demo data, and the gateway in front of
 * them; `gatewayEnv` adds to the gateway's environment (REDIS_URL, say).
 */
export async function startTestStack(
  opts: { heartbeatMs?: number; gatewayEnv?: NodeJS.ProcessEnv } = {},
): Promise<TestStack> {
  const logger = testLogger();
  const db = await startTestDatabase();
  const connections: Connection[] = [];
  const servers: http.Server[] = [];
  const shellDist = await mkdtemp(path.join(os.tmpdir(), 'd742-shell-'));
  try {
    const identityConnection = await connectMongo(db.uri('d742_identity'), logger);
    connections.push(identityConnection);
    const identityConfig = identity.loadConfig({
      MONGODB_URI: db.uri('d742_identity'),
      INTERNAL_SECRET: TEST_SECRET,
      DEMO_MODE: 'true',
      LOG_LEVEL: 'silent',
    });
    await identity.prepareDatabase(identityConnection, identityConfig);
    await identity.seedDemoData(identityConnection, identityConfig);
    servers.push(
      await serve(
        identity.createApp({ connection: identityConnection, config: identityConfig, logger }),
      ),
    );

    const academicsConnection = await connectMongo(db.uri('d742_academics'), logger);
    connections.push(academicsConnection);
    await academics.seedDemoData(academicsConnection);
    const down = await unusedPortUrl();
    // Live events of academics go nowhere here: this stack tests the gateway's own channel.
    const academicsConfig = academics.loadConfig({
      MONGODB_URI: db.uri('d742_academics'),
      INTERNAL_SECRET: TEST_SECRET,
      LOG_LEVEL: 'silent',
      GATEWAY_INTERNAL_URL: down,
    });
    servers.push(
      await serve(
        academics.createApp({ connection: academicsConnection, config: academicsConfig, logger }),
      ),
    );

    const deliveryConnection = await connectMongo(db.uri('d742_delivery'), logger);
    connections.push(deliveryConnection);
    await delivery.prepareDatabase(deliveryConnection);
    const deliveryService = delivery.createDelivery({
      connection: deliveryConnection,
      config: delivery.loadConfig({
        MONGODB_URI: db.uri('d742_delivery'),
        INTERNAL_SECRET: TEST_SECRET,
        LOG_LEVEL: 'silent',
        IDENTITY_URL: urlOf(servers[0]!),
        PUSH_ALLOW_INSECURE_ENDPOINTS: 'true',
      }),
      logger,
    });
    servers.push(await serve(deliveryService.app));

    const config = gatewayConfig({
      SERVICE_URL_IDENTITY: urlOf(servers[0]!),
      SERVICE_URL_DELIVERY: urlOf(servers[2]!),
      SERVICE_URL_ACADEMICS: urlOf(servers[1]!),
      SERVICE_URL_MESSAGING: down,
      SERVICE_URL_VOICE: down,
      SERVICE_URL_REPORTS: down,
      REMOTE_URL_ACADEMICS: down,
      REMOTE_URL_MESSAGING: down,
      REMOTE_URL_VOICE: down,
      REMOTE_URL_REPORTS: down,
      SHELL_DIST: shellDist,
      SHELL_PRERENDER: path.join(shellDist, 'prerender.cjs'),
      HOME_FRAGMENT_PRERENDER: path.join(shellDist, 'home-fragment.cjs'),
      ...opts.gatewayEnv,
    });
    const gateways: Gateway[] = [];
    const addGateway = async (): Promise<ListeningGateway> => {
      const gateway = createGateway({
        config,
        logger,
        heartbeatMs: opts.heartbeatMs,
        deliveryRetryDelaysMs: [50],
      });
      gateways.push(gateway);
      const server = gateway.app.listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      servers.push(server);
      return { gateway, url: urlOf(server) };
    };
    const first = await addGateway();

    return {
      gateway: first.gateway,
      delivery: deliveryService,
      deliveryConnection,
      academics: {
        server: servers[1]!,
        connection: academicsConnection,
        uri: db.uri('d742_academics'),
      },
      config,
      url: first.url,
      shellDist,
      addGateway,
      stop: async () => {
        for (const gateway of gateways) await gateway.close();
        for (const gateway of gateways) await gateway.deliverySettled();
        deliveryService.close();
        await Promise.all(servers.map(closeServer));
        await Promise.all(connections.map((c) => c.close()));
        await db.stop();
        await rm(shellDist, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await Promise.all(servers.map(closeServer));
    await Promise.all(connections.map((c) => c.close()));
    await db.stop();
    await rm(shellDist, { recursive: true, force: true });
    throw error;
  }
}

function sessionCookieOf(res: request.Response): string {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const sid = cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!sid) throw new Error(`no session cookie in ${JSON.stringify(cookies)}`);
  return sid.split(';')[0]!;
}

/** A browser (cookie-keeping agent) past the district access code on this gateway. */
export async function pastAccessGate(stack: Pick<TestStack, 'gateway'>) {
  const agent = request.agent(stack.gateway.app.callback());
  await agent
    .post('/api/auth/verify-access-code')
    .send({ accessCode: DEMO_ACCESS_CODE })
    .expect(200);
  return agent;
}

/** The browser's walk through the gateway: access code, then password sign-in. */
export async function signInThroughGateway(
  stack: Pick<TestStack, 'gateway'>,
  user: { username: string; password: string },
) {
  const agent = await pastAccessGate(stack);
  const res = await agent
    .post('/api/auth/login')
    .send({ username: user.username, password: user.password })
    .expect(200);
  return { agent, res, cookie: sessionCookieOf(res) };
}
