import type { DeadLetter, DeliveryChannel } from '@d742/contracts';
import type { DeliveryJobDoc } from '../models';
import { maskPhone } from './sms';

/** An address with most of its name hidden, e.g. am•••@example.org (what administrators see). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email.slice(0, Math.min(2, at))}•••${email.slice(at)}`;
}

/** The push service a device listens at (its host only: the endpoint's path names the device). */
export function pushServiceOf(endpoint: string): string | null {
  try {
    return new URL(endpoint).host;
  } catch {
    return null;
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** The channel and the (unmasked) address a job was for, from its kind and payload. */
function targetOf(job: DeliveryJobDoc): { channel: DeliveryChannel | null; to: string | null } {
  switch (job.kind) {
    case 'email':
    case 'sms':
      return { channel: job.kind, to: text(job.payload.to) };
    case 'verification': {
      const channel = job.payload.channel === 'sms' ? 'sms' : 'email';
      return { channel, to: text(job.payload.to) };
    }
    case 'push':
      return { channel: 'push', to: null };
    case 'notify':
      return { channel: null, to: null };
  }
}

/**
 * A dead letter as administrators see it: the channel, where it was going (masked), what failed.
 * `pushEndpoint` is the device's endpoint for a push job (its host is shown), when still known.
 */
export function deadLetterOf(job: DeliveryJobDoc, pushEndpoint: string | null = null): DeadLetter {
  const { channel, to } = targetOf(job);
  const recipient =
    channel === 'push'
      ? pushEndpoint && pushServiceOf(pushEndpoint)
      : to && (channel === 'sms' ? maskPhone(to) : maskEmail(to));
  return {
    id: job._id.toHexString(),
    kind: job.kind,
    channel,
    recipient: recipient || null,
    userId: job.userId,
    attempts: job.attempts,
    lastError: job.lastError,
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
  };
}
