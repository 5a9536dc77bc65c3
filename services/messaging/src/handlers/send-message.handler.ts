import { createHash } from 'node:crypto';
import {
  findMessageTemplate,
  isTemplatedMessageRequest,
  renderMessageTemplate,
  sendMessageRequestSchema,
  sendTemplatedMessageRequestSchema,
  type Language,
  type LocalizedText,
  type MessageAudience,
  type Role,
  type SendMessageRequest,
  type SendMessageResponse,
} from '@d742/contracts';
import type { Identity } from '@d742/service-kit';
import { Types } from 'mongoose';
import { MessagingError, validateInput } from '../domain/errors';
import { authoredInBoth, displayPair, type StoredText } from '../domain/texts';
import type { StaffSendDoc } from '../models';
import type { OutgoingMessage } from '../repositories/message-repository';
import { copyIdOf, sendIdOf } from '../repositories/staff-send-repository';
import type { HandlerDeps, MessagingContext } from './context';
import { takeSend, typed } from './sending';

type StaffRole = Extract<Role, 'teacher' | 'admin'>;

/** What a staff send says, before anyone is reached: its texts are made only for a new send. */
interface StaffMessage {
  audience: MessageAudience;
  key: string | undefined;
  /** The request without its key, so a key reused for another message is recognised. */
  fingerprint: string;
  templateId: string | null;
  texts(sender: Identity): Promise<{ subject: StoredText; content: StoredText }>;
}

/** JSON with object keys sorted: the same request always gives the same text. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
const fingerprintOf = (request: object) =>
  createHash('sha256').update(canonical(request)).digest('hex');

/**
 * A staff text as stored: written in both languages it is the author's own translation;
 * written in one (`language`, else the sender's interface language) it is translated now.
 */
async function schoolText(
  deps: Pick<HandlerDeps, 'voice' | 'glossary'>,
  sender: Identity,
  raw: SendMessageRequest['subject'],
  pair: LocalizedText,
  language: Language,
): Promise<StoredText> {
  if (typeof raw !== 'string') return authoredInBoth(pair, language);
  return typed(deps, sender, pair[language], language);
}

/** The body as free text or as a checked template with its fields; any problem answers 400 now. */
function readStaffMessage(
  deps: Pick<HandlerDeps, 'voice' | 'glossary'>,
  body: unknown,
  lang: Language,
): StaffMessage {
  if (isTemplatedMessageRequest(body)) {
    const input = validateInput(sendTemplatedMessageRequestSchema, body, lang);
    const template = findMessageTemplate(input.templateId);
    if (!template) throw new MessagingError('MESSAGE_TEMPLATE_UNKNOWN', lang);
    if (!template.audiences.includes(input.audience.type))
      throw new MessagingError('MESSAGE_TEMPLATE_AUDIENCE', lang, {
        audiences: template.audiences,
      });
    const rendered = renderMessageTemplate(template, input.fields);
    if (!rendered.ok) {
      const [first] = rendered.problems;
      throw new MessagingError(first?.code ?? 'MESSAGE_INVALID', lang, {
        problems: rendered.problems,
      });
    }
    const { idempotencyKey: key, ...request } = input;
    return {
      audience: input.audience,
      key,
      fingerprint: fingerprintOf(request),
      templateId: template.id,
      // The school's own text in both languages; the sender's language is its original.
      texts: async () => ({
        subject: authoredInBoth(rendered.subject, lang),
        content: authoredInBoth(rendered.content, lang),
      }),
    };
  }
  const raw = (body ?? {}) as Partial<SendMessageRequest>;
  const input = validateInput(sendMessageRequestSchema, body, lang);
  const { idempotencyKey: key, ...request } = input;
  const language = input.language ?? lang;
  return {
    audience: input.audience,
    key,
    fingerprint: fingerprintOf(request),
    templateId: null,
    texts: async (sender) => {
      const [subject, content] = await Promise.all([
        schoolText(deps, sender, raw.subject ?? '', input.subject, language),
        schoolText(deps, sender, raw.content ?? '', input.content, language),
      ]);
      return { subject, content };
    },
  };
}

/**
 * Whom the audience reaches within the sender's scope, asked of academics: a class of the staff
 * workspace by its roster (the sender's own classes; an administrator's: every class), anything
 * else by academics' audience rule.
 */
async function reach(
  { audience }: Pick<HandlerDeps, 'audience'>,
  sender: Identity,
  to: MessageAudience,
  lang: Language,
): Promise<{ parentIds: string[]; senderName: string }> {
  const { userId } = sender;
  const role = sender.role as StaffRole;
  if (to.type === 'class' && to.classId) {
    const roster = await audience.staffClass(sender, to.classId, lang);
    const first = roster?.students[0];
    if (!roster || !first) throw new MessagingError('CLASS_NOT_FOUND', lang);
    // The sender's name as the school records it (academics' rule for one of the class's children).
    const { senderName } = await audience.resolve({
      userId,
      role,
      type: 'student',
      studentId: first.studentId,
    });
    const parentIds = roster.students.flatMap((s) => s.guardians.map((g) => g.userId));
    return { parentIds: [...new Set(parentIds)], senderName };
  }
  const query = to.type === 'class' ? { type: 'class' as const, grade: to.grade ?? '' } : to;
  const reached = await audience.resolve({ userId, role, ...query });
  return { parentIds: [...new Set(reached.parentIds)], senderName: reached.senderName };
}

/**
 * Completes a keyed send (storing the copies its recipients lack) and tells those recipients
 * live. Answers how many recipients the send has.
 */
async function completeKeyed(
  deps: HandlerDeps,
  send: StaffSendDoc,
  fingerprint: string,
  lang: Language,
): Promise<number> {
  if (send.fingerprint !== fingerprint)
    throw new MessagingError('MESSAGE_IDEMPOTENCY_KEY_REUSED', lang);
  const delivered = await deps.sends.complete(send, deps.clock());
  await deps.live.publish(delivered, {
    type: 'new_message',
    senderName: send.message.senderName,
    ...(send.thread ? { threadId: send.thread._id.toHexString() } : {}),
  });
  return new Set(send.recipientIds).size;
}

/**
 * POST /api/messages (teachers and administrators; the route checks the role): free text or a
 * checked template with its fields (`templateId`, `fields`), to one student's family, a class or
 * (administrators) the school. Validates it, asks academics whom it reaches within the sender's
 * scope, makes its texts once (a template: the school's own both languages; free text:
 * translated now), stores one copy per distinct parent, tells each of them live (`new_message`)
 * and answers 201 `{ sent }`. A message to one student's family opens a thread between that
 * family and the sender; a class or school message becomes a thread with a family when it answers.
 *
 * With `idempotencyKey` (required for a class or the school) the send is fanned out once: sending
 * the same request again stores only the copies a failed attempt did not, and answers the same;
 * the same key with another message answers 422.
 */
export function sendMessageHandler(deps: HandlerDeps) {
  const { threads, sends, live, clock } = deps;
  return async (ctx: MessagingContext) => {
    const lang = ctx.state.language;
    const request = readStaffMessage(deps, ctx.request.body, lang);
    const { audience: to, key, fingerprint } = request;
    if (!key && to.type !== 'student')
      throw new MessagingError('MESSAGE_IDEMPOTENCY_KEY_REQUIRED', lang);
    const sender = ctx.state.identity;
    const { userId } = sender;
    const role = sender.role as StaffRole;
    const sendId = key ? sendIdOf(userId, key) : null;
    const respond = (sent: number) => {
      const body: SendMessageResponse = { sent };
      ctx.status = 201;
      ctx.body = body;
    };

    const earlier = sendId ? await sends.find(sendId) : null;
    if (earlier) return respond(await completeKeyed(deps, earlier, fingerprint, lang));

    await takeSend(deps, ctx);
    const reached = await reach(deps, sender, to, lang);
    const { subject, content } = await request.texts(sender);
    const studentId = to.type === 'student' ? new Types.ObjectId(to.studentId) : null;
    const message: OutgoingMessage = {
      senderId: userId,
      senderName: reached.senderName,
      senderRole: role,
      subject: displayPair(subject),
      content: displayPair(content),
      texts: { subject, content },
      notice: to.type === 'school',
      templateId: request.templateId,
      studentId,
      createdAt: clock(),
    };
    const staff = { id: userId, name: reached.senderName, role };

    if (sendId) {
      const send: StaffSendDoc = {
        _id: sendId,
        senderId: userId,
        fingerprint,
        message,
        recipientIds: reached.parentIds,
        thread: null,
        createdAt: message.createdAt,
        completedAt: null,
      };
      const first = reached.parentIds[0];
      if (studentId && first)
        send.thread = {
          _id: copyIdOf(send, first),
          studentId,
          familyIds: reached.parentIds,
          staffIds: [userId],
          staff: [staff],
          createdAt: message.createdAt,
        };
      // Two attempts at once: the one that recorded the send first decides what it says.
      const stored = (await sends.claim(send)) ? send : await sends.find(sendId);
      if (!stored) throw new Error('a claimed send cannot be read back');
      return respond(await completeKeyed(deps, stored, fingerprint, lang));
    }

    // Without a key, only to one student's family (the route refused the rest above).
    const copies = await threads.open(
      {
        studentId: studentId as Types.ObjectId,
        familyIds: reached.parentIds,
        staffIds: [userId],
        staff: [staff],
        createdAt: message.createdAt,
      },
      message,
      reached.parentIds,
    );
    // The thread goes with it, as with a keyed send: a notification (live, push, email, SMS) links
    // to the conversation, and a parent's SMS reply can land in it.
    const thread = copies[0]?.threadId;
    await live.publish(reached.parentIds, {
      type: 'new_message',
      senderName: reached.senderName,
      ...(thread ? { threadId: thread.toHexString() } : {}),
    });
    respond(copies.length);
  };
}
