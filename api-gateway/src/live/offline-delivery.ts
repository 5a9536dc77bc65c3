import { createHash, randomUUID } from 'node:crypto';
import type { DeliveryHandOff, ServerLiveMessage } from '@d742/contracts';
import { createInternalClient } from '@d742/service-kit';
import type pino from 'pino';
import type { LiveBus, LiveTarget } from './live-bus';

/** Set on requests to the delivery service: which session registered a push subscription. */
export const SESSION_TAG_HEADER = 'x-d742-session-tag';

/** sha256 of a session id: lets delivery tie a device to a session without ever holding the id. */
export function sessionTag(sid: string): string {
  return createHash('sha256').update(sid).digest('hex');
}

export interface OfflineDeliveryOptions {
  bus: LiveBus;
  /** Whether this user has an authenticated live socket open on this gateway. */
  isOnline: (userId: string) => boolean;
  deliveryUrl: string;
  secret: string;
  logger: pino.Logger;
  /** Waits between tries of a call to delivery; the default is 0.5 s, 2 s, 8 s. */
  retryDelaysMs?: readonly number[];
}

const DEFAULT_RETRY_DELAYS_MS = [500, 2_000, 8_000];
const TIMEOUT_MS = 3_000;

/**
 * Hands live notifications to the delivery service for the users who have no open socket
 * (decision 021), and tells it about sign-outs. Fire-and-forget from the live channel's side:
 * publishing never waits for delivery; a failed call is retried a few times and then logged.
 * Delivery makes the hand-off durable (its queue) before it answers 202; the hand-off's id makes
 * a retry after a lost answer add nothing.
 */
export class OfflineDelivery {
  private readonly delivery;
  private readonly unsubscribe: () => void;
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly opts: OfflineDeliveryOptions) {
    this.delivery = createInternalClient({
      baseUrl: opts.deliveryUrl,
      secret: opts.secret,
      caller: 'api-gateway',
      timeoutMs: TIMEOUT_MS,
    });
    // Only the instance an event was published on hands it off, so several gateways sharing a bus
    // do not each hand off the same event.
    this.unsubscribe = opts.bus.subscribe((target, event, origin) => {
      if (origin === 'here') this.handOff(target, event);
      return 0;
    });
  }

  /** A signed-out session's devices stop receiving push. */
  signOut(sid: string): void {
    this.call('/internal/push/sign-out', { sessionTag: sessionTag(sid) }, 'push sign-out');
  }

  /** Resolves when every call started so far has finished (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  close(): void {
    this.unsubscribe();
  }

  private handOff(target: LiveTarget, event: ServerLiveMessage): void {
    if (event.type === 'auth_success') return;
    const offlineHere = [...new Set(target.userIds ?? [])].filter((id) => !this.opts.isOnline(id));
    if (offlineHere.length === 0) return;
    // With a shared bus a user may have a page open on another gateway: they got the event there.
    this.track(
      this.opts.bus.onlineElsewhere(offlineHere).then(
        (elsewhere) => {
          const offline = offlineHere.filter((id) => !elsewhere.has(id));
          if (offline.length === 0) return;
          const body: DeliveryHandOff = { id: randomUUID(), userIds: offline, event };
          this.call('/internal/notifications', body, 'notification hand-off');
        },
        (err: unknown) => this.opts.logger.error({ err }, 'notification hand-off failed'),
      ),
    );
  }

  private track(running: Promise<void>): void {
    this.pending.add(running);
    void running.finally(() => this.pending.delete(running));
  }

  private call(path: string, body: unknown, what: string): void {
    const delays = this.opts.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    const attempt = async () => {
      for (let i = 0; ; i += 1) {
        try {
          await this.delivery.post(path, body);
          return;
        } catch (err) {
          const delay = delays[i];
          if (delay === undefined) {
            this.opts.logger.warn({ err }, `${what} to the delivery service failed`);
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, delay).unref());
        }
      }
    };
    this.track(attempt());
  }
}
