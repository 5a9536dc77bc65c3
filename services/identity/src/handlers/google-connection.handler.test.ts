import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { googleAuthResponseSchema, googleConnectionSchema } from '@d742/contracts';
import { DEMO_USERS } from '@d742/demo-data';
import { googleConnectionModel } from '../models/google-connection.model';
import { Browser, startHarness, type Harness } from '../testing-app';

const CLIENT = { id: 'client-123.apps.googleusercontent.com', secret: 'client-secret-123' };
const REDIRECT_URI = 'http://127.0.0.1:8080/api/auth/google/callback';
const REFRESH_TOKEN = '1//0g-refresh-token-from-google';

/** Google's token endpoint on loopback, speaking its wire format (form in, JSON out). */
function startFakeGoogle(): Promise<{ url: string; requests: URLSearchParams[]; stop(): void }> {
  const requests: URLSearchParams[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(raw);
      requests.push(form);
      const valid =
        req.method === 'POST' &&
        req.headers['content-type'] === 'application/x-www-form-urlencoded' &&
        form.get('grant_type') === 'authorization_code' &&
        form.get('client_id') === CLIENT.id &&
        form.get('client_secret') === CLIENT.secret &&
        form.get('redirect_uri') === REDIRECT_URI &&
        form.get('code') === 'good-code';
      res.setHeader('content-type', 'application/json; charset=utf-8');
      if (!valid) {
        res.statusCode = 400;
        res.end(JSON.stringify({ error: 'invalid_grant', error_description: 'Bad Request' }));
        return;
      }
      res.end(
        JSON.stringify({
          access_token: 'ya29.access-token',
          expires_in: 3599,
          refresh_token: REFRESH_TOKEN,
          scope: 'https://www.googleapis.com/auth/classroom.courses.readonly',
          token_type: 'Bearer',
        }),
      );
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/token`,
        requests,
        stop: () => server.close(),
      }),
    ),
  );
}

let h: Harness;
let google: Awaited<ReturnType<typeof startFakeGoogle>>;
const amina = DEMO_USERS.amina;

beforeAll(async () => {
  google = await startFakeGoogle();
  h = await startHarness({
    GOOGLE_CLIENT_ID: CLIENT.id,
    GOOGLE_CLIENT_SECRET: CLIENT.secret,
    GOOGLE_REDIRECT_URI: REDIRECT_URI,
    GOOGLE_TOKEN_URL: google.url,
  });
});
afterAll(async () => {
  google?.stop();
  await h?.close();
});

async function consentState(browser: Browser): Promise<string> {
  const res = await browser.get('/api/auth/google');
  return new URL(googleAuthResponseSchema.parse(res.body).authUrl).searchParams.get('state')!;
}

describe('the Google Classroom consent round trip', () => {
  it('exchanges the code, keeps the refresh token encrypted and shows the parent connected', async () => {
    const browser = new Browser(h).actAs(amina.id, 'parent');
    const before = googleConnectionSchema.parse(
      (await browser.get('/api/auth/google/status')).body,
    );
    expect(before).toEqual({ configured: true, connected: false, lastSync: null });

    const state = await consentState(browser);
    const res = await browser.get(
      `/api/auth/google/callback?code=good-code&state=${encodeURIComponent(state)}`,
    );
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/more?google=connected');

    const after = googleConnectionSchema.parse((await browser.get('/api/auth/google/status')).body);
    expect(after.connected).toBe(true);
    expect(after.lastSync).toBe(new Date(h.clock.now).toISOString());

    const stored = await googleConnectionModel(h.connection).findById(amina.id).lean();
    expect(stored?.refreshTokenEncrypted).toBeTruthy();
    expect(JSON.stringify(stored)).not.toContain(REFRESH_TOKEN);
  });

  it('stores nothing and returns to More with an error for a refused code or a foreign state', async () => {
    const farah = new Browser(h).actAs(DEMO_USERS.farah.id, 'parent');
    const state = await consentState(farah);
    const refused = await farah.get(
      `/api/auth/google/callback?code=bad-code&state=${encodeURIComponent(state)}`,
    );
    expect(refused.headers.location).toBe('/more?google=error');

    // Amina's browser presenting Farah's state: refused before Google is asked.
    const asked = google.requests.length;
    const foreign = await new Browser(h)
      .actAs(amina.id, 'parent')
      .get(`/api/auth/google/callback?code=good-code&state=${encodeURIComponent(state)}`);
    expect(foreign.headers.location).toBe('/more?google=error');
    expect(google.requests.length).toBe(asked);

    const status = googleConnectionSchema.parse((await farah.get('/api/auth/google/status')).body);
    expect(status.connected).toBe(false);
  });

  it('says denied when the parent declined on Google, and needs a signed-in user', async () => {
    const browser = new Browser(h).actAs(DEMO_USERS.farah.id, 'parent');
    const state = await consentState(browser);
    const denied = await browser.get(
      `/api/auth/google/callback?error=access_denied&state=${encodeURIComponent(state)}`,
    );
    expect(denied.headers.location).toBe('/more?google=denied');
    expect((await new Browser(h).get('/api/auth/google/status')).status).toBe(401);
  });
});

describe('GET /api/auth/google/status without a Google client', () => {
  it('says not configured', async () => {
    const plain = await startHarness();
    try {
      const res = await new Browser(plain).actAs(amina.id, 'parent').get('/api/auth/google/status');
      expect(res.body).toEqual({ configured: false, connected: false, lastSync: null });
    } finally {
      await plain.close();
    }
  });
});
