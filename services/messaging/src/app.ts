import Router from '@koa/router';
import {
  createServiceApp,
  LiveEvents,
  requireRole,
  requireUser,
  type createLogger,
} from '@d742/service-kit';
import type { Connection } from 'mongoose';
import { AcademicsAudience } from './clients/academics-audience';
import { DEFAULT_ACADEMICS_URL, type MessagingConfig } from './config';
import type { HandlerDeps, MessagingState } from './handlers/context';
import { listMessagesHandler } from './handlers/list-messages.handler';
import { markReadHandler } from './handlers/mark-read.handler';
import { sendMessageHandler } from './handlers/send-message.handler';
import { unreadCountHandler } from './handlers/unread-count.handler';
import { createModels } from './models';
import { MessageRepository } from './repositories/message-repository';

export interface MessagingDeps {
  connection: Connection;
  /** Without GATEWAY_INTERNAL_URL (other packages' test stacks) live events are dropped with a warning. */
  config: Pick<MessagingConfig, 'INTERNAL_SECRET'> &
    Partial<Pick<MessagingConfig, 'GATEWAY_INTERNAL_URL' | 'ACADEMICS_URL'>>;
  logger: ReturnType<typeof createLogger>;
  now?: () => Date;
}

/** Two languages of a 5000-character message, JSON-escaped, stay well below this. */
const BODY_LIMIT = '64kb';

export function createApp(deps: MessagingDeps) {
  const { config, logger } = deps;
  const handlerDeps: HandlerDeps = {
    messages: new MessageRepository(createModels(deps.connection)),
    audience: new AcademicsAudience({
      academicsUrl: config.ACADEMICS_URL ?? DEFAULT_ACADEMICS_URL,
      secret: config.INTERNAL_SECRET,
      logger,
    }),
    live: new LiveEvents({
      gatewayUrl: config.GATEWAY_INTERNAL_URL,
      secret: config.INTERNAL_SECRET,
      logger,
    }),
    now: deps.now ?? (() => new Date()),
  };

  const app = createServiceApp({
    name: 'messaging',
    secret: config.INTERNAL_SECRET,
    logger,
    bodyLimit: BODY_LIMIT,
    health: async () => ({ database: deps.connection.readyState === 1 ? 'up' : 'down' }),
  });

  const router = new Router<MessagingState>();
  router.get('/api/messages', requireUser(), listMessagesHandler(handlerDeps));
  router.post('/api/messages', requireRole('teacher', 'admin'), sendMessageHandler(handlerDeps));
  router.get('/api/messages/unread-count', requireUser(), unreadCountHandler(handlerDeps));
  router.patch('/api/messages/:id/read', requireUser(), markReadHandler(handlerDeps));

  app.use(router.routes());
  app.use(router.allowedMethods({ throw: true }));
  return app;
}

export { seedDemoData } from './seed';
