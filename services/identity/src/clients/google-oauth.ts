import { z } from 'zod';

/** Google's answer to the authorization-code exchange (OAuth 2.0 token endpoint). */
const tokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.number(),
  token_type: z.string(),
  scope: z.string().optional(),
  refresh_token: z.string().min(1).optional(),
});
export type GoogleTokens = z.infer<typeof tokenAnswerSchema>;

const errorAnswerSchema = z.object({
  error: z.string(),
  error_description: z.string().optional(),
});

export class GoogleExchangeError extends Error {
  override name = 'GoogleExchangeError';
}

const TIMEOUT_MS = 10_000;

/** Exchanges a consent `code` for tokens at Google's token endpoint (form-encoded POST). */
export async function exchangeGoogleCode(
  google: { clientId: string; clientSecret: string; redirectUri: string; tokenUrl: string },
  code: string,
): Promise<GoogleTokens> {
  let response: Response;
  try {
    response = await fetch(google.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        code,
        client_id: google.clientId,
        client_secret: google.clientSecret,
        redirect_uri: google.redirectUri,
        grant_type: 'authorization_code',
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    throw new GoogleExchangeError(`Google's token endpoint could not be reached`, { cause: err });
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const refusal = errorAnswerSchema.safeParse(body);
    throw new GoogleExchangeError(
      `Google refused the code (${response.status}${refusal.success ? `: ${refusal.data.error}` : ''})`,
    );
  }
  const tokens = tokenAnswerSchema.safeParse(body);
  if (!tokens.success) throw new GoogleExchangeError('Google answered tokens in an unknown shape');
  return tokens.data;
}
