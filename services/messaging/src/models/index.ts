import type { Connection } from 'mongoose';
import { modelOn } from '@d742/service-kit';
import { messageSchema } from './message';
import { replySchema } from './reply';
import { sendWindowSchema } from './send-window';
import { staffSendSchema } from './staff-send';
import { threadSchema } from './thread';

export function createModels(connection: Connection) {
  return {
    Message: modelOn(connection, 'Message', messageSchema),
    Thread: modelOn(connection, 'Thread', threadSchema),
    Reply: modelOn(connection, 'Reply', replySchema),
    SendWindow: modelOn(connection, 'SendWindow', sendWindowSchema),
    StaffSend: modelOn(connection, 'StaffSend', staffSendSchema),
  };
}
export type MessagingModels = ReturnType<typeof createModels>;

export type { MessageDoc } from './message';
export type { ThreadDoc, LastReplyDoc } from './thread';
export type { ReplyDoc, ReplyAudioDoc } from './reply';
export type { SenderDoc } from './sender';
export type { StaffSendDoc, SendThread } from './staff-send';
