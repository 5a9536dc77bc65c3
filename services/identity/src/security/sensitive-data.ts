import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { deriveKey, hmacHex } from './keys';

/** ssn and date of birth never leave this module in plain text. */
export interface SensitiveData {
  protectSsn(ssn: string): { ssnHash: string; ssnLast4: string };
  encryptDateOfBirth(isoDate: string): string;
  decryptDateOfBirth(stored: string): string;
}

const VERSION = 'v1';

export function createSensitiveData(secret: string): SensitiveData {
  const ssnKey = deriveKey(secret, 'ssn');
  const dobKey = deriveKey(secret, 'date-of-birth');

  return {
    protectSsn(ssn) {
      const digits = ssn.replace(/\D/g, '');
      return { ssnHash: hmacHex(ssnKey, digits), ssnLast4: digits.slice(-4) };
    },
    encryptDateOfBirth(isoDate) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', dobKey, iv);
      const data = Buffer.concat([cipher.update(isoDate, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), data]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join(':');
    },
    decryptDateOfBirth(stored) {
      const [version, iv, tag, data] = stored.split(':');
      if (version !== VERSION || !iv || !tag || !data)
        throw new Error('Unknown date-of-birth format');
      const decipher = createDecipheriv('aes-256-gcm', dobKey, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(data, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
