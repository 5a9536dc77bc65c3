import type { PublishEventRequest } from '@d742/contracts';
import { callInternal } from '@d742/service-kit';

/** POST /internal/events on the gateway, signed as role 'system' the way services publish; returns sockets reached. */
export async function publish(
  gatewayUrl: string,
  secret: string,
  request: PublishEventRequest,
): Promise<number> {
  const response = await callInternal({
    url: `${gatewayUrl}/internal/events`,
    secret,
    method: 'POST',
    body: request,
    timeoutMs: 15_000,
  });
  const { delivered } = (await response.json()) as { delivered: number };
  return delivered;
}
