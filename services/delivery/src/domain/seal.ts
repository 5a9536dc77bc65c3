import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * A one-time code's text waits in the queue sealed (AES-256-GCM, key derived from the internal
 * secret), so the database never holds a usable code in the clear.
 */
function keyOf(secret: string): Buffer {
  return createHash('sha256').update(`d742-delivery-sealed-text:${secret}`).digest();
}

export function seal(secret: string, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const data = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.');
}

/** The text, or null when it was not sealed with this secret. */
export function unseal(secret: string, sealed: string): string | null {
  try {
    const [iv = '', tag = '', data = ''] = sealed.split('.');
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}
