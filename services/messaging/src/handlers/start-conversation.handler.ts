import { startConversationRequestSchema } from '@d742/contracts';
import { Types } from 'mongoose';
import { MessagingError, validateInput } from '../domain/errors';
import { displayPair } from '../domain/texts';
import type { HandlerDeps, MessagingContext } from './context';
import { takeSend, typed } from './sending';
import { threadResponse } from './thread-access';

/**
 * POST /api/conversations (parents): `{ teacherId, studentId, subject, content, language }`
 * starts a thread with a teacher of one of the caller's children. Academics decides (decision
 * 007): the child must be the caller's (else 404 STUDENT_NOT_FOUND) and taught by that teacher
 * (else 404 TEACHER_NOT_FOUND); the thread's family is the child's guardians. The first message
 * is stored once per guardian (the caller's copy read) and once for the teacher, translated now;
 * the others are told live. Answers 201 with the thread.
 */
export function startConversationHandler(deps: HandlerDeps) {
  return async (ctx: MessagingContext) => {
    const caller = ctx.state.identity;
    const lang = ctx.state.language;
    const input = validateInput(startConversationRequestSchema, ctx.request.body, lang);
    await takeSend(deps, ctx);

    const [family, teacher, parentName] = await Promise.all([
      deps.audience.visibility(input.studentId, { userId: caller.userId, role: 'parent' }),
      deps.audience.visibility(input.studentId, { userId: input.teacherId, role: 'teacher' }),
      deps.names.nameOf(caller, lang),
    ]);
    if (!family?.visible) throw new MessagingError('STUDENT_NOT_FOUND', lang);
    if (!teacher?.visible) throw new MessagingError('TEACHER_NOT_FOUND', lang);

    const [subject, content] = await Promise.all([
      typed(deps, caller, input.subject, input.language),
      typed(deps, caller, input.content, input.language),
    ]);
    const createdAt = deps.clock();
    const studentId = new Types.ObjectId(input.studentId);
    const guardians = [...new Set([caller.userId, ...family.student.parentIds])];
    const teacherName = teacher.staff?.displayName ?? null;
    const copies = await deps.threads.open(
      {
        studentId,
        familyIds: guardians,
        staffIds: [input.teacherId],
        staff: [{ id: input.teacherId, name: teacherName, role: 'teacher' }],
        createdAt,
      },
      {
        studentId,
        senderId: caller.userId,
        senderName: parentName ?? '',
        senderRole: 'parent',
        subject: displayPair(subject),
        content: displayPair(content),
        texts: { subject, content },
        notice: false,
        createdAt,
      },
      [...guardians, input.teacherId],
      caller.userId,
    );
    const threadId = copies[0]?._id.toHexString() ?? '';
    const others = copies.map((c) => c.recipientId).filter((id) => id !== caller.userId);
    await deps.live.publish(others, {
      type: 'new_message',
      senderName: parentName ?? '',
      threadId,
    });
    const view = await deps.threads.resolve(threadId, caller.userId);
    if (!view) throw new Error('the new thread cannot be read back');
    ctx.status = 201;
    ctx.body = await threadResponse(deps, view, ctx);
  };
}
