import type { Connection } from 'mongoose';
import { messageSchema } from './message';
import { modelOn } from './model-on';

export function createModels(connection: Connection) {
  return {
    Message: modelOn(connection, 'Message', messageSchema),
  };
}
export type MessagingModels = ReturnType<typeof createModels>;

export type { MessageDoc } from './message';
