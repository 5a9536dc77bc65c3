import type { Connection, Model, Types } from 'mongoose';
import { upsertById } from '@d742/service-kit';
import { createModels } from '../models';
import { buildConversations } from './conversations';
import { buildMessages } from './messages';

export interface MessagingSeedCounts {
  messages: number;
  threads: number;
  replies: number;
}

/** Inserts the documents whose ids are missing (whole, with defaults) and leaves existing ones as people left them. */
async function insertMissing<T extends { _id: Types.ObjectId }>(
  model: Model<T>,
  docs: readonly T[],
): Promise<number> {
  // Each id on its own: FerretDB pushes an exact `{ _id }` down to its storage, not an `$in`,
  // which reads the whole collection (a district's is large).
  const present = await Promise.all(docs.map((d) => model.exists({ _id: d._id })));
  const missing = docs.filter((_, i) => !present[i]);
  if (missing.length > 0) await model.insertMany(missing);
  return docs.length;
}

/**
 * Upserts the demo messages by fixed ids. Read state is written only on first insert, so a
 * parent's "mark as read" survives restarts. The demo conversation is written once: its replies,
 * counts and read state then change only as people use it.
 */
export async function seedDemoData(
  connection: Connection,
  now: Date = new Date(),
): Promise<MessagingSeedCounts> {
  const models = createModels(connection);
  await Promise.all(Object.values(models).map((model) => model.init()));
  const conversation = buildConversations(now);
  const messages = await upsertById(models.Message, buildMessages(now), ['isRead', 'readAt']);
  return {
    messages: messages + (await insertMissing(models.Message, conversation.messages)),
    threads: await insertMissing(models.Thread, conversation.threads),
    replies: await insertMissing(models.Reply, conversation.replies),
  };
}
