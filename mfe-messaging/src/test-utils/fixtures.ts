import type {
  BilingualText,
  Language,
  MessageSender,
  MessageSummary,
  Reply,
  ReplyAudio,
  ThreadResponse,
  User,
} from '@d742/contracts';

let counter = 0;
const nextId = (prefix: string) => {
  counter += 1;
  return `${prefix}${String(counter).padStart(21, '0')}`;
};

export const amina: User = {
  id: '64a000000000000000000001',
  username: 'amina',
  firstName: 'Amina',
  lastName: 'Hassan',
  email: 'amina.hassan@example.org',
  phone: '+1 612 555 0141',
  language: 'so',
  role: 'parent',
  createdAt: '2025-01-15T08:00:00.000Z',
};

export const AMINA: MessageSender = { id: amina.id, name: 'Amina Hassan', role: 'parent' };
export const JOHNSON: MessageSender = {
  id: '64a000000000000000000004',
  name: 'Ms. Sarah Johnson',
  role: 'teacher',
};
export const SCHOOL_OFFICE: MessageSender = {
  id: '64a000000000000000000006',
  name: 'School Administration',
  role: 'admin',
};

const other = (language: Language): Language => (language === 'so' ? 'en' : 'so');

/** A text in the reader's language as written (no mark). */
export function original(text: string, language: Language = 'en'): BilingualText {
  return {
    original: { language, text, origin: 'typed' },
    translation: { source: 'none', language: other(language) },
    shown: { language, text, status: 'original' },
  };
}

/** Written in `from`, shown to the reader as the translator's text. */
export function machine(originalText: string, from: Language, shownText: string): BilingualText {
  const to = other(from);
  return {
    original: { language: from, text: originalText, origin: 'typed' },
    translation: { source: 'machine', language: to, text: shownText },
    shown: { language: to, text: shownText, status: 'machine' },
  };
}

/** Written in `from` with no translation: the reader sees the original, marked so. */
export function untranslated(text: string, from: Language): BilingualText {
  return {
    original: { language: from, text, origin: 'typed' },
    translation: { source: 'none', language: other(from) },
    shown: { language: from, text, status: 'not_translated' },
  };
}

/** The school's own text, written by the author in both languages. */
export function authored(text: string, language: Language, otherText: string): BilingualText {
  return {
    original: { language: other(language), text: otherText, origin: 'typed' },
    translation: { source: 'author', language, text },
    shown: { language, text, status: 'author' },
  };
}

export interface SummaryInput {
  subject?: BilingualText;
  content?: BilingualText;
  sender?: MessageSender;
  schoolNotice?: boolean;
  isRead?: boolean;
  createdAt?: string;
  thread?: Partial<MessageSummary['thread']>;
}

/** A list entry / first message in the contract's shape (24-hex ids like the service's). */
export function makeSummary(input: SummaryInput = {}): MessageSummary {
  const id = nextId('66c');
  const subject = input.subject ?? original(`Subject ${counter}`);
  const content = input.content ?? original(`Content of message ${counter}.`);
  const isRead = input.isRead ?? false;
  const createdAt = input.createdAt ?? '2026-03-02T08:00:00.000Z';
  const sender = input.sender ?? JOHNSON;
  return {
    id,
    subject: subject.shown.text,
    content: content.shown.text,
    isRead,
    createdAt,
    senderName: sender.name ?? undefined,
    senderRole: sender.role,
    readAt: null,
    sender,
    schoolNotice: input.schoolNotice ?? false,
    texts: { subject, content },
    thread: {
      id,
      studentId: '64b000000000000000000002',
      unreadCount: isRead ? 0 : 1,
      replyCount: 0,
      lastActivityAt: createdAt,
      lastReply: null,
      ...input.thread,
    },
  };
}

export function makeReply(
  thread: MessageSummary,
  input: {
    sender?: MessageSender;
    content?: BilingualText | null;
    audio?: ReplyAudio | null;
    isRead?: boolean;
    createdAt?: string;
  } = {},
): Reply {
  return {
    id: nextId('66d'),
    messageId: thread.thread.id,
    sender: input.sender ?? JOHNSON,
    createdAt: input.createdAt ?? '2026-03-02T09:00:00.000Z',
    isRead: input.isRead ?? true,
    content: input.content === undefined ? original('A reply.') : input.content,
    audio: input.audio ?? null,
  };
}

export function voiceAudio(
  thread: MessageSummary,
  replyId: string,
  transcript: BilingualText | null,
  durationSeconds = 4.2,
): ReplyAudio {
  return {
    url: `/api/messages/${thread.thread.id}/replies/${replyId}/audio`,
    contentType: 'audio/wav',
    bytes: 134_444,
    durationSeconds,
    transcription: transcript ? 'done' : 'not_transcribed',
    transcript,
  };
}

/** The thread answer, with the first message's counts following its replies. */
export function makeThread(message: MessageSummary, replies: Reply[] = []): ThreadResponse {
  const last = replies.at(-1);
  const unread = (message.isRead ? 0 : 1) + replies.filter((r) => !r.isRead).length;
  return {
    message: {
      ...message,
      thread: {
        ...message.thread,
        unreadCount: unread,
        replyCount: replies.length,
        lastActivityAt: last?.createdAt ?? message.createdAt,
        lastReply: last
          ? {
              id: last.id,
              sender: last.sender,
              createdAt: last.createdAt,
              preview: last.content?.shown.text ?? last.audio?.transcript?.shown.text ?? '',
              hasAudio: last.audio !== null,
            }
          : null,
      },
    },
    replies,
  };
}

/** A mono 16-bit PCM WAV of `seconds` of silence, as the recorder hands over. */
export function silentWav(seconds = 1, sampleRate = 16_000): Blob {
  const samples = Math.round(seconds * sampleRate);
  const buffer = new ArrayBuffer(44 + samples * 2);
  const view = new DataView(buffer);
  const ascii = (offset: number, text: string) =>
    [...text].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  ascii(36, 'data');
  view.setUint32(40, samples * 2, true);
  return new Blob([buffer], { type: 'audio/wav' });
}
