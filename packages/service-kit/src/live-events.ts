import type { ServerLiveMessage } from '@d742/contracts';
import type pino from 'pino';
import { publishLiveEvent } from './internal';

export interface LiveEventsOptions {
  /** Where the gateway takes internal events; undefined = nowhere (events are dropped with a warning). */
  gatewayUrl: string | undefined;
  secret: string;
  logger: pino.Logger;
}

/**
 * Best-effort delivery of live events through the gateway: a write that already succeeded never
 * fails because the gateway is down; the loss is logged as a warning.
 */
export class LiveEvents {
  constructor(private readonly opts: LiveEventsOptions) {}

  async publish(userIds: readonly string[], event: ServerLiveMessage): Promise<void> {
    const recipients = [...new Set(userIds.filter(Boolean))];
    if (recipients.length === 0) return;
    const { gatewayUrl } = this.opts;
    if (!gatewayUrl) {
      this.opts.logger.warn({ type: event.type }, 'no gateway URL; live event dropped');
      return;
    }
    try {
      await publishLiveEvent({
        gatewayUrl,
        secret: this.opts.secret,
        request: { userIds: recipients, event },
      });
    } catch (err) {
      this.opts.logger.warn({ err, type: event.type }, 'live event not delivered');
    }
  }
}
