import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** Separate keys per purpose, so a leak or misuse of one never lets an attacker forge another. */
export type KeyPurpose = 'access-code' | 'signed-token' | 'ssn' | 'date-of-birth' | 'oauth-token';

export function deriveKey(secret: string, purpose: KeyPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'd742-identity', purpose, 32));
}

export function hmacHex(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex');
}

export function hmacBase64Url(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value).digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
