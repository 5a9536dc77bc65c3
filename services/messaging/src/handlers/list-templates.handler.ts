import { MESSAGE_TEMPLATES } from '@d742/contracts';
import type { MessagingContext } from './context';

/**
 * GET /api/messages/templates (teachers and administrators): the checked templates with their
 * fields and both languages, so the staff workspace previews exactly the text the server sends.
 */
export function listTemplatesHandler() {
  return (ctx: MessagingContext) => {
    ctx.body = MESSAGE_TEMPLATES;
  };
}
