import { z } from 'zod';

export const REMOTE_NAMES = ['academics', 'messaging', 'voice', 'reports'] as const;
export const remoteNameSchema = z.enum(REMOTE_NAMES);
export type RemoteName = z.infer<typeof remoteNameSchema>;

/** One entry of the module registry (GET /api/modules). */
export const remoteModuleSchema = z.object({
  name: remoteNameSchema,
  manifestUrl: z.string(),
  /** Version reported by the remote's manifest; null when the remote could not be reached. */
  version: z.string().nullable(),
});
export type RemoteModule = z.infer<typeof remoteModuleSchema>;
export const moduleRegistrySchema = z.array(remoteModuleSchema);
