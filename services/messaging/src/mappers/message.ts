import type { Language, Message, MessageSummary, Reply } from '@d742/contracts';
import { pickLanguage } from '@d742/service-kit';
import { legacyText, shownTo } from '../domain/texts';
import type { MessageDoc, ReplyDoc, SenderDoc, ThreadDoc } from '../models';

/** The spec's message in the reader's language (the recipient's copy and its read state). */
export function toMessageDto(doc: MessageDoc, lang: Language): Message {
  return {
    id: doc._id.toHexString(),
    subject: pickLanguage(doc.subject, lang),
    content: pickLanguage(doc.content, lang),
    isRead: doc.isRead,
    createdAt: doc.createdAt.toISOString(),
    ...(doc.senderName ? { senderName: doc.senderName } : {}),
    senderRole: doc.senderRole,
    readAt: doc.readAt ? doc.readAt.toISOString() : null,
  };
}

const toSender = (sender: SenderDoc) => ({ id: sender.id, name: sender.name, role: sender.role });

export function replyAudioUrl(threadId: string, replyId: string): string {
  return `/api/messages/${threadId}/replies/${replyId}/audio`;
}

/**
 * A message as a list entry or a thread's first message, for one reader: their copy when they
 * have one (its id and read state), otherwise the first message itself, read (its staff sender).
 */
export function toMessageSummary(input: {
  message: MessageDoc;
  own: MessageDoc | null;
  thread: ThreadDoc;
  unreadReplies: number;
  lang: Language;
  /** For the thread's staff: the language the family last wrote in (see familyLanguageOf). */
  familyLanguage?: Language | null;
}): MessageSummary {
  const { message, own, thread, lang } = input;
  const texts = {
    subject: message.texts?.subject ?? legacyText(message.subject),
    content: message.texts?.content ?? legacyText(message.content),
  };
  const last = thread.lastReply;
  const threadId = thread._id.toHexString();
  return {
    ...toMessageDto(message, lang),
    id: own ? own._id.toHexString() : threadId,
    isRead: own ? own.isRead : true,
    readAt: own?.readAt ? own.readAt.toISOString() : null,
    sender: { id: message.senderId, name: message.senderName || null, role: message.senderRole },
    schoolNotice: message.notice === true,
    templateId: message.templateId ?? null,
    texts: { subject: shownTo(texts.subject, lang), content: shownTo(texts.content, lang) },
    thread: {
      id: threadId,
      studentId: thread.studentId ? thread.studentId.toHexString() : null,
      unreadCount: (own && !own.isRead ? 1 : 0) + input.unreadReplies,
      replyCount: thread.replyCount,
      lastActivityAt: thread.lastActivityAt.toISOString(),
      lastReply: last
        ? {
            id: last.id.toHexString(),
            sender: toSender(last.sender),
            createdAt: last.createdAt.toISOString(),
            preview: last.text ? shownTo(last.text, lang).shown.text : '',
            hasAudio: last.hasAudio,
          }
        : null,
      ...(input.familyLanguage !== undefined ? { familyLanguage: input.familyLanguage } : {}),
    },
  };
}

/** A reply for one reader, in their language where a translation exists. */
export function toReplyDto(reply: ReplyDoc, readerId: string, lang: Language): Reply {
  const threadId = reply.threadId.toHexString();
  const id = reply._id.toHexString();
  const { audio } = reply;
  return {
    id,
    messageId: threadId,
    sender: toSender(reply.sender),
    createdAt: reply.createdAt.toISOString(),
    isRead: reply.sender.id === readerId || !reply.unreadBy.includes(readerId),
    content: reply.content ? shownTo(reply.content, lang) : null,
    audio: audio
      ? {
          url: replyAudioUrl(threadId, id),
          contentType: 'audio/wav',
          bytes: audio.bytes,
          durationSeconds: audio.durationSeconds,
          transcription: audio.transcript ? 'done' : 'not_transcribed',
          transcript: audio.transcript ? shownTo(audio.transcript, lang) : null,
        }
      : null,
  };
}
