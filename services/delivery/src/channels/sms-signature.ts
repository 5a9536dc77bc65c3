import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Twilio's request signature (`X-Twilio-Signature`): base64 HMAC-SHA1 with the auth token over
 * the full URL Twilio requested, followed by every POST parameter sorted by name, each as
 * name + value.
 */
export function twilioSignature(
  authToken: string,
  url: string,
  params: Readonly<Record<string, string | readonly string[]>>,
): string {
  let data = url;
  for (const name of Object.keys(params).sort()) {
    const value = params[name];
    // A repeated parameter counts once per value, values sorted (as Twilio's own helpers do).
    for (const v of Array.isArray(value) ? [...(value as string[])].sort() : [value as string])
      data += name + v;
  }
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/** Whether the header is the signature of that request (constant-time). */
export function isValidTwilioSignature(
  authToken: string,
  signature: string | undefined,
  url: string,
  params: Readonly<Record<string, string | readonly string[]>>,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
