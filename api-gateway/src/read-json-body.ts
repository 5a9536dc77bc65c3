import type { Context } from 'koa';
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from './errors';

/** Reads a JSON request body of at most `limit` bytes (the gateway proxies most bodies unread). */
export async function readJsonBody(ctx: Context, limit: number): Promise<unknown> {
  if (!ctx.is('application/json')) throw new UnsupportedMediaTypeError();
  if (Number(ctx.get('content-length') || 0) > limit) throw new PayloadTooLargeError();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new PayloadTooLargeError();
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new ValidationError('Malformed JSON body');
  }
}
