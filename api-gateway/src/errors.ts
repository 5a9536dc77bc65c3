import { AppError } from '@d742/service-kit';

export {
  AppError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  NotImplementedError,
  PayloadTooLargeError,
  UnauthorizedError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '@d742/service-kit';

export class MethodNotAllowedError extends AppError {
  constructor() {
    super(405, 'Method not allowed', { defaultCode: 'METHOD_NOT_ALLOWED' });
  }
}

/** A failure to reach an upstream (a service or a remote); `service` names it in the answer. */
export abstract class UpstreamError extends AppError {
  constructor(
    status: number,
    code: string,
    readonly service: string | undefined,
    message: string,
  ) {
    super(status, message, { defaultCode: code, fields: service ? { service } : undefined });
  }
}

/**
 * The upstream could not be reached (stopped, refused, unreachable, broken answer): 503, so a
 * load balancer and the shell both read it as "try again later". The message is English here;
 * `localizedUpstreamErrors` answers it in the reader's language.
 */
export class ServiceUnavailableError extends UpstreamError {
  constructor(service?: string, message = 'Service unavailable') {
    super(503, 'SERVICE_UNAVAILABLE', service, message);
  }
}

/** The upstream took longer than the configured bound to answer (a hung service): 504. */
export class GatewayTimeoutError extends UpstreamError {
  constructor(service?: string, message = 'Service did not answer in time') {
    super(504, 'SERVICE_TIMEOUT', service, message);
  }
}
