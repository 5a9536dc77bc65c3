import type { MessageDoc, MessagingModels } from '../models';

/** A message as the sender writes it, before it is copied to each recipient. */
export type OutgoingMessage = Omit<MessageDoc, '_id' | 'recipientId' | 'isRead' | 'readAt'>;

/** Every query is scoped by recipient: nobody reads or changes another parent's messages. */
export class MessageRepository {
  constructor(private readonly models: MessagingModels) {}

  async listForRecipient(recipientId: string): Promise<MessageDoc[]> {
    return this.models.Message.find({ recipientId })
      .sort({ createdAt: -1, _id: -1 })
      .lean<MessageDoc[]>();
  }

  async countUnread(recipientId: string): Promise<number> {
    return this.models.Message.countDocuments({ recipientId, isRead: false });
  }

  /**
   * The message after marking it read, or null when it is not this recipient's. Only an unread
   * message changes, so the first readAt stays (also under concurrent marks).
   */
  async markRead(recipientId: string, messageId: string, now: Date): Promise<MessageDoc | null> {
    const mine = { _id: messageId, recipientId };
    await this.models.Message.updateOne(
      { ...mine, isRead: false },
      { $set: { isRead: true, readAt: now } },
    );
    return this.models.Message.findOne(mine).lean<MessageDoc>();
  }
}
