import { CONVERSATION_TEXT_MAX_LENGTH, type Language } from '@d742/contracts';
import { signIdentity, type IdentityRole } from '@d742/service-kit';

const TIMEOUT_MS = 10_000;

/** What messaging answered to a reply posted for a parent. */
export type ReplyOutcome =
  | { kind: 'posted' }
  /** Messaging refused it (no such thread, not theirs, closed...): status and code. */
  | { kind: 'refused'; status: number; code: string | null };

/**
 * Posts a parent's text message as their reply in a conversation, through messaging's own
 * `POST /api/messages/:id/replies` with identity headers signed for that parent (as the gateway
 * signs them), so it is checked, stored and translated like any reply. The idempotency key (from
 * the provider's MessageSid) makes a retried webhook store nothing new. Unreachable throws.
 */
export class MessagingReplies {
  constructor(private readonly opts: { messagingUrl: string; secret: string }) {}

  async post(reply: {
    userId: string;
    role: IdentityRole;
    threadId: string;
    content: string;
    language: Language;
    idempotencyKey: string;
  }): Promise<ReplyOutcome> {
    const url = `${this.opts.messagingUrl.replace(/\/+$/, '')}/api/messages/${encodeURIComponent(
      reply.threadId,
    )}/replies`;
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        ...signIdentity(this.opts.secret, {
          userId: reply.userId,
          role: reply.role,
          clientIp: '127.0.0.1',
        }),
        'content-type': 'application/json',
        'accept-language': reply.language,
      },
      body: JSON.stringify({
        content: reply.content.slice(0, CONVERSATION_TEXT_MAX_LENGTH),
        language: reply.language,
        idempotencyKey: reply.idempotencyKey,
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await response.text();
    if (response.ok) return { kind: 'posted' };
    let code: string | null = null;
    try {
      const body = JSON.parse(text) as { code?: unknown };
      if (typeof body.code === 'string') code = body.code;
    } catch {
      // not JSON
    }
    return { kind: 'refused', status: response.status, code };
  }
}
