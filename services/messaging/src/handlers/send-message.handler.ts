import {
  sendMessageRequestSchema,
  type Language,
  type LocalizedText,
  type Role,
  type SendMessageRequest,
  type SendMessageResponse,
} from '@d742/contracts';
import { validate, type Identity } from '@d742/service-kit';
import { Types } from 'mongoose';
import { authoredInBoth, displayPair, type StoredText } from '../domain/texts';
import type { OutgoingMessage } from '../repositories/message-repository';
import type { HandlerDeps, MessagingContext } from './context';
import { takeSend, typed } from './sending';

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

/**
 * POST /api/messages (teachers and administrators; the route checks the role): validates the
 * message, asks academics whom the audience reaches within the sender's scope, translates it
 * once, stores one copy per distinct parent, tells each of them live (`new_message`) and
 * answers 201 `{ sent }`. A message to one student's family opens a thread between that family
 * and the sender; a class or school message becomes a thread with a family when it answers.
 */
export function sendMessageHandler(deps: HandlerDeps) {
  const { messages, threads, audience, live, clock } = deps;
  return async (ctx: MessagingContext) => {
    const raw = (ctx.request.body ?? {}) as Partial<SendMessageRequest>;
    const input = validate(sendMessageRequestSchema, ctx.request.body);
    await takeSend(deps, ctx);
    const sender = ctx.state.identity;
    const { userId } = sender;
    const role = sender.role as Extract<Role, 'teacher' | 'admin'>;
    const reached = await audience.resolve({ userId, role, ...input.audience });
    const senderName = reached.senderName;
    const language = input.language ?? ctx.state.language;
    const [subject, content] = await Promise.all([
      schoolText(deps, sender, raw.subject ?? '', input.subject, language),
      schoolText(deps, sender, raw.content ?? '', input.content, language),
    ]);
    const { audience: to } = input;
    const studentId = to.type === 'student' ? new Types.ObjectId(to.studentId) : null;
    const message: OutgoingMessage = {
      senderId: userId,
      senderName,
      senderRole: role,
      subject: displayPair(subject),
      content: displayPair(content),
      texts: { subject, content },
      notice: to.type === 'school',
      studentId,
      createdAt: clock(),
    };
    const sent = studentId
      ? (
          await threads.open(
            {
              studentId,
              familyIds: [...new Set(reached.parentIds)],
              staffIds: [userId],
              staff: [{ id: userId, name: senderName, role }],
              createdAt: message.createdAt,
            },
            message,
            reached.parentIds,
          )
        ).length
      : await messages.deliver(message, reached.parentIds);
    await live.publish(reached.parentIds, { type: 'new_message', senderName });
    const body: SendMessageResponse = { sent };
    ctx.status = 201;
    ctx.body = body;
  };
}
