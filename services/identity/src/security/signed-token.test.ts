import { createSensitiveData } from './sensitive-data';
import { createSignedTokens } from './signed-token';

const secret = 'k'.repeat(40);
const tokens = createSignedTokens(secret);

describe('signed tokens', () => {
  it('round-trip their parts until they expire', () => {
    const token = tokens.sign('device', ['user1', 'dev1'], 2000);
    expect(tokens.verify('device', token, 1999)).toEqual(['user1', 'dev1']);
    expect(tokens.verify('device', token, 2000)).toBeNull();
  });

  it('reject tampering, another purpose and another secret', () => {
    const token = tokens.sign('device', ['user1', 'dev1'], 2000);
    expect(tokens.verify('device', token.replace('user1', 'user2'), 0)).toBeNull();
    expect(tokens.verify('device', token.replace('.2000.', '.9999.'), 0)).toBeNull();
    expect(tokens.verify('access-grant', token, 0)).toBeNull();
    expect(createSignedTokens('z'.repeat(40)).verify('device', token, 0)).toBeNull();
    expect(tokens.verify('device', undefined, 0)).toBeNull();
    expect(tokens.verify('device', 'garbage', 0)).toBeNull();
  });
});

describe('sensitive data', () => {
  const sensitive = createSensitiveData(secret);

  it('hashes ssn digits the same way whatever the dashes, keeping the last 4', () => {
    expect(sensitive.protectSsn('123-45-6789')).toEqual(sensitive.protectSsn('123456789'));
    expect(sensitive.protectSsn('123-45-6789').ssnLast4).toBe('6789');
  });

  it('encrypts date of birth with a fresh IV and detects tampering', () => {
    const a = sensitive.encryptDateOfBirth('2001-09-30');
    expect(a).not.toBe(sensitive.encryptDateOfBirth('2001-09-30'));
    expect(a).not.toContain('2001');
    expect(sensitive.decryptDateOfBirth(a)).toBe('2001-09-30');
    const parts = a.split(':');
    parts[3] = Buffer.from('2099-01-01').toString('base64url');
    expect(() => sensitive.decryptDateOfBirth(parts.join(':'))).toThrow();
  });
});
