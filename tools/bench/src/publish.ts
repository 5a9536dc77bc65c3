import type { PublishEventRequest } from '@d742/contracts';
import { publishLiveEvent } from '@d742/service-kit';

/** POST /internal/events on the gateway, signed as role 'system' the way services publish; returns sockets reached. */
export function publish(
  gatewayUrl: string,
  secret: string,
  request: PublishEventRequest,
): Promise<number> {
  return publishLiveEvent({ gatewayUrl, secret, request, timeoutMs: 15_000 });
}
