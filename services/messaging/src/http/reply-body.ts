import type { IncomingMessage } from 'node:http';
import { MESSAGE_AUDIO_MAX_BYTES, type Language } from '@d742/contracts';
import {
  findForbiddenKey,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '@d742/service-kit';
import type Koa from 'koa';
import { MessagingError } from '../domain/errors';

/** A typed reply's JSON: two languages of text stay far below this. */
export const REPLY_JSON_LIMIT = 64 * 1024;
/** Room for the text fields and the boundaries of a multipart reply beside its recording. */
const FORM_OVERHEAD = 64 * 1024;

/** A reply as sent: JSON fields, or multipart text fields and the `audio` part. */
export type ReplyBody =
  | { kind: 'json'; fields: unknown }
  | { kind: 'form'; fields: Record<string, string>; audio: Buffer | null };

/** The request body, refused with 413 past `limit` bytes (nothing more is read). */
function readRaw(req: IncomingMessage, limit: number, tooLarge: () => Error): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) {
    req.resume();
    return Promise.reject(tooLarge());
  }
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let seen = 0;
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > limit) {
        req.off('data', onData);
        req.resume();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

function parseJson(raw: Buffer): unknown {
  let value: unknown;
  try {
    value = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new ValidationError('Malformed JSON body', { code: 'INVALID_JSON' });
  }
  const forbidden = findForbiddenKey(value);
  if (forbidden)
    throw new ValidationError('Field names may not start with "$" or contain "."', {
      code: 'FORBIDDEN_KEY',
      details: { key: forbidden },
    });
  return value;
}

async function parseForm(raw: Buffer, contentType: string, language: Language) {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(raw), {
      headers: { 'content-type': contentType },
    }).formData();
  } catch {
    throw new ValidationError('Malformed multipart body', { code: 'INVALID_MULTIPART' });
  }
  const fields: Record<string, string> = {};
  let audio: Buffer | null = null;
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      if (name in fields) throw new MessagingError('MESSAGE_FIELD_UNKNOWN', language, { name });
      fields[name] = value;
    } else if (name === 'audio' && audio === null) {
      audio = Buffer.from(await value.arrayBuffer());
    } else {
      throw new MessagingError('MESSAGE_FIELD_UNKNOWN', language, { name });
    }
  }
  if (audio !== null && audio.length > MESSAGE_AUDIO_MAX_BYTES)
    throw new MessagingError('MESSAGE_AUDIO_TOO_LARGE', language);
  return { fields, audio };
}

/**
 * Reads `POST /api/messages/:id/replies`: JSON (at most 64 KB) or multipart/form-data (a
 * recording of at most 2.5 MB plus its fields); anything else is 415. The messaging app leaves
 * these bodies unparsed (see app.ts) because one route takes both.
 */
export async function readReplyBody(
  ctx: Pick<Koa.Context, 'req' | 'get' | 'is'>,
  language: Language,
): Promise<ReplyBody> {
  const hasBody =
    ctx.get('transfer-encoding') !== '' || Number(ctx.get('content-length') || '0') > 0;
  if (!hasBody) return { kind: 'json', fields: {} };
  if (ctx.is('multipart/form-data')) {
    const raw = await readRaw(
      ctx.req,
      MESSAGE_AUDIO_MAX_BYTES + FORM_OVERHEAD,
      () => new MessagingError('MESSAGE_AUDIO_TOO_LARGE', language),
    );
    return { kind: 'form', ...(await parseForm(raw, ctx.get('content-type'), language)) };
  }
  if (ctx.is('json')) {
    const raw = await readRaw(ctx.req, REPLY_JSON_LIMIT, () => new PayloadTooLargeError());
    return { kind: 'json', fields: parseJson(raw) };
  }
  throw new UnsupportedMediaTypeError(
    'Send JSON, or multipart/form-data with the recording as "audio"',
  );
}
