import { cacheControlFor, IMMUTABLE, REVALIDATE } from './cache-control';

describe('cacheControlFor(file)', () => {
  it.each([
    'dist/121.ce994889.js',
    'dist/49.848860b6.css',
    '/x/main-3f2a9c0d.js',
    'dist/121.ce994889.js.br',
    'dist/49.848860b6.css.gz',
  ])('keeps content-hashed %s for a year', (file) => expect(cacheControlFor(file)).toBe(IMMUTABLE));

  it.each([
    'dist/index.html',
    'dist/offline.3f2a9c0d.html',
    'dist/remoteEntry.js',
    'dist/mf-manifest.json',
    'dist/mf-stats.json',
    'dist/sw.js',
    'dist/remoteEntry.js.br',
    'dist/index.html.gz',
    'dist/static/js/main.3f2a9c.js',
    'dist/favicon.ico',
  ])('makes browsers revalidate %s', (file) => expect(cacheControlFor(file)).toBe(REVALIDATE));
});
