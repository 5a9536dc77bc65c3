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
