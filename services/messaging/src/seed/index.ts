import type { Connection } from 'mongoose';
import { upsertById } from '@d742/service-kit';
import { createModels } from '../models';
import { buildMessages } from './messages';

export interface MessagingSeedCounts {
  messages: number;
}

/**
 * Upserts the demo messages by fixed ids. Read state is written only on first insert, so a
 * parent's "mark as read" survives restarts.
 */
export async function seedDemoData(
  connection: Connection,
  now: Date = new Date(),
): Promise<MessagingSeedCounts> {
  const models = createModels(connection);
  await models.Message.init();
  return { messages: await upsertById(models.Message, buildMessages(now), ['isRead', 'readAt']) };
}
