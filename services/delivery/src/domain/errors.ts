import type { SmsOptedOutDetails } from '@d742/contracts';
import { AppError } from '@d742/service-kit';

/** A send that will never succeed as it is (bad address, refused payload): dead, not retried. */
export class PermanentDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentDeliveryError';
  }
}

/** Push has no VAPID keys (production without configuration): nothing can be subscribed. */
export class PushNotConfiguredError extends AppError {
  constructor() {
    super(503, 'Push notifications are not configured', { defaultCode: 'PUSH_NOT_CONFIGURED' });
  }
}

/** Not now: the job waits until `until` (an SMS in quiet hours) without spending an attempt. */
export class DeferDelivery extends Error {
  constructor(
    readonly until: Date,
    readonly note: string,
  ) {
    super(note);
    this.name = 'DeferDelivery';
  }
}

/** Verification cannot start: that channel (email/SMS) is not configured. */
export class ChannelNotConfiguredError extends AppError {
  constructor(channel: string) {
    super(503, `${channel === 'sms' ? 'SMS' : 'Email'} is not configured`, {
      defaultCode: 'CHANNEL_NOT_CONFIGURED',
    });
  }
}

/** The profile has no such address (or no usable phone number). */
export class NoContactError extends AppError {
  constructor(channel: string) {
    super(
      409,
      channel === 'sms' ? 'The profile has no usable phone number' : 'The profile has no email',
      { defaultCode: 'NO_CONTACT' },
    );
  }
}

/** The number is on the suppression list: no code is texted until it texts START/BILOW. */
export class SmsOptedOutError extends AppError {
  constructor(details: SmsOptedOutDetails) {
    super(409, `This number opted out of text messages; text ${details.keyword} to opt back in`, {
      defaultCode: 'SMS_OPTED_OUT',
      details,
    });
  }
}

export class AlreadyVerifiedError extends AppError {
  constructor() {
    super(409, 'This address is already verified', { defaultCode: 'ALREADY_VERIFIED' });
  }
}

/** Five codes in the last hour: the next may be asked for after `retryAfterSeconds`. */
export class TooManyCodesError extends AppError {
  constructor(retryAfterSeconds: number) {
    super(429, 'Too many codes; try again later', {
      defaultCode: 'TOO_MANY_CODES',
      details: { retryAfterSeconds },
    });
  }
}

/** No code pending: none sent, expired, used up, or the address changed since. */
export class CodeExpiredError extends AppError {
  constructor() {
    super(410, 'The code has expired; ask for a new one', { defaultCode: 'CODE_EXPIRED' });
  }
}

/** The webhook's X-Twilio-Signature does not verify. */
export class SmsSignatureError extends AppError {
  constructor() {
    super(403, 'The request signature does not verify', { defaultCode: 'SMS_SIGNATURE_INVALID' });
  }
}

export class SmsNotConfiguredError extends AppError {
  constructor() {
    super(503, 'SMS is not configured', { defaultCode: 'SMS_NOT_CONFIGURED' });
  }
}

/** An administrator asked to retry a job that is not a dead letter (pending, sending, sent...). */
export class JobNotDeadError extends AppError {
  constructor() {
    super(409, 'Only a dead letter can be retried', { defaultCode: 'JOB_NOT_DEAD' });
  }
}
