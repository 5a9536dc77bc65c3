import { z } from 'zod';
import { REMOTE_NAMES } from './topology';

export const remoteNameSchema = z.enum(REMOTE_NAMES);

/** One entry of the module registry (GET /api/modules). */
export const remoteModuleSchema = z.object({
  name: remoteNameSchema,
  manifestUrl: z.string(),
  /** Version reported by the remote's manifest; null when the remote could not be reached. */
  version: z.string().nullable(),
});
export type RemoteModule = z.infer<typeof remoteModuleSchema>;
export const moduleRegistrySchema = z.array(remoteModuleSchema);
