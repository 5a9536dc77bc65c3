import { SESSION_COOKIE, userSchema, type Role } from '@d742/contracts';

export interface BenchAccount {
  userId: string;
  role: Role;
  /** `d742_sid=<id>`, ready for a Cookie header. */
  sessionCookie: string;
}

/** The cookies one simulated browser holds (the gateway relays identity's Set-Cookie unchanged). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const pair = line.split(';', 1)[0] ?? '';
      const eq = pair.indexOf('=');
      if (eq > 0) this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  }

  header(): string {
    return this.entries()
      .map(([k, v]) => `${k}=${v}`)
      .join('; ');
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** Every cookie held, as [name, value] pairs. */
  entries(): [string, string][] {
    return [...this.cookies];
  }
}

export async function postJson(
  baseUrl: string,
  jar: CookieJar,
  path: string,
  body: unknown,
  expected: number,
): Promise<unknown> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: jar.header() },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  jar.store(res);
  const answer: unknown = await res.json().catch(() => null);
  if (res.status !== expected) {
    throw new Error(`POST ${path} answered ${res.status}: ${JSON.stringify(answer)}`);
  }
  return answer;
}

/**
 * A new parent account the way a browser makes one, through the gateway: district access code,
 * registration, then a password sign-in whose session cookie the sockets use.
 */
export async function registerAndSignIn(
  baseUrl: string,
  accessCode: string,
  index: number,
): Promise<BenchAccount> {
  const jar = new CookieJar();
  const email = `bench-parent-${index}@bench.example`;
  const password = `bench-password-${index}`;
  await postJson(baseUrl, jar, '/api/auth/verify-access-code', { accessCode }, 200);
  await postJson(
    baseUrl,
    jar,
    '/api/auth/register',
    { firstName: 'Bench', lastName: `Parent ${index}`, email, password, confirmPassword: password },
    201,
  );
  const user = userSchema.parse(
    await postJson(baseUrl, jar, '/api/auth/login', { username: email, password }, 200),
  );
  const sid = jar.get(SESSION_COOKIE);
  if (!sid) throw new Error(`sign-in of ${email} set no session cookie`);
  return { userId: user.id, role: user.role, sessionCookie: `${SESSION_COOKIE}=${sid}` };
}

/** An existing account (a demo teacher or parent) signed in through the gateway's access gate. */
export async function signIn(
  baseUrl: string,
  accessCode: string,
  credentials: { username: string; password: string },
): Promise<CookieJar> {
  const jar = new CookieJar();
  await postJson(baseUrl, jar, '/api/auth/verify-access-code', { accessCode }, 200);
  await postJson(baseUrl, jar, '/api/auth/login', credentials, 200);
  return jar;
}
