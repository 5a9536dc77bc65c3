import { sendMessageRequestSchema, type Role, type SendMessageResponse } from '@d742/contracts';
import { validate } from '@d742/service-kit';
import { Types } from 'mongoose';
import type { HandlerDeps, MessagingContext } from './context';

/**
 * POST /api/messages (teachers and administrators; the route checks the role): validates the
 * message, asks academics whom the audience reaches within the sender's scope, stores one copy
 * per distinct parent, tells each of them live (`new_message`) and answers 201 `{ sent }`.
 */
export function sendMessageHandler({ messages, audience, live, clock }: HandlerDeps) {
  return async (ctx: MessagingContext) => {
    const input = validate(sendMessageRequestSchema, ctx.request.body);
    const { userId } = ctx.state.identity;
    const role = ctx.state.identity.role as Extract<Role, 'teacher' | 'admin'>;
    const reached = await audience.resolve({ userId, role, ...input.audience });
    const senderName = reached.senderName;
    const sent = await messages.deliver(
      {
        senderId: userId,
        senderName,
        senderRole: role,
        subject: input.subject,
        content: input.content,
        studentId:
          input.audience.type === 'student' ? new Types.ObjectId(input.audience.studentId) : null,
        createdAt: clock(),
      },
      reached.parentIds,
    );
    await live.publish(reached.parentIds, { type: 'new_message', senderName });
    const body: SendMessageResponse = { sent };
    ctx.status = 201;
    ctx.body = body;
  };
}
