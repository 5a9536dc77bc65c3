import {
  MESSAGE_AUDIO_CONTENT_TYPE,
  MESSAGE_AUDIO_MAX_SECONDS,
  replyFormFieldsSchema,
  replyRequestSchema,
  type Language,
} from '@d742/contracts';
import type { Identity } from '@d742/service-kit';
import { Types } from 'mongoose';
import { MessagingError, validateInput } from '../domain/errors';
import type { StoredText } from '../domain/texts';
import { checkWav } from '../domain/wav';
import { readReplyBody } from '../http/reply-body';
import { toReplyDto } from '../mappers/message';
import type { ReplyAudioDoc, ReplyDoc, SenderDoc } from '../models';
import type { ThreadView } from '../repositories/thread-repository';
import type { HandlerDeps, MessagingContext } from './context';
import { takeSend, translated, typed } from './sending';
import { threadOfParam } from './thread-access';
import { replyIdOf } from '../repositories/thread-repository';

interface ReplyInput {
  language: Language;
  content?: string;
  audio?: { wav: Buffer; durationSeconds: number };
  idempotencyKey?: string;
}

/** The reply as sent, validated, with a recording that really is a WAV of at most 60 s. */
async function readReply(ctx: MessagingContext): Promise<ReplyInput> {
  const lang = ctx.state.language;
  const body = await readReplyBody(ctx, lang);
  if (body.kind === 'json') return validateInput(replyRequestSchema, body.fields, lang);
  const fields = validateInput(replyFormFieldsSchema, body.fields, lang);
  if (!body.audio || body.audio.length === 0) {
    if (!fields.content) throw new MessagingError('MESSAGE_TEXT_REQUIRED', lang);
    return { ...fields, content: fields.content };
  }
  const wav = checkWav(body.audio);
  if (!wav.ok) throw new MessagingError('MESSAGE_AUDIO_INVALID', lang, { reason: wav.reason });
  const { durationSeconds } = wav.info;
  if (durationSeconds > MESSAGE_AUDIO_MAX_SECONDS)
    throw new MessagingError('MESSAGE_AUDIO_TOO_LONG', lang, {
      durationSeconds: Math.round(durationSeconds * 10) / 10,
      maxSeconds: MESSAGE_AUDIO_MAX_SECONDS,
    });
  return { ...fields, audio: { wav: body.audio, durationSeconds } };
}

/**
 * Who is replying: a staff member under the name the thread has for them (the school's record),
 * a parent under the name identity gives them now.
 */
async function senderOf(
  { names }: Pick<HandlerDeps, 'names'>,
  view: ThreadView,
  caller: Identity,
  lang: Language,
): Promise<SenderDoc> {
  const role = caller.role as SenderDoc['role'];
  const staff = view.thread.staff.find((s) => s.id === caller.userId);
  if (staff) return { id: caller.userId, name: staff.name, role };
  return { id: caller.userId, name: await names.nameOf(caller, lang), role };
}

/**
 * The recording with what the voice service made of it at send time: its transcript in the
 * spoken language and that transcript's translation; when speech recognition is unavailable,
 * the recording alone ('not transcribed').
 */
async function heard(
  deps: Pick<HandlerDeps, 'voice' | 'glossary'>,
  caller: Identity,
  audio: NonNullable<ReplyInput['audio']>,
  language: Language,
): Promise<Omit<ReplyAudioDoc, 'fileId'>> {
  const transcript = await deps.voice.transcribe(caller, audio.wav, language);
  return {
    bytes: audio.wav.length,
    durationSeconds: Math.round(audio.durationSeconds * 100) / 100,
    contentType: MESSAGE_AUDIO_CONTENT_TYPE,
    transcript: transcript
      ? await translated(deps, caller, { language, text: transcript, origin: 'transcript' })
      : null,
  };
}

/**
 * POST /api/messages/:id/replies (the thread's family and staff): JSON `{ content, language }`,
 * or multipart with the recording `audio` (WAV, at most 60 s and 2.5 MB) and `language`, plus
 * an optional typed `content`. Translation and transcription happen now, once, and are stored;
 * their absence never fails the reply. Replying marks the thread read for the sender. Answers 201 with the stored reply; the other side of the
 * thread is told live (`new_message` with the thread's id).
 *
 * With `idempotencyKey`, a reply already stored under that key (the same sender and thread) is
 * answered again with 200 and nothing else happens: no second copy, no second notification, no
 * send counted, so a parent who presses Send again after a lost answer never sends twice.
 */
export function postReplyHandler(deps: HandlerDeps) {
  return async (ctx: MessagingContext) => {
    const view = await threadOfParam(deps, ctx);
    const caller = ctx.state.identity;
    const lang = ctx.state.language;
    const input = await readReply(ctx);
    const threadId = view.thread._id;
    const replyId = input.idempotencyKey
      ? replyIdOf(threadId, caller.userId, input.idempotencyKey)
      : new Types.ObjectId();
    const answerStored = async () => {
      const stored = await deps.threads.findReply(threadId, replyId.toHexString());
      if (!stored) return false;
      ctx.status = 200;
      ctx.body = toReplyDto(stored, caller.userId, lang);
      return true;
    };
    if (input.idempotencyKey && (await answerStored())) return;
    await takeSend(deps, ctx);

    const [sender, content, audio] = await Promise.all([
      senderOf(deps, view, caller, lang),
      input.content ? typed(deps, caller, input.content, input.language) : null,
      input.audio ? heard(deps, caller, input.audio, input.language) : null,
    ]);
    const fileId = input.audio
      ? await deps.audio.save(input.audio.wav, {
          contentType: MESSAGE_AUDIO_CONTENT_TYPE,
          threadId: threadId.toHexString(),
        })
      : null;
    const readers = [...view.thread.familyIds, ...view.thread.staffIds];
    const reply: ReplyDoc = {
      _id: replyId,
      threadId,
      sender,
      createdAt: deps.clock(),
      content: content as StoredText | null,
      audio: audio && fileId ? { ...audio, fileId } : null,
      language: input.language,
      unreadBy: [...new Set(readers)].filter((id) => id !== caller.userId),
    };
    // Who answers has read the thread; marked first, so a failed reply leaves nothing unread wrongly.
    await deps.threads.markRead(view, caller.userId, reply.createdAt);
    let outcome: 'stored' | 'duplicate';
    try {
      outcome = await deps.threads.addReply(view, reply);
    } catch (err) {
      if (fileId) await deps.audio.remove(fileId);
      throw err;
    }
    if (outcome === 'duplicate') {
      // The same keyed reply sent twice at once: the other request stored it and told the thread.
      if (fileId) await deps.audio.remove(fileId);
      if (await answerStored()) return;
      throw new Error('a duplicate reply cannot be read back');
    }
    await deps.live.publish(reply.unreadBy, {
      type: 'new_message',
      senderName: sender.name ?? '',
      threadId: threadId.toHexString(),
    });
    ctx.status = 201;
    ctx.body = toReplyDto(reply, caller.userId, lang);
  };
}
