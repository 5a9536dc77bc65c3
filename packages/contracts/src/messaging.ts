import { z } from 'zod';
import { isoDateSchema, roleSchema } from './common';

export const messageSchema = z.object({
  id: z.string(),
  subject: z.string(),
  content: z.string(),
  isRead: z.boolean(),
  createdAt: isoDateSchema,
  /** Beyond the spec: who really sent it. */
  senderName: z.string().optional(),
  senderRole: roleSchema.optional(),
});
export type Message = z.infer<typeof messageSchema>;
export const messageListSchema = z.array(messageSchema);
