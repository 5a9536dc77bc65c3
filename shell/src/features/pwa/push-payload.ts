/** A Web Push message as the delivery service sends it (issue 15): `{ title, body, url, tag, lang }`. */
export interface PushNotice {
  title: string;
  body: string;
  /** A same-origin path, e.g. /messages; `/` for anything else. */
  url: string;
  tag?: string;
  lang: 'so' | 'en';
}

const FALLBACK_TITLE = 'District 742';

/**
 * Only a path of this site may be opened from a notification: `/grades` yes; `//evil.example`,
 * `https://elsewhere/`, `javascript:` or backslash tricks fall back to the home page.
 */
export function samePath(url: unknown, origin: string): string {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//') || url.includes('\\'))
    return '/';
  try {
    const resolved = new URL(url, origin);
    if (resolved.origin !== origin) return '/';
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return '/';
  }
}

/** Reads a push message's text; a broken or partial payload still shows a notification. */
export function readPushPayload(text: string | null | undefined, origin: string): PushNotice {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      data = parsed as Record<string, unknown>;
  } catch {
    data = { body: text ?? '' };
  }
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    title: str(data.title) || FALLBACK_TITLE,
    body: str(data.body),
    url: samePath(data.url, origin),
    ...(str(data.tag) ? { tag: str(data.tag) } : {}),
    lang: data.lang === 'en' ? 'en' : 'so',
  };
}
