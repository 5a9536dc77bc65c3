import type Koa from 'koa';
import {
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
  ValidationError,
  type IdentityRole,
} from '@d742/service-kit';
import { isValidTwilioSignature } from '../channels/sms-signature';
import { SmsNotConfiguredError, SmsSignatureError } from '../domain/errors';
import { keywordOf, normalisePhone, SMS_REPLIES } from '../domain/sms';
import type { InboundOutcome } from '../models';
import type { DeliveryState, HandlerDeps } from './context';

type Middleware = Koa.Middleware<DeliveryState>;

const LIMIT = 64 * 1024;
export const SMS_INBOUND_PATH = '/api/sms/inbound';
export const TWILIO_SIGNATURE_HEADER = 'x-twilio-signature';

async function readForm(ctx: Koa.Context): Promise<Record<string, string | string[]>> {
  if (!ctx.is('application/x-www-form-urlencoded')) throw new UnsupportedMediaTypeError();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > LIMIT) throw new PayloadTooLargeError();
    chunks.push(chunk);
  }
  const params: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(Buffer.concat(chunks).toString('utf8'))) {
    const seen = params[name];
    if (seen === undefined) params[name] = value;
    else params[name] = Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return params;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

function twiml(ctx: Koa.Context, answer: string | null) {
  ctx.type = 'text/xml';
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?>${
    answer ? `<Response><Message>${escapeXml(answer)}</Message></Response>` : '<Response/>'
  }`;
}

const single = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value : undefined;

/**
 * POST /api/sms/inbound: the SMS provider's webhook (Twilio's form fields, X-Twilio-Signature
 * over PUBLIC_URL + path and the sorted parameters). STOP/JOOJI and START/BILOW change our
 * suppression list; a verified parent's reply goes into the conversation of the latest school
 * text we sent them (14 days), posted to messaging as their reply; anything else is kept for an
 * administrator and answered with a short bilingual message. Stored once per MessageSid: a
 * retried webhook gets the first answer again and changes nothing.
 */
export function smsInboundHandler(deps: HandlerDeps): Middleware {
  return async (ctx) => {
    if (!deps.sms) throw new SmsNotConfiguredError();
    const params = await readForm(ctx as unknown as Koa.Context);
    const url = `${deps.publicUrl}${ctx.originalUrl}`;
    if (!isValidTwilioSignature(deps.sms.authToken, ctx.get(TWILIO_SIGNATURE_HEADER), url, params))
      throw new SmsSignatureError();
    const messageSid = single(params.MessageSid) ?? single(params.SmsSid);
    const rawFrom = single(params.From);
    const body = (single(params.Body) ?? '').slice(0, 2000);
    if (!messageSid || !rawFrom)
      throw new ValidationError('MessageSid and From are required', { code: 'SMS_INVALID' });

    const earlier = await deps.smsLog.inboundBySid(messageSid);
    if (earlier) {
      twiml(ctx as unknown as Koa.Context, earlier.answer);
      return;
    }
    const now = deps.clock();
    const from = normalisePhone(rawFrom) ?? rawFrom;
    const record = async (
      outcome: InboundOutcome,
      answer: string | null,
      extra: { userId?: string | null; threadId?: string | null } = {},
    ) => {
      await deps.smsLog.recordInbound({
        messageSid,
        from,
        body,
        outcome,
        userId: extra.userId ?? null,
        threadId: extra.threadId ?? null,
        answer,
        receivedAt: now,
      });
      twiml(ctx as unknown as Koa.Context, answer);
    };

    const keyword = keywordOf(body);
    if (keyword === 'stop') {
      await deps.suppressions.suppress(from, 'stop', now);
      return record('stop', SMS_REPLIES.stopped);
    }
    if (keyword === 'start') {
      await deps.suppressions.lift(from);
      return record('start', SMS_REPLIES.started);
    }

    const userId = await deps.phones.ownerOf(from);
    if (!userId) return record('unknown-number', SMS_REPLIES.unmatched);
    const threadId = await deps.smsLog.latestThread(userId, from, now);
    const person = threadId && body.trim() ? await deps.preferences.of(userId) : null;
    if (!threadId || !person) return record('no-conversation', SMS_REPLIES.unmatched, { userId });
    try {
      const posted = await deps.messaging.post({
        userId,
        role: (person.role ?? 'parent') as IdentityRole,
        threadId,
        content: body.trim(),
        language: person.language,
        idempotencyKey: `sms:${messageSid}`.replace(/[^A-Za-z0-9._:-]/g, '').slice(0, 100),
      });
      if (posted.kind === 'posted') return record('replied', null, { userId, threadId });
      deps.logger.warn(
        { status: posted.status, code: posted.code, threadId },
        'messaging refused an SMS reply; kept for an administrator',
      );
    } catch (err) {
      deps.logger.warn({ err, threadId }, 'messaging unreachable for an SMS reply; kept');
    }
    return record('no-conversation', SMS_REPLIES.unmatched, { userId, threadId });
  };
}
