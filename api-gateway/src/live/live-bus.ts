import type { ServerLiveMessage } from '@d742/contracts';

/** Who an event is for: some users' sockets and/or the sockets that joined some rooms. */
export interface LiveTarget {
  userIds?: readonly string[];
  rooms?: readonly string[];
}

/**
 * Delivers an event to the open sockets of its target; returns how many sockets received it.
 * `origin` is 'here' when the event was published on this gateway instance, 'elsewhere' when it
 * came from another instance through a shared bus (work done once per event, such as handing it
 * to the delivery service, is left to the instance it was published on).
 */
export type LiveDelivery = (
  target: LiveTarget,
  event: ServerLiveMessage,
  origin: 'here' | 'elsewhere',
) => number;

/**
 * Fan-out between whoever publishes (services via /internal/events, sockets sending notifications)
 * and the sockets this gateway holds. Behind an interface so several gateway instances can later
 * share Redis or NATS pub/sub instead of the in-memory implementation.
 */
export interface LiveBus {
  /** Resolves to the number of sockets the event reached (as far as this instance can tell). */
  publish(target: LiveTarget, event: ServerLiveMessage): Promise<number>;
  /** Returns an unsubscribe function. */
  subscribe(deliver: LiveDelivery): () => void;
  /** Releases what the bus holds (connections); publishing afterwards reaches this instance only. */
  close(): Promise<void>;
  /** The hub says a user's first socket here authenticated (true) or their last one closed (false). */
  announce(userId: string, online: boolean): void;
  /** Which of these users have a socket open on another gateway instance (never waits long). */
  onlineElsewhere(userIds: readonly string[]): Promise<ReadonlySet<string>>;
}

export class InMemoryLiveBus implements LiveBus {
  private readonly subscribers = new Set<LiveDelivery>();

  async publish(target: LiveTarget, event: ServerLiveMessage): Promise<number> {
    let delivered = 0;
    for (const deliver of this.subscribers) delivered += deliver(target, event, 'here');
    return delivered;
  }

  subscribe(deliver: LiveDelivery): () => void {
    this.subscribers.add(deliver);
    return () => this.subscribers.delete(deliver);
  }

  async close(): Promise<void> {
    this.subscribers.clear();
  }

  /** One instance: there is nowhere else. */
  announce(): void {}

  async onlineElsewhere(): Promise<ReadonlySet<string>> {
    return new Set();
  }
}
