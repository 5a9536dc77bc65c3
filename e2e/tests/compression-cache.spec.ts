import type { CDPSession, Response } from '@playwright/test';
import {
  apiSignedInAs,
  DEMO_STUDENTS,
  DEMO_USERS,
  expect,
  shellText,
  signInThroughUi,
  test,
} from '../support/fixtures';

/** What Chromium's network layer saw for one file: status on the wire, cache use, bytes transferred. */
interface WireFile {
  url: string;
  script: boolean;
  status: number;
  encoding: string | undefined;
  fromCache: boolean;
  transferred: number;
}

/** Scripts and federation manifests the page loads, as the DevTools network panel shows them. */
async function recordFiles(cdp: CDPSession): Promise<() => WireFile[]> {
  const files = new Map<string, WireFile>();
  // Chromium says "served from cache" before it reports the response, and gives the status on the
  // wire (304 for a revalidation; a fetch() itself then sees the cached 200) in a separate event.
  const cached = new Set<string>();
  const wireStatus = new Map<string, number>();
  await cdp.send('Network.enable');
  cdp.on('Network.requestServedFromCache', (event) => cached.add(event.requestId));
  cdp.on('Network.responseReceivedExtraInfo', (event) =>
    wireStatus.set(event.requestId, event.statusCode),
  );
  cdp.on('Network.responseReceived', (event) => {
    const script = event.type === 'Script';
    if (!script && !event.response.url.endsWith('/mf-manifest.json')) return;
    files.set(event.requestId, {
      url: event.response.url,
      script,
      status: event.response.status,
      encoding:
        event.response.headers['content-encoding'] ?? event.response.headers['Content-Encoding'],
      fromCache: Boolean(event.response.fromDiskCache),
      transferred: 0,
    });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const file = files.get(event.requestId);
    if (file) file.transferred = event.encodedDataLength;
  });
  return () =>
    [...files].map(([id, file]) => ({
      ...file,
      status: wireStatus.get(id) ?? file.status,
      fromCache: file.fromCache || cached.has(id),
    }));
}

const SIGN_IN = (shellText('so').auth as { signIn: string }).signIn;
/** The Somali sign-in page is on screen (the shell and what it needs have run). */
const signInPage = (page: import('@playwright/test').Page) =>
  expect(page.getByRole('button', { name: SIGN_IN, exact: true })).toBeVisible();

test.describe('every text answer compressed, every unchanged file cached', () => {
  // HTTP caching as the browser's own cache does it (a first visit, or a browser without service
  // workers): the portal's service worker would answer from its caches and hide the wire. Its
  // caching is pwa.spec.ts's subject (decision 020).
  test.use({ serviceWorkers: 'block' });
  test('the sign-in page’s scripts arrive in brotli with Vary: Accept-Encoding', async ({
    page,
  }) => {
    const scripts: Response[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push(res);
    });
    await page.goto('/');
    await signInPage(page);

    expect(scripts.length).toBeGreaterThan(0);
    const main = scripts.find((res) => /\/main\.[0-9a-f]{8}\.js$/.test(res.url()));
    expect(main, 'the shell entry script').toBeTruthy();
    for (const res of scripts) {
      const headers = await res.allHeaders();
      const bytes = (await res.body()).length;
      expect(headers.vary, res.url()).toMatch(/accept-encoding/i);
      // build-config writes twins from 1 KiB on; smaller scripts are not worth compressing.
      if (bytes >= 1024) expect(headers['content-encoding'], res.url()).toBe('br');
    }
    const mainHeaders = await main!.allHeaders();
    expect(mainHeaders['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(mainHeaders['content-length'])).toBeLessThan((await main!.body()).length / 2);
  });

  test('a repeat visit takes every script from the immutable cache or a 304, under 10 KB', async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page);
    const first = await recordFiles(cdp);
    await signInThroughUi(page, DEMO_USERS.amina);
    await page.goto('/grades');
    await expect(page.getByRole('heading', { name: 'Hodan Hassan' })).toBeVisible();
    const firstVisit = first();
    // The grades page runs a remote: its entry and manifest come through /mfe, in brotli too.
    const entries = firstVisit.filter((f) => /\/(remoteEntry\.js|mf-manifest\.json)$/.test(f.url));
    expect(entries.some((f) => f.url.endsWith('/remoteEntry.js'))).toBe(true);
    for (const file of entries) expect(file.encoding, file.url).toBe('br');

    // A second CDP session, so the first visit's records stay apart.
    const second = await recordFiles(await page.context().newCDPSession(page));
    await page.goto('/grades');
    await expect(page.getByRole('heading', { name: 'Hodan Hassan' })).toBeVisible();
    const repeat = second();

    const scripts = repeat.filter((f) => f.script);
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of repeat) {
      expect(
        file.fromCache || file.status === 304,
        `${file.url} was sent again (${file.status})`,
      ).toBe(true);
    }
    // Hashed files straight from the cache; entries and manifests revalidated by ETag.
    expect(scripts.some((f) => /\/main\.[0-9a-f]{8}\.js$/.test(f.url) && f.fromCache)).toBe(true);
    const revalidated = repeat.filter((f) => /\/(remoteEntry\.js|mf-manifest\.json)$/.test(f.url));
    expect(revalidated.length).toBeGreaterThan(0);
    for (const file of revalidated) expect(file.status, file.url).toBe(304);

    const wire = (files: WireFile[]) => files.reduce((sum, f) => sum + f.transferred, 0);
    const firstScripts = firstVisit.filter((f) => f.script);
    console.log(
      `grades page, scripts: first visit ${firstScripts.length} (${(wire(firstScripts) / 1024).toFixed(1)} KB on the wire), ` +
        `repeat visit ${scripts.length} (${(wire(scripts) / 1024).toFixed(1)} KB: ` +
        `${scripts.filter((f) => f.status === 304).length} answered 304, ` +
        `${scripts.filter((f) => f.fromCache).length} from the cache); ` +
        `${revalidated.length} entries and manifests revalidated (304)`,
    );
    expect(wire(scripts)).toBeLessThanOrEqual(10 * 1024);
  });

  test('an unchanged revalidated file answers 304 to its ETag, and JSON is compressed', async ({
    request,
    playwright,
    baseURL,
  }) => {
    const page = await request.get('/', {
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(page.status()).toBe(200);
    const etag = page.headers().etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(page.headers()['cache-control']).toBe('no-cache');
    const again = await request.get('/', {
      headers: { accept: 'text/html', 'accept-encoding': 'br', 'if-none-match': etag! },
    });
    expect(again.status()).toBe(304);

    const manifest = await request.get('/mfe/academics/mf-manifest.json', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(manifest.headers()['content-encoding']).toBe('br');
    expect(manifest.headers().vary).toMatch(/accept-encoding/i);
    const revalidated = await request.get('/mfe/academics/mf-manifest.json', {
      headers: {
        'accept-encoding': 'gzip, deflate, br',
        'if-none-match': manifest.headers().etag!,
      },
    });
    expect(revalidated.status()).toBe(304);

    const amina = await apiSignedInAs(playwright, baseURL!, DEMO_USERS.amina);
    const grades = await amina.get(`/api/students/${DEMO_STUDENTS.hodan.id}/grades`, {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(grades.status()).toBe(200);
    expect(JSON.stringify(await grades.json()).length).toBeGreaterThan(1024);
    expect(grades.headers()['content-encoding']).toBe('br');
    expect(grades.headers().vary).toMatch(/accept-encoding/i);
    await amina.dispose();
  });
});
