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

/** The upstream service or remote could not be reached (down, refused, broken answer). */
export class ServiceUnavailableError extends AppError {
  constructor() {
    super(502, 'Service unavailable', { defaultCode: 'SERVICE_UNAVAILABLE' });
  }
}

export class GatewayTimeoutError extends AppError {
  constructor() {
    super(504, 'Service did not answer in time', { defaultCode: 'SERVICE_TIMEOUT' });
  }
}
