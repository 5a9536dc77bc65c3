import type Koa from 'koa';
import {
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '@d742/service-kit';

const LIMIT = 16 * 1024;

/**
 * The JSON body of a DELETE (service-kit's parser reads POST, PUT and PATCH only). Already parsed
 * bodies are used as they are.
 */
export async function readJsonBody(
  ctx: Pick<Koa.Context, 'request' | 'req' | 'get' | 'is'>,
): Promise<unknown> {
  const parsed = (ctx.request as { body?: unknown }).body;
  if (parsed !== undefined) return parsed;
  if (!ctx.get('content-length') && !ctx.get('transfer-encoding')) return {};
  if (!ctx.is('json')) throw new UnsupportedMediaTypeError();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > LIMIT) throw new PayloadTooLargeError();
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    throw new ValidationError('The body is not valid JSON', { code: 'INVALID_JSON' });
  }
}
