import { parseEnv, serviceEnvSchema } from './env';

const valid = {
  MONGODB_URI: 'mongodb://127.0.0.1:27017/d742_identity',
  INTERNAL_SECRET: 'short-secret',
};

describe('parseEnv(serviceEnvSchema)', () => {
  it('applies the defaults', () => {
    expect(parseEnv(serviceEnvSchema, valid)).toEqual({
      ...valid,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      DEMO_MODE: false,
      LOG_LEVEL: 'info',
      GATEWAY_INTERNAL_URL: 'http://127.0.0.1:8080',
    });
  });

  it('reads DEMO_MODE from "true" or "1" and PORT as a number', () => {
    expect(parseEnv(serviceEnvSchema, { ...valid, DEMO_MODE: 'true', PORT: '4101' })).toMatchObject(
      {
        DEMO_MODE: true,
        PORT: 4101,
      },
    );
    expect(parseEnv(serviceEnvSchema, { ...valid, DEMO_MODE: '1' }).DEMO_MODE).toBe(true);
    expect(parseEnv(serviceEnvSchema, { ...valid, DEMO_MODE: 'false' }).DEMO_MODE).toBe(false);
  });

  it('lists every bad variable in one error', () => {
    let message = '';
    try {
      parseEnv(serviceEnvSchema, { PORT: 'abc', LOG_LEVEL: 'loud' });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of ['MONGODB_URI', 'INTERNAL_SECRET', 'PORT', 'LOG_LEVEL'])
      expect(message).toContain(name);
  });

  it('requires a 32-character INTERNAL_SECRET in production', () => {
    expect(() => parseEnv(serviceEnvSchema, { ...valid, NODE_ENV: 'production' })).toThrow(
      /INTERNAL_SECRET/,
    );
    expect(
      parseEnv(serviceEnvSchema, {
        ...valid,
        NODE_ENV: 'production',
        INTERNAL_SECRET: 'x'.repeat(32),
      }).NODE_ENV,
    ).toBe('production');
  });
});
