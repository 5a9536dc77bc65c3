import Router from '@koa/router';
import { requireRole, requireUser } from '@d742/service-kit';
import type { HandlerDeps, MessagingState } from './handlers/context';
import { getThreadHandler } from './handlers/get-thread.handler';
import { listTemplatesHandler } from './handlers/list-templates.handler';
import { listMessagesHandler } from './handlers/list-messages.handler';
import { markReadHandler } from './handlers/mark-read.handler';
import { postReplyHandler } from './handlers/post-reply.handler';
import { replyAudioHandler } from './handlers/reply-audio.handler';
import { sendMessageHandler } from './handlers/send-message.handler';
import { startConversationHandler } from './handlers/start-conversation.handler';
import { unreadCountHandler } from './handlers/unread-count.handler';

/** Paths whose bodies the app leaves unparsed: a reply is JSON or multipart (see reply-body). */
export const RAW_BODY_PATHS = ['/api/messages/'];

export function createRouter(deps: HandlerDeps): Router<MessagingState> {
  const router = new Router<MessagingState>();
  router.get('/api/messages', requireUser(), listMessagesHandler(deps));
  router.post('/api/messages', requireRole('teacher', 'admin'), sendMessageHandler(deps));
  // Before '/api/messages/:id', which would take them for an id.
  router.get('/api/messages/unread-count', requireUser(), unreadCountHandler(deps));
  router.get('/api/messages/templates', requireRole('teacher', 'admin'), listTemplatesHandler());
  router.get('/api/messages/:id', requireUser(), getThreadHandler(deps));
  router.patch('/api/messages/:id/read', requireUser(), markReadHandler(deps));
  router.post('/api/messages/:id/replies', requireUser(), postReplyHandler(deps));
  router.get('/api/messages/:id/replies/:replyId/audio', requireUser(), replyAudioHandler(deps));
  router.post('/api/conversations', requireRole('parent'), startConversationHandler(deps));
  return router;
}
