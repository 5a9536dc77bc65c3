import { createHmac, timingSafeEqual } from 'node:crypto';
import { ROLES, type Role } from '@d742/contracts';

export type IdentityRole = Role | 'anonymous' | 'system';

export interface Identity {
  userId: string;
  role: IdentityRole;
  clientIp: string;
}

export const IDENTITY_HEADERS = {
  userId: 'x-d742-user-id',
  role: 'x-d742-user-role',
  clientIp: 'x-d742-client-ip',
  ts: 'x-d742-ts',
  signature: 'x-d742-signature',
} as const;

export const IDENTITY_MAX_AGE_MS = 60_000;

const IDENTITY_ROLES: readonly string[] = [...ROLES, 'anonymous', 'system'];

export function isIdentityRole(value: string): value is IdentityRole {
  return IDENTITY_ROLES.includes(value);
}

function sign(secret: string, identity: Identity, ts: string): string {
  return createHmac('sha256', secret)
    .update(`${identity.userId}\n${identity.role}\n${identity.clientIp}\n${ts}`)
    .digest('hex');
}

/** Headers a caller (the gateway, or a service calling the gateway) adds to prove who the request is for. */
export function signIdentity(
  secret: string,
  identity: Identity,
  now: number = Date.now(),
): Record<string, string> {
  const ts = String(now);
  return {
    [IDENTITY_HEADERS.userId]: identity.userId,
    [IDENTITY_HEADERS.role]: identity.role,
    [IDENTITY_HEADERS.clientIp]: identity.clientIp,
    [IDENTITY_HEADERS.ts]: ts,
    [IDENTITY_HEADERS.signature]: sign(secret, identity, ts),
  };
}

/** How long a signer hands out the same signed headers again for the same identity. */
export const SIGNATURE_REUSE_MS = 1_000;
const SIGNER_MAX_ENTRIES = 10_000;

/**
 * `signIdentity` for a caller that signs on every request (the gateway): the headers of one
 * identity are signed once and handed out again for SIGNATURE_REUSE_MS, so a parent's page of
 * reads costs one HMAC, not one each. Reused headers are at most that much older, far inside the
 * 60 s a service accepts. Its memory is bounded: past SIGNER_MAX_ENTRIES identities it starts over.
 */
export function identitySigner(
  secret: string,
  reuseMs: number = SIGNATURE_REUSE_MS,
): (identity: Identity, now?: number) => Record<string, string> {
  const signed = new Map<string, { at: number; headers: Record<string, string> }>();
  return (identity, now = Date.now()) => {
    const key = `${identity.userId}\n${identity.role}\n${identity.clientIp}`;
    const known = signed.get(key);
    if (known && now >= known.at && now - known.at < reuseMs) return known.headers;
    if (signed.size >= SIGNER_MAX_ENTRIES) signed.clear();
    const headers = signIdentity(secret, identity, now);
    signed.set(key, { at: now, headers });
    return headers;
  };
}

/**
 * Signed headers for a caller given by role, the rest filled in: loopback address, and a user id
 * of 'test-user' unless the role is anonymous or system (which carry none). Tests and tools.
 */
export function signCaller(
  secret: string,
  caller: Partial<Identity> & { role: IdentityRole },
): Record<string, string> {
  const unnamed = caller.role === 'anonymous' || caller.role === 'system';
  return signIdentity(secret, {
    userId: caller.userId ?? (unnamed ? '' : 'test-user'),
    role: caller.role,
    clientIp: caller.clientIp ?? '127.0.0.1',
  });
}

function header(
  headers: Record<string, string | string[] | undefined>,
  name: string,
): string | undefined {
  const value = headers[name] ?? headers[name.toLowerCase()];
  return Array.isArray(value) ? undefined : value;
}

/** The identity the headers carry, or null when any header is missing, forged or older than 60 s. */
export function verifyIdentity(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  now: number = Date.now(),
): Identity | null {
  const userId = header(headers, IDENTITY_HEADERS.userId);
  const role = header(headers, IDENTITY_HEADERS.role);
  const clientIp = header(headers, IDENTITY_HEADERS.clientIp);
  const ts = header(headers, IDENTITY_HEADERS.ts);
  const signature = header(headers, IDENTITY_HEADERS.signature);
  if (userId === undefined || role === undefined || clientIp === undefined || !ts || !signature)
    return null;
  if (!isIdentityRole(role) || !/^\d{1,16}$/.test(ts) || !/^[0-9a-f]{64}$/.test(signature))
    return null;
  if (Math.abs(now - Number(ts)) > IDENTITY_MAX_AGE_MS) return null;
  if (role !== 'anonymous' && role !== 'system' && !userId) return null;
  const identity: Identity = { userId, role, clientIp };
  const expected = Buffer.from(sign(secret, identity, ts), 'hex');
  const given = Buffer.from(signature, 'hex');
  if (!secret || expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return identity;
}
