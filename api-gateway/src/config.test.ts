import path from 'node:path';
import { loadConfig } from './config';

describe('loadConfig()', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ INTERNAL_SECRET: 'x' });
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      services: { identity: 'http://127.0.0.1:4101', reports: 'http://127.0.0.1:4105' },
      remotes: { academics: 'http://127.0.0.1:3001', reports: 'http://127.0.0.1:3004' },
      shellDist: path.resolve(__dirname, '..', '..', 'shell', 'dist'),
      shellPrerender: path.resolve(
        __dirname,
        '..',
        '..',
        'shell',
        'dist-prerender',
        'prerender.cjs',
      ),
      homeFragmentPrerender: path.resolve(
        __dirname,
        '..',
        '..',
        'mfe-academics',
        'dist-prerender',
        'prerender.cjs',
      ),
      demoMode: false,
      trustProxy: false,
      remoteAllowedOrigins: [],
      redis: null,
      requiredServices: ['identity'],
    });
  });

  it('reads GATEWAY_REQUIRED_SERVICES as service names, and refuses unknown ones', () => {
    expect(
      loadConfig({
        INTERNAL_SECRET: 'x',
        GATEWAY_REQUIRED_SERVICES: ' identity, Academics,identity',
      }).requiredServices,
    ).toEqual(['identity', 'academics']);
    expect(
      loadConfig({ INTERNAL_SECRET: 'x', GATEWAY_REQUIRED_SERVICES: '' }).requiredServices,
    ).toEqual([]);
    expect(() =>
      loadConfig({ INTERNAL_SECRET: 'x', GATEWAY_REQUIRED_SERVICES: 'identity,grades' }),
    ).toThrow(/GATEWAY_REQUIRED_SERVICES/);
  });

  it('chooses Redis for the live bus only when REDIS_URL is set', () => {
    expect(loadConfig({ INTERNAL_SECRET: 'x', REDIS_URL: '' }).redis).toBeNull();
    expect(
      loadConfig({ INTERNAL_SECRET: 'x', REDIS_URL: 'redis://10.0.0.5:6379/0' }).redis,
    ).toEqual({
      url: 'redis://10.0.0.5:6379/0',
      channelPrefix: 'd742:',
    });
    expect(
      loadConfig({
        INTERNAL_SECRET: 'x',
        REDIS_URL: 'rediss://cache.district742.org:6380',
        REDIS_CHANNEL_PREFIX: 'd742-staging:',
      }).redis,
    ).toEqual({ url: 'rediss://cache.district742.org:6380', channelPrefix: 'd742-staging:' });
    expect(() => loadConfig({ INTERNAL_SECRET: 'x', REDIS_URL: 'http://10.0.0.5:6379' })).toThrow(
      /REDIS_URL/,
    );
  });

  it('reads REMOTE_ALLOWED_ORIGINS as normalized origins without a trailing slash', () => {
    const config = loadConfig({
      INTERNAL_SECRET: 'x',
      REMOTE_ALLOWED_ORIGINS:
        ' https://CDN.District742.org/ , http://127.0.0.1:5001,,https://cdn.district742.org',
    });
    expect(config.remoteAllowedOrigins).toEqual([
      'https://cdn.district742.org',
      'http://127.0.0.1:5001',
    ]);
    for (const bad of ['ftp://cdn.example.org', 'https://cdn.example.org/path', 'not a url']) {
      expect(() => loadConfig({ INTERNAL_SECRET: 'x', REMOTE_ALLOWED_ORIGINS: bad })).toThrow(
        /REMOTE_ALLOWED_ORIGINS/,
      );
    }
  });

  it('prefers GATEWAY_PORT over PORT and trims trailing slashes from URLs', () => {
    const config = loadConfig({
      INTERNAL_SECRET: 'x',
      GATEWAY_PORT: '18081',
      PORT: '9',
      SERVICE_URL_VOICE: 'http://127.0.0.1:4304/',
    });
    expect(config.port).toBe(18081);
    expect(config.services.voice).toBe('http://127.0.0.1:4304');
    expect(loadConfig({ INTERNAL_SECRET: 'x', PORT: '18082' }).port).toBe(18082);
  });

  it('fails fast naming every bad variable', () => {
    expect(() => loadConfig({ GATEWAY_PORT: 'abc', SERVICE_URL_IDENTITY: 'nope' })).toThrow(
      /GATEWAY_PORT[\s\S]*SERVICE_URL_IDENTITY[\s\S]*INTERNAL_SECRET/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', INTERNAL_SECRET: 'short' })).toThrow(
      /INTERNAL_SECRET/,
    );
  });
});
