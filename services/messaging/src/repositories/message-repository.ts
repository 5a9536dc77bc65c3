import type { MessageDoc, MessagingModels } from '../models';

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

  /** The message after marking it read, or null when it is not this recipient's. */
  async markRead(recipientId: string, messageId: string, now: Date): Promise<MessageDoc | null> {
    const message = await this.models.Message.findOne({
      _id: messageId,
      recipientId,
    }).lean<MessageDoc>();
    if (!message || message.isRead) return message;
    await this.models.Message.updateOne(
      { _id: messageId, recipientId },
      { $set: { isRead: true, readAt: now } },
    );
    return { ...message, isRead: true, readAt: now };
  }
}
