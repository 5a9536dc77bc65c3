/**
 * A new idempotency key. `crypto.randomUUID` exists only in secure contexts (https, localhost);
 * a portal served over plain http on a school network still gets 122 random bits.
 */
export function newSendKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The key one send was made with, and what it sent. */
export interface SendAttempt<T> {
  key: string;
  draft: T;
}

/**
 * The key for sending `draft`: the last attempt's when the draft is still the one it sent (a
 * retry after a failure or a lost answer, which the server then stores once), a new one when the
 * person changed anything since (a different message must never be taken for the first).
 */
export function sendAttemptFor<T>(
  last: SendAttempt<T> | null | undefined,
  draft: T,
  same: (a: T, b: T) => boolean = Object.is,
): SendAttempt<T> {
  return last && same(last.draft, draft) ? last : { key: newSendKey(), draft };
}
