import { randomUUID } from 'node:crypto';
import { Redis, type RedisOptions } from 'ioredis';
import type pino from 'pino';
import { z } from 'zod';
import { serverLiveMessageSchema, type ServerLiveMessage } from '@d742/contracts';
import type { LiveBus, LiveDelivery, LiveTarget } from './live-bus';

export interface RedisLiveBusOptions {
  /** redis:// or rediss:// URL (REDIS_URL). */
  url: string;
  /** Prefix of the one pub/sub channel, `<prefix>live` (REDIS_CHANNEL_PREFIX). */
  channelPrefix: string;
  logger: pino.Logger;
  /** Longest wait for Redis to take a published event; default 1 s. */
  publishTimeoutMs?: number;
  /** Longest wait between reconnection attempts; default 5 s. */
  maxReconnectDelayMs?: number;
  /** How long a presence entry lives unless renewed (renewed every third of it); default 30 s. */
  presenceTtlMs?: number;
}

/** What travels on the channel: which instance published it, for whom, and the event. */
const envelopeSchema = z.object({
  origin: z.string().min(1).max(100),
  target: z.object({
    userIds: z.array(z.string().min(1)).max(10_000).optional(),
    rooms: z.array(z.string().min(1).max(120)).max(100).optional(),
  }),
  event: serverLiveMessageSchema,
});
/** What publish() sends; envelopeSchema checks it on receipt. */
interface Envelope {
  origin: string;
  target: LiveTarget;
  event: ServerLiveMessage;
}

/**
 * QUIT when connected (replies still due arrive first), else stop reconnecting at once; a QUIT
 * that gets no answer within a second is cut short too.
 */
async function endConnection(connection: Redis): Promise<void> {
  if (connection.status === 'end') return;
  let giveUp: NodeJS.Timeout | undefined;
  const ended = new Promise<void>((resolve) => {
    connection.once('end', () => resolve());
    // Never let shutdown wait on Redis for long.
    giveUp = setTimeout(resolve, 2_000);
  });
  if (connection.status !== 'ready') connection.disconnect();
  else {
    const cutShort = setTimeout(() => connection.disconnect(), 1_000);
    await connection.quit().catch(() => connection.disconnect());
    clearTimeout(cutShort);
  }
  await ended;
  clearTimeout(giveUp);
}

/** Reconnection waits: 100 ms, 200 ms, 400 ms … up to the cap; never gives up. */
export function reconnectDelay(attempt: number, capMs: number): number {
  return Math.min(100 * 2 ** Math.max(0, attempt - 1), capMs);
}

/**
 * The live bus shared by several gateway instances through Redis pub/sub (REDIS_URL).
 *
 * Every instance delivers what it publishes to its own sockets at once and then publishes it on
 * the channel, marked with its instance id; each instance delivers what arrives from the channel
 * unless it carries its own id. So every socket, wherever it is held, gets each event exactly
 * once, and an instance's own sockets keep getting its events while Redis is away.
 *
 * Two connections (a subscribed connection can send nothing else). Both reconnect with backoff
 * forever; the subscriber subscribes again by itself. Publishing never waits for a reconnection:
 * while Redis is unreachable an event reaches this instance's sockets only, and the failure is logged.
 */
export class RedisLiveBus implements LiveBus {
  readonly channel: string;
  private readonly prefix: string;
  /** Marks this instance's messages, so it can skip them when Redis echoes them back. */
  readonly instanceId = randomUUID();
  private readonly subscribers = new Set<LiveDelivery>();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly logger: pino.Logger;
  private readonly publishTimeoutMs: number;
  private subscribed: Promise<void>;
  private closed = false;
  /** Users with a socket open here, as announced by the hub. */
  private readonly online = new Set<string>();
  private readonly presenceTtlMs: number;
  private readonly presenceTimer: NodeJS.Timeout;

  constructor(opts: RedisLiveBusOptions) {
    this.prefix = opts.channelPrefix;
    this.channel = `${opts.channelPrefix}live`;
    this.logger = opts.logger.child({ component: 'redis-live-bus' });
    this.publishTimeoutMs = opts.publishTimeoutMs ?? 1_000;
    this.presenceTtlMs = opts.presenceTtlMs ?? 30_000;
    const capMs = opts.maxReconnectDelayMs ?? 5_000;
    const common: RedisOptions = {
      retryStrategy: (attempt) => reconnectDelay(attempt, capMs),
      connectTimeout: 5_000,
      // A command waiting for a reconnection would hold the request that published it.
      maxRetriesPerRequest: 0,
    };
    this.publisher = new Redis(opts.url, {
      ...common,
      connectionName: `d742-gateway-pub-${this.instanceId}`,
      enableOfflineQueue: false,
      commandTimeout: this.publishTimeoutMs,
    });
    this.subscriber = new Redis(opts.url, {
      ...common,
      connectionName: `d742-gateway-sub-${this.instanceId}`,
      // SUBSCRIBE waits for the first connection instead of failing before it.
      enableOfflineQueue: true,
      maxRetriesPerRequest: null,
    });
    this.watch(this.publisher, 'publisher');
    this.watch(this.subscriber, 'subscriber');
    // A restarted Redis has forgotten who is online here.
    this.publisher.on('ready', () => this.renewPresence());
    this.presenceTimer = setInterval(() => this.renewPresence(), this.presenceTtlMs / 3);
    this.presenceTimer.unref();
    this.subscriber.on('message', (channel: string, raw: string) => {
      if (channel === this.channel) this.receive(raw);
    });
    this.logger.info({ channel: this.channel }, 'live events shared through Redis');
    this.subscribed = this.subscriber.subscribe(this.channel).then(
      () => undefined,
      (err: unknown) => {
        if (!this.closed) this.logger.error({ err }, 'subscribing to the live channel failed');
      },
    );
  }

  /** Resolves once the first subscription is in place (tests; events before it reach this instance only). */
  async ready(): Promise<void> {
    await this.subscribed;
  }

  /** 'ready' when both connections are usable, else what the worse one is doing. */
  get status(): string {
    if (this.publisher.status === 'ready' && this.subscriber.status === 'ready') return 'ready';
    return this.publisher.status === 'ready' ? this.subscriber.status : this.publisher.status;
  }

  async publish(target: LiveTarget, event: ServerLiveMessage): Promise<number> {
    const delivered = this.deliver(target, event, 'here');
    if (this.closed) return delivered;
    const envelope: Envelope = { origin: this.instanceId, target, event };
    try {
      await this.publisher.publish(this.channel, JSON.stringify(envelope));
    } catch (err) {
      this.logger.warn(
        { err, eventType: event.type },
        'live event not shared through Redis: only this gateway’s sockets got it',
      );
    }
    return delivered;
  }

  subscribe(deliver: LiveDelivery): () => void {
    this.subscribers.add(deliver);
    return () => this.subscribers.delete(deliver);
  }

  /**
   * Presence: for each user with a socket here, the sorted set `<prefix>online:<userId>` holds this
   * instance's id scored with when the entry lapses. Renewed while the socket stays, removed when the
   * last one closes; an instance that dies leaves entries that lapse by themselves.
   */
  announce(userId: string, online: boolean): void {
    if (online) this.online.add(userId);
    else this.online.delete(userId);
    if (this.closed || this.publisher.status !== 'ready') return;
    const write = online
      ? this.presenceWrite([userId])
      : this.publisher.zrem(this.presenceKey(userId), this.instanceId);
    write.catch((err: unknown) => this.logger.debug({ err }, 'presence not written'));
  }

  async onlineElsewhere(userIds: readonly string[]): Promise<ReadonlySet<string>> {
    const elsewhere = new Set<string>();
    if (this.closed || userIds.length === 0 || this.publisher.status !== 'ready') return elsewhere;
    const pipeline = this.publisher.pipeline();
    const now = Date.now();
    for (const userId of userIds) pipeline.zrangebyscore(this.presenceKey(userId), now, '+inf');
    try {
      const results = (await pipeline.exec()) ?? [];
      results.forEach(([err, members], i) => {
        if (err || !Array.isArray(members)) return;
        if (members.some((member) => member !== this.instanceId)) elsewhere.add(userIds[i]!);
      });
    } catch (err) {
      // Unknown counts as offline: a notification may then also go to the user's devices.
      this.logger.warn({ err }, 'presence not read from Redis');
    }
    return elsewhere;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    clearInterval(this.presenceTimer);
    for (const userId of this.online) this.announce(userId, false);
    this.closed = true;
    this.subscribers.clear();
    await Promise.all([this.publisher, this.subscriber].map(endConnection));
  }

  private presenceKey(userId: string): string {
    return `${this.prefix}online:${userId}`;
  }

  private presenceWrite(userIds: readonly string[]): Promise<unknown> {
    const pipeline = this.publisher.pipeline();
    const lapses = Date.now() + this.presenceTtlMs;
    for (const userId of userIds) {
      const key = this.presenceKey(userId);
      pipeline.zadd(key, lapses, this.instanceId);
      pipeline.zremrangebyscore(key, '-inf', Date.now());
      pipeline.pexpire(key, this.presenceTtlMs * 2);
    }
    return pipeline.exec();
  }

  private renewPresence(): void {
    if (this.closed || this.online.size === 0 || this.publisher.status !== 'ready') return;
    this.presenceWrite([...this.online]).catch((err: unknown) =>
      this.logger.debug({ err }, 'presence not renewed'),
    );
  }

  private receive(raw: string): void {
    let parsed: ReturnType<typeof envelopeSchema.safeParse>;
    try {
      parsed = envelopeSchema.safeParse(JSON.parse(raw));
    } catch {
      this.logger.warn({ bytes: raw.length }, 'dropped an unparseable message on the live channel');
      return;
    }
    if (!parsed.success) {
      this.logger.warn(
        { issues: parsed.error.issues.slice(0, 3) },
        'dropped an invalid message on the live channel',
      );
      return;
    }
    const { origin, target, event } = parsed.data;
    if (origin === this.instanceId) return;
    this.deliver(target, event, 'elsewhere');
  }

  private deliver(target: LiveTarget, event: ServerLiveMessage, origin: 'here' | 'elsewhere') {
    let delivered = 0;
    for (const deliver of this.subscribers) {
      try {
        delivered += deliver(target, event, origin);
      } catch (err) {
        this.logger.error({ err }, 'live delivery failed');
      }
    }
    return delivered;
  }

  /** One warning per outage, not one per reconnection attempt. */
  private watch(connection: Redis, role: 'publisher' | 'subscriber'): void {
    let down = false;
    connection.on('error', (err: Error) => {
      if (this.closed) return;
      if (!down) this.logger.warn({ err, role }, 'Redis connection failed; reconnecting');
      else this.logger.debug({ err, role }, 'Redis still unreachable');
      down = true;
    });
    connection.on('close', () => {
      if (!this.closed && !down)
        this.logger.warn({ role }, 'Redis connection closed; reconnecting');
      down = true;
    });
    connection.on('ready', () => {
      if (down) this.logger.info({ role }, 'Redis connection back');
      down = false;
    });
  }
}
