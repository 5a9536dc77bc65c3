import { googleAuthResponseSchema } from '@d742/contracts';
import { DEMO_USERS } from '@d742/demo-data';
import { createSignedTokens } from '../security/signed-token';
import { Browser, startHarness, type Harness } from '../testing-app';

let h: Harness;

beforeAll(async () => {
  h = await startHarness({
    GOOGLE_CLIENT_ID: 'client-123.apps.googleusercontent.com',
    GOOGLE_CLIENT_SECRET: 'client-secret-123',
    GOOGLE_REDIRECT_URI: 'http://127.0.0.1:8080/api/auth/google/callback',
  });
});
afterAll(() => h.close());

describe('GET /api/auth/google when configured', () => {
  it('answers a Google consent URL for read-only Classroom scopes with a signed state', async () => {
    const res = await new Browser(h).actAs(DEMO_USERS.amina.id, 'parent').get('/api/auth/google');
    expect(res.status).toBe(200);
    const url = new URL(googleAuthResponseSchema.parse(res.body).authUrl);
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(url.searchParams.get('client_id')).toBe('client-123.apps.googleusercontent.com');
    expect(url.searchParams.get('redirect_uri')).toBe(
      'http://127.0.0.1:8080/api/auth/google/callback',
    );
    expect(url.searchParams.get('response_type')).toBe('code');
    const scopes = url.searchParams.get('scope')!.split(' ');
    expect(scopes.length).toBeGreaterThan(0);
    for (const scope of scopes)
      expect(scope).toMatch(/^https:\/\/www\.googleapis\.com\/auth\/classroom\.[a-z.]+\.readonly$/);
    const state = createSignedTokens(h.config.internalSecret).verify(
      'google-state',
      url.searchParams.get('state')!,
      h.clock.now,
    );
    expect(state?.[0]).toBe(DEMO_USERS.amina.id);
  });

  it('needs a signed-in user', async () => {
    expect((await new Browser(h).get('/api/auth/google')).status).toBe(401);
  });
});
