import Router from '@koa/router';
import { requireRole, requireUser } from '@d742/service-kit';
import type { HandlerDeps, MessagingState } from './handlers/context';
import { listMessagesHandler } from './handlers/list-messages.handler';
import { markReadHandler } from './handlers/mark-read.handler';
import { sendMessageHandler } from './handlers/send-message.handler';
import { unreadCountHandler } from './handlers/unread-count.handler';

export function createRouter(deps: HandlerDeps): Router<MessagingState> {
  const router = new Router<MessagingState>();
  router.get('/api/messages', requireUser(), listMessagesHandler(deps));
  router.post('/api/messages', requireRole('teacher', 'admin'), sendMessageHandler(deps));
  router.get('/api/messages/unread-count', requireUser(), unreadCountHandler(deps));
  router.patch('/api/messages/:id/read', requireUser(), markReadHandler(deps));
  return router;
}
