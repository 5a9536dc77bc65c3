import {
  IDENTITY_HEADERS,
  identitySigner,
  SIGNATURE_REUSE_MS,
  signIdentity,
  verifyIdentity,
  type Identity,
} from './identity';

const secret = 'identity-test-secret-identity-test-secret';
const identity: Identity = { userId: 'user-1', role: 'parent', clientIp: '10.0.0.7' };
const now = 1_700_000_000_000;

describe('signIdentity() / verifyIdentity()', () => {
  it('round-trips an identity', () => {
    const headers = signIdentity(secret, identity, now);
    expect(Object.keys(headers).sort()).toEqual(Object.values(IDENTITY_HEADERS).sort());
    expect(verifyIdentity(secret, headers, now + 1000)).toEqual(identity);
  });

  it('follows the documented formula: hex HMAC-SHA256 of userId, role, clientIp, ts joined by newlines', () => {
    const { createHmac } = jest.requireActual<typeof import('node:crypto')>('node:crypto');
    const expected = createHmac('sha256', secret)
      .update(`user-1\nparent\n10.0.0.7\n${now}`)
      .digest('hex');
    expect(signIdentity(secret, identity, now)[IDENTITY_HEADERS.signature]).toBe(expected);
  });

  it('accepts anonymous and system identities with an empty user id', () => {
    for (const role of ['anonymous', 'system'] as const) {
      const headers = signIdentity(secret, { userId: '', role, clientIp: '' }, now);
      expect(verifyIdentity(secret, headers, now)).toEqual({ userId: '', role, clientIp: '' });
    }
  });

  it.each([
    [IDENTITY_HEADERS.userId, 'user-2'],
    [IDENTITY_HEADERS.role, 'admin'],
    [IDENTITY_HEADERS.clientIp, '10.0.0.8'],
    [IDENTITY_HEADERS.ts, String(now + 1)],
    [IDENTITY_HEADERS.signature, '0'.repeat(64)],
  ])('rejects a changed %s', (header, value) => {
    const headers = { ...signIdentity(secret, identity, now), [header]: value };
    expect(verifyIdentity(secret, headers, now)).toBeNull();
  });

  it('rejects signatures older or newer than 60 seconds', () => {
    const headers = signIdentity(secret, identity, now);
    expect(verifyIdentity(secret, headers, now + 60_000)).toEqual(identity);
    expect(verifyIdentity(secret, headers, now + 60_001)).toBeNull();
    expect(verifyIdentity(secret, headers, now - 60_001)).toBeNull();
  });

  it('rejects a missing header, a wrong secret, an unknown role and repeated headers', () => {
    const headers = signIdentity(secret, identity, now);
    const { [IDENTITY_HEADERS.signature]: _dropped, ...unsigned } = headers;
    expect(verifyIdentity(secret, unsigned, now)).toBeNull();
    expect(verifyIdentity('other-secret', headers, now)).toBeNull();
    const superuser = signIdentity(
      secret,
      { ...identity, role: 'superuser' as Identity['role'] },
      now,
    );
    expect(verifyIdentity(secret, superuser, now)).toBeNull();
    expect(
      verifyIdentity(secret, { ...headers, [IDENTITY_HEADERS.userId]: ['user-1', 'user-2'] }, now),
    ).toBeNull();
  });

  it('rejects a signed-in role without a user id', () => {
    const headers = signIdentity(secret, { ...identity, userId: '' }, now);
    expect(verifyIdentity(secret, headers, now)).toBeNull();
  });
});

describe('identitySigner()', () => {
  it('hands out the same valid headers for one identity within the reuse window, fresh ones after', () => {
    const sign = identitySigner(secret);
    const first = sign(identity, now);
    expect(sign(identity, now + SIGNATURE_REUSE_MS - 1)).toBe(first);
    expect(verifyIdentity(secret, first, now + SIGNATURE_REUSE_MS - 1)).toEqual(identity);
    const later = sign(identity, now + SIGNATURE_REUSE_MS);
    expect(later[IDENTITY_HEADERS.ts]).toBe(String(now + SIGNATURE_REUSE_MS));
    expect(verifyIdentity(secret, later, now + SIGNATURE_REUSE_MS)).toEqual(identity);
  });

  it("never hands one person's headers to another, or to the same person on another address", () => {
    const sign = identitySigner(secret);
    const amina = sign(identity, now);
    const other = sign({ ...identity, userId: 'user-2' }, now);
    const elsewhere = sign({ ...identity, clientIp: '10.0.0.8' }, now);
    const asTeacher = sign({ ...identity, role: 'teacher' }, now);
    expect(verifyIdentity(secret, other, now)).toEqual({ ...identity, userId: 'user-2' });
    expect(verifyIdentity(secret, elsewhere, now)?.clientIp).toBe('10.0.0.8');
    expect(verifyIdentity(secret, asTeacher, now)?.role).toBe('teacher');
    expect(verifyIdentity(secret, amina, now)).toEqual(identity);
  });

  it('signs again when the clock went back', () => {
    const sign = identitySigner(secret);
    sign(identity, now);
    expect(sign(identity, now - 5)[IDENTITY_HEADERS.ts]).toBe(String(now - 5));
  });
});
