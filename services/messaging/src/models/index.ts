import type { Connection } from 'mongoose';
import { modelOn } from '@d742/service-kit';
import { messageSchema } from './message';

export function createModels(connection: Connection) {
  return {
    Message: modelOn(connection, 'Message', messageSchema),
  };
}
export type MessagingModels = ReturnType<typeof createModels>;

export type { MessageDoc } from './message';
