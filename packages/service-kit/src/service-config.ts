import { DEFAULT_PORTS, type ServiceName } from '@d742/contracts';
import { z } from 'zod';
import { invalidEnvError, portFromEnv, serviceEnvSchema, type LogLevel } from './env';

/** What every service reads from its environment, in the names the code uses. */
export interface ServiceConfig {
  host: string;
  port: number;
  mongodbUri: string;
  internalSecret: string;
  demoMode: boolean;
  logLevel: LogLevel;
  /** Where live events are published (`POST /internal/events`). */
  gatewayInternalUrl: string;
}

/** A schema over the whole environment whose output is the service's own camelCase fields. */
export type ServiceEnvSchema<E extends object> = z.ZodType<E, unknown>;

/**
 * Parses a service's environment once: the common variables, `<NAME>_PORT` (then `PORT`, then the
 * default of `DEFAULT_PORTS`) and, when given, the service's own schema. Both schemas are parsed
 * before failing so the error lists every bad variable.
 */
export function loadServiceConfig(name: ServiceName, env?: NodeJS.ProcessEnv): ServiceConfig;
export function loadServiceConfig<E extends object>(
  name: ServiceName,
  env: NodeJS.ProcessEnv | undefined,
  own: ServiceEnvSchema<E>,
): ServiceConfig & E;
export function loadServiceConfig(
  name: ServiceName,
  env: NodeJS.ProcessEnv = process.env,
  own?: ServiceEnvSchema<object>,
): ServiceConfig {
  const portVariable = `${name.toUpperCase()}_PORT`;
  const common = serviceEnvSchema.safeParse(env);
  const servicePort = z.object({ [portVariable]: portFromEnv.optional() }).safeParse(env);
  const specific = own?.safeParse(env);
  const results = [common, servicePort, specific];
  const issues = results.flatMap((result) => result?.error?.issues ?? []);
  if (!common.success || !servicePort.success || (specific && !specific.success))
    throw invalidEnvError(issues);
  const e = common.data;
  return {
    host: e.HOST,
    port: servicePort.data[portVariable] ?? e.PORT ?? DEFAULT_PORTS.services[name],
    mongodbUri: e.MONGODB_URI,
    internalSecret: e.INTERNAL_SECRET,
    demoMode: e.DEMO_MODE,
    logLevel: e.LOG_LEVEL,
    gatewayInternalUrl: e.GATEWAY_INTERNAL_URL,
    ...specific?.data,
  };
}
