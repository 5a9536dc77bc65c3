import type { Language } from '@d742/contracts';
import {
  ServiceAnswerInvalidError,
  ServiceRefusedError,
  ServiceUnreachableError,
  signIdentity,
  type Identity,
} from '@d742/service-kit';
import type { z } from 'zod';

/**
 * Calls another service's public route signed as the person on whose behalf messaging acts (as
 * identity's data export does), so that service applies its own rules to that person. Failures
 * are service-kit's internal-call errors: unreachable, refused (status and body), or invalid.
 */
export async function callAsCaller<S extends z.ZodType>(opts: {
  url: string;
  secret: string;
  caller: Identity;
  language: Language;
  timeoutMs: number;
  schema: S;
  method?: 'GET' | 'POST';
  /** A JSON value, or a FormData (multipart). */
  body?: unknown;
}): Promise<z.output<S>> {
  const headers: Record<string, string> = {
    ...signIdentity(opts.secret, opts.caller),
    'accept-language': opts.language,
  };
  let body: string | FormData | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  let status: number;
  let text: string;
  try {
    const response = await fetch(opts.url, {
      method: opts.method ?? 'GET',
      headers,
      body,
      signal: AbortSignal.timeout(opts.timeoutMs),
    });
    status = response.status;
    text = await response.text();
  } catch (cause) {
    throw new ServiceUnreachableError(opts.url, { cause });
  }
  let json: unknown = text;
  try {
    json = JSON.parse(text);
  } catch (cause) {
    if (status >= 200 && status < 300)
      throw new ServiceAnswerInvalidError(opts.url, status, { cause });
  }
  if (status < 200 || status > 299) throw new ServiceRefusedError(opts.url, status, json);
  const parsed = opts.schema.safeParse(json);
  if (!parsed.success)
    throw new ServiceAnswerInvalidError(opts.url, status, { cause: parsed.error });
  return parsed.data as z.output<S>;
}
