import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { deriveKey, hmacHex } from './keys';

/** ssn, date of birth and third-party tokens never leave this module in plain text. */
export interface SensitiveData {
  protectSsn(ssn: string): { ssnHash: string; ssnLast4: string };
  encryptDateOfBirth(isoDate: string): string;
  decryptDateOfBirth(stored: string): string;
  /** OAuth refresh tokens (Google Classroom). */
  encryptToken(token: string): string;
  decryptToken(stored: string): string;
}

const VERSION = 'v1';

/** AES-256-GCM with its own key per kind of data: `v1:iv:tag:data`, base64url parts. */
function sealer(key: Buffer, kind: string) {
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), data]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join(':');
    },
    open(stored: string): string {
      const [version, iv, tag, data] = stored.split(':');
      if (version !== VERSION || !iv || !tag || !data) throw new Error(`Unknown ${kind} format`);
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(data, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

export function createSensitiveData(secret: string): SensitiveData {
  const ssnKey = deriveKey(secret, 'ssn');
  const dateOfBirth = sealer(deriveKey(secret, 'date-of-birth'), 'date-of-birth');
  const tokens = sealer(deriveKey(secret, 'oauth-token'), 'token');

  return {
    protectSsn(ssn) {
      const digits = ssn.replace(/\D/g, '');
      return { ssnHash: hmacHex(ssnKey, digits), ssnLast4: digits.slice(-4) };
    },
    encryptDateOfBirth: dateOfBirth.seal,
    decryptDateOfBirth: dateOfBirth.open,
    encryptToken: tokens.seal,
    decryptToken: tokens.open,
  };
}
