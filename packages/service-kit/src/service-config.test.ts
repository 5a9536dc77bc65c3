import { z } from 'zod';
import { loadServiceConfig } from './service-config';

const base = {
  MONGODB_URI: 'mongodb://127.0.0.1:27017/d742_voice',
  INTERNAL_SECRET: 'short-secret',
};

describe('loadServiceConfig(name, env, own?)', () => {
  it('should give the common fields in camelCase with the defaults of the conventions', () => {
    expect(loadServiceConfig('voice', base)).toEqual({
      host: '127.0.0.1',
      port: 4104,
      mongodbUri: base.MONGODB_URI,
      internalSecret: base.INTERNAL_SECRET,
      demoMode: false,
      logLevel: 'info',
      gatewayInternalUrl: 'http://127.0.0.1:8080',
    });
  });

  it('should take <NAME>_PORT over PORT over the default port', () => {
    expect(loadServiceConfig('reports', base).port).toBe(4105);
    expect(loadServiceConfig('reports', { ...base, PORT: '4300' }).port).toBe(4300);
    expect(loadServiceConfig('reports', { ...base, PORT: '4300', REPORTS_PORT: '4205' }).port).toBe(
      4205,
    );
    expect(loadServiceConfig('identity', { ...base, REPORTS_PORT: '4205' }).port).toBe(4101);
  });

  it("should add the service's own fields", () => {
    const own = z
      .object({ ACADEMICS_URL: z.url().default('http://127.0.0.1:4102') })
      .transform((e) => ({ academicsUrl: e.ACADEMICS_URL }));
    expect(loadServiceConfig('messaging', base, own).academicsUrl).toBe('http://127.0.0.1:4102');
  });

  it('should list the bad common and own variables in one error', () => {
    const own = z.object({ SESSION_TTL_HOURS: z.coerce.number() });
    expect(() =>
      loadServiceConfig('identity', { MESSAGING_PORT: 'x', IDENTITY_PORT: 'x' }, own),
    ).toThrow(/MONGODB_URI[\s\S]*INTERNAL_SECRET[\s\S]*IDENTITY_PORT[\s\S]*SESSION_TTL_HOURS/);
  });
});
