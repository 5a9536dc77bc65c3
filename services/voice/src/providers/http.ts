import { ProviderFailure } from '../domain/errors';

export interface ProviderResponse {
  status: number;
  contentType: string;
  body: Buffer;
  text(): string;
}

/**
 * One provider call, bounded in time (the limit also covers reading the answer). Failure to
 * connect is 'failed', running out of time 'timeout'; any answer, whatever its status, is
 * returned for the adapter to judge. Error messages carry the URL and status, never headers.
 */
export async function providerFetch(
  provider: string,
  url: string,
  /** A FormData body goes as multipart/form-data with its boundary (set no Content-Type). */
  init: { method: 'POST'; headers: Record<string, string>; body: string | Buffer | FormData },
  timeoutMs: number,
): Promise<ProviderResponse> {
  try {
    const response = await fetch(url, {
      method: init.method,
      headers: init.headers,
      body: init.body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = Buffer.from(await response.arrayBuffer());
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      body,
      text: () => body.toString('utf8'),
    };
  } catch (cause) {
    const timedOut = (cause as { name?: unknown } | undefined)?.name === 'TimeoutError';
    const where = new URL(url);
    throw new ProviderFailure(
      provider,
      timedOut
        ? `no answer from ${where.origin}${where.pathname} within ${timeoutMs} ms`
        : `could not reach ${where.origin}${where.pathname}`,
      timedOut ? 'timeout' : 'failed',
      undefined,
      { cause },
    );
  }
}

/** A non-2xx answer as a failure; the body's first 200 characters say why (providers put no secrets there). */
export function refused(
  provider: string,
  response: ProviderResponse,
  why?: string,
): ProviderFailure {
  const text = why ?? response.text().slice(0, 200);
  return new ProviderFailure(
    provider,
    `answered ${response.status}${text ? `: ${text}` : ''}`,
    'failed',
    response.status,
  );
}

/** A synthesis answer as speech: non-empty audio with its true type ('audio/mpeg' if unnamed). */
export function audioAnswer(
  provider: string,
  response: ProviderResponse,
): { audio: Buffer; contentType: string } {
  if (response.body.length === 0) throw refused(provider, response, 'no audio');
  const contentType = response.contentType.split(';')[0]?.trim() || 'audio/mpeg';
  if (!contentType.startsWith('audio/'))
    throw refused(provider, response, `${contentType} instead of audio`);
  return { audio: response.body, contentType };
}

export function parseJson(response: ProviderResponse): unknown {
  try {
    return JSON.parse(response.text());
  } catch {
    return undefined;
  }
}
