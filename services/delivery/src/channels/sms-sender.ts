import type { SmsSettings } from '../config';
import { PermanentDeliveryError } from '../domain/errors';

const TIMEOUT_MS = 10_000;

/** Twilio's error codes that retrying cannot change. */
export const TWILIO_UNSUBSCRIBED = 21610;
const INVALID_NUMBER = new Set([21211, 21614, 21217, 21401, 21408, 21612]);

/** What the provider answered to a send: its message id and status ('queued', 'accepted'...). */
export interface SmsSent {
  sid: string;
  status: string;
}

/**
 * The recipient replied STOP to the provider (Twilio 21610): a permanent opt-out. The worker adds
 * the number to our suppression list and does not retry.
 */
export class SmsRecipientUnsubscribedError extends PermanentDeliveryError {
  constructor(message: string) {
    super(message);
    this.name = 'SmsRecipientUnsubscribedError';
  }
}

interface TwilioError {
  code?: unknown;
  message?: unknown;
  more_info?: unknown;
  status?: unknown;
}

/**
 * One text message through Twilio's Messages API (or anything speaking it):
 * `POST {base}/2010-04-01/Accounts/{sid}/Messages.json`, form-encoded `To`, `From` or
 * `MessagingServiceSid`, `Body`, HTTP Basic auth. 21610 → SmsRecipientUnsubscribedError, an
 * invalid number or any other 4xx → PermanentDeliveryError, 429/5xx/no answer → plain Error
 * (the queue retries with backoff).
 */
export class SmsSender {
  constructor(private readonly settings: SmsSettings) {}

  async send(to: string, body: string): Promise<SmsSent> {
    const { apiUrl, accountSid, authToken, from, messagingServiceSid } = this.settings;
    const form = new URLSearchParams({ To: to, Body: body });
    if (from) form.set('From', from);
    else if (messagingServiceSid) form.set('MessagingServiceSid', messagingServiceSid);
    const url = `${apiUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: form.toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'manual',
    });
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    if (response.ok) {
      const sent = json as { sid?: unknown; status?: unknown } | undefined;
      if (typeof sent?.sid !== 'string')
        throw new Error(`The SMS provider answered ${response.status} without a message sid`);
      return { sid: sent.sid, status: typeof sent.status === 'string' ? sent.status : 'unknown' };
    }
    const error = (json ?? {}) as TwilioError;
    const code = typeof error.code === 'number' ? error.code : Number(error.code) || null;
    const why = `The SMS provider answered ${response.status}${code ? ` (${code})` : ''}: ${
      typeof error.message === 'string' ? error.message : text.slice(0, 200)
    }`;
    if (code === TWILIO_UNSUBSCRIBED) throw new SmsRecipientUnsubscribedError(why);
    if (code !== null && INVALID_NUMBER.has(code)) throw new PermanentDeliveryError(why);
    if (response.status === 429 || response.status >= 500) throw new Error(why);
    // 401/403 (credentials), 404, other 400s: a retry sends the same request again.
    throw new PermanentDeliveryError(why);
  }
}
