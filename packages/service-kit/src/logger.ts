import pino from 'pino';

const SENSITIVE_KEYS = [
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'passcode',
  'ssn',
  'dateOfBirth',
  'accessCode',
];

/** Sensitive keys are redacted at the top level, one level down, and in request/response headers. */
export const REDACT_PATHS = [
  ...SENSITIVE_KEYS.map((key) => `["${key}"]`),
  ...SENSITIVE_KEYS.map((key) => `*["${key}"]`),
  ...SENSITIVE_KEYS.map((key) => `req.headers["${key}"]`),
  ...SENSITIVE_KEYS.map((key) => `res.headers["${key}"]`),
];

export function createLogger(
  name: string,
  level: string = process.env.LOG_LEVEL ?? 'info',
  destination?: pino.DestinationStream,
): pino.Logger {
  const options: pino.LoggerOptions = {
    name,
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
  };
  return destination ? pino(options, destination) : pino(options);
}
