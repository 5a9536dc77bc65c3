import { deriveKey, hmacBase64Url, safeEqual } from './keys';

/**
 * Compact HMAC-signed values for cookies and OAuth state: `<parts…>.<expiresAt>.<signature>`.
 * The purpose is part of the signature, so a token minted for one cookie is useless in another.
 */
export type TokenPurpose = 'access-grant' | 'device' | 'google-state';

export interface SignedTokens {
  sign(purpose: TokenPurpose, parts: string[], expiresAt: number): string;
  verify(purpose: TokenPurpose, token: string | undefined, now: number): string[] | null;
}

const PART = /^[A-Za-z0-9_-]*$/;

export function createSignedTokens(secret: string): SignedTokens {
  const key = deriveKey(secret, 'signed-token');
  const signature = (purpose: TokenPurpose, body: string) =>
    hmacBase64Url(key, `${purpose}\n${body}`);

  return {
    sign(purpose, parts, expiresAt) {
      if (parts.some((p) => !PART.test(p)))
        throw new Error('Signed token parts must be base64url characters');
      const body = [...parts, String(expiresAt)].join('.');
      return `${body}.${signature(purpose, body)}`;
    },
    verify(purpose, token, now) {
      if (!token || token.length > 512) return null;
      const cut = token.lastIndexOf('.');
      if (cut <= 0) return null;
      const body = token.slice(0, cut);
      if (!safeEqual(token.slice(cut + 1), signature(purpose, body))) return null;
      const parts = body.split('.');
      const expiresAt = Number(parts.pop());
      if (!Number.isFinite(expiresAt) || expiresAt <= now) return null;
      return parts;
    },
  };
}
