import { loadConfig } from './config';

const base = {
  MONGODB_URI: 'mongodb://127.0.0.1:27017/d742_identity',
  INTERNAL_SECRET: 'x'.repeat(32),
};

describe('loadConfig', () => {
  it('applies the defaults of the conventions', () => {
    const config = loadConfig({ ...base, DEMO_MODE: 'true' });
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 4101,
      demoMode: true,
      accessCodes: [],
      sessionTtlMs: 12 * 3_600_000,
      academicsUrl: 'http://127.0.0.1:4102',
      messagingUrl: 'http://127.0.0.1:4103',
    });
    expect(config.google).toBeUndefined();
  });

  it('prefers IDENTITY_PORT over PORT', () => {
    expect(loadConfig({ ...base, DEMO_MODE: 'true', PORT: '5000' }).port).toBe(5000);
    expect(
      loadConfig({ ...base, DEMO_MODE: 'true', PORT: '5000', IDENTITY_PORT: '4201' }).port,
    ).toBe(4201);
  });

  it('requires ACCESS_CODE outside demo mode and splits a list', () => {
    expect(() => loadConfig(base)).toThrow(/ACCESS_CODE/);
    expect(loadConfig({ ...base, ACCESS_CODE: 'one, Two ,' }).accessCodes).toEqual(['ONE', 'TWO']);
    expect(() => loadConfig({ ...base, ACCESS_CODE: 'THIRTEENCHARS' })).toThrow(/ACCESS_CODE/);
  });

  it('reads where academics and messaging listen', () => {
    const config = loadConfig({
      ...base,
      DEMO_MODE: 'true',
      ACADEMICS_URL: 'http://academics.internal:80',
      MESSAGING_URL: 'http://messaging.internal:80',
    });
    expect(config).toMatchObject({
      academicsUrl: 'http://academics.internal:80',
      messagingUrl: 'http://messaging.internal:80',
    });
    expect(() => loadConfig({ ...base, DEMO_MODE: 'true', ACADEMICS_URL: 'nowhere' })).toThrow(
      /ACADEMICS_URL/,
    );
  });

  it('hashes with argon2id defaults unless told, and never below OWASP minimum', () => {
    const demo = { ...base, DEMO_MODE: 'true' };
    expect(loadConfig(demo).passwordHash).toEqual({ memoryKib: 65_536, timeCost: 3 });
    expect(
      loadConfig({ ...demo, ARGON2_MEMORY_KIB: '19456', ARGON2_TIME_COST: '2' }).passwordHash,
    ).toEqual({ memoryKib: 19_456, timeCost: 2 });
    expect(() => loadConfig({ ...demo, ARGON2_MEMORY_KIB: '4096' })).toThrow(/ARGON2_MEMORY_KIB/);
    expect(() => loadConfig({ ...demo, ARGON2_TIME_COST: '1' })).toThrow(/ARGON2_TIME_COST/);
  });

  it('lists every bad variable at once', () => {
    expect(() => loadConfig({ SESSION_TTL_HOURS: 'soon' })).toThrow(
      /MONGODB_URI[\s\S]*INTERNAL_SECRET[\s\S]*SESSION_TTL_HOURS/,
    );
  });

  it('enables Google only when client id, secret and redirect URI are all set', () => {
    expect(loadConfig({ ...base, DEMO_MODE: '1', GOOGLE_CLIENT_ID: 'id' }).google).toBeUndefined();
    const google = {
      ...base,
      DEMO_MODE: '1',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_REDIRECT_URI: 'https://portal.example.org/cb',
    };
    expect(loadConfig(google).google).toBeUndefined();
    expect(loadConfig({ ...google, GOOGLE_CLIENT_SECRET: 'secret' }).google).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      redirectUri: 'https://portal.example.org/cb',
      tokenUrl: 'https://oauth2.googleapis.com/token',
    });
  });
});
