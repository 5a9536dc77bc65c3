import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { REMOTE_NAMES } from './topology';

export const remoteNameSchema = lazySchema(() => z.enum(REMOTE_NAMES));

/** One entry of the module registry (GET /api/modules). */
export const remoteModuleSchema = lazySchema(() =>
  z.object({
    name: remoteNameSchema,
    manifestUrl: z.string(),
    /** Version reported by the remote's manifest; null when the remote could not be reached. */
    version: z.string().nullable(),
  }),
);
export type RemoteModule = z.infer<typeof remoteModuleSchema>;
export const moduleRegistrySchema = lazySchema(() => z.array(remoteModuleSchema));
