import type { Language, Message } from '@d742/contracts';
import { pickLanguage } from '@d742/service-kit';
import type { MessageDoc } from '../models';

export function toMessageDto(doc: MessageDoc, lang: Language): Message {
  return {
    id: doc._id.toHexString(),
    subject: pickLanguage(doc.subject, lang),
    content: pickLanguage(doc.content, lang),
    isRead: doc.isRead,
    createdAt: doc.createdAt.toISOString(),
    senderName: doc.senderName,
    senderRole: doc.senderRole,
    readAt: doc.readAt ? doc.readAt.toISOString() : null,
  };
}
