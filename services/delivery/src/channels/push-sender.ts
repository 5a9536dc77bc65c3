import { createHash } from 'node:crypto';
import webpush from 'web-push';
import type { PushSettings } from '../config';
import { PermanentDeliveryError } from '../domain/errors';
import type { PushMessage } from '../domain/notification-text';
import type { VapidKeys } from './vapid-keys';

const TIMEOUT_MS = 10_000;
/** A notification older than a day is no news: the push service may drop it. */
const TTL_SECONDS = 24 * 60 * 60;

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** What the push service answered: delivered, or the subscription is gone for good (404/410). */
export type PushOutcome = 'sent' | 'gone';

/** Push services' answers that retrying cannot change (besides 404/410, which mean 'gone'). */
const PERMANENT = new Set([400, 401, 403, 413]);

/** A push service's URL: https, or http only where tests allowed it. */
export function acceptableEndpoint(endpoint: string, settings: PushSettings): boolean {
  try {
    const url = new URL(endpoint);
    return (
      url.protocol === 'https:' || (settings.allowInsecureEndpoints && url.protocol === 'http:')
    );
  } catch {
    return false;
  }
}

/**
 * Sends one Web Push message: `web-push` signs it (VAPID, RFC 8292) and encrypts the payload
 * (aes128gcm, RFC 8291); the request itself goes out through fetch, bounded in time. Throws
 * PermanentDeliveryError for answers a retry cannot fix, any other error for a retry.
 */
export class PushSender {
  constructor(private readonly settings: PushSettings) {}

  async send(target: PushTarget, message: PushMessage, keys: VapidKeys): Promise<PushOutcome> {
    if (!acceptableEndpoint(target.endpoint, this.settings))
      throw new PermanentDeliveryError('The push endpoint is not an https URL');
    const request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: target.keys },
      JSON.stringify(message),
      {
        vapidDetails: {
          subject: this.settings.subject,
          publicKey: keys.publicKey,
          privateKey: keys.privateKey,
        },
        contentEncoding: 'aes128gcm',
        TTL: TTL_SECONDS,
        // One topic per notification: a repeated send replaces the undelivered one at the push service.
        topic: createHash('sha256').update(message.tag).digest('base64url').slice(0, 32),
        urgency: 'normal',
      },
    );
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'manual',
    });
    await response.arrayBuffer().catch(() => undefined);
    if (response.ok) return 'sent';
    if (response.status === 404 || response.status === 410) return 'gone';
    const why = `The push service answered ${response.status}`;
    if (PERMANENT.has(response.status)) throw new PermanentDeliveryError(why);
    throw new Error(why);
  }
}
