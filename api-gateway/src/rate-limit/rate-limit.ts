import type { Context, Middleware } from 'koa';
import { SESSION_COOKIE } from '@d742/contracts';
import { initI18n, registerNamespace } from '@d742/i18n';
import { languageFromHeader } from '@d742/service-kit';
import type { RouteTable } from '../route-table';
import type { SessionResolver } from '../session-resolver';
import type { RateLimitConfig } from './config';
import en from './locales/en.json';
import so from './locales/so.json';
import type { RateDecision, RateLimitStore, RateRule, Take } from './token-bucket';

export const RATE_LIMITED = 'RATE_LIMITED';
const NAMESPACE = 'gateway-rate-limit';
registerNamespace(NAMESPACE, { so, en });

/** Calls that cost the district money or much CPU (providers, PDF rendering), by group. */
export const EXPENSIVE_ROUTES: Readonly<Record<string, 'voice' | 'pdf'>> = {
  'POST /api/voice/transcribe': 'voice',
  'POST /api/voice/chat-complete': 'voice',
  'POST /api/voice/speak': 'voice',
  'POST /api/voice/translate': 'voice',
  'POST /api/students/:id/progress-report': 'pdf',
};
/** Limited per sending address on its own buckets (decision 027). */
export const SMS_WEBHOOK_ROUTE = 'POST /api/sms/inbound';

export interface RateLimitOptions {
  table: RouteTable;
  sessions: SessionResolver;
  store: RateLimitStore;
  limits: RateLimitConfig;
  now: () => number;
}

/** The localized text of a 429 (the reader's Accept-Language, Somali by default). */
export function rateLimitedText(acceptLanguage: string | undefined, seconds: number): string {
  const t = initI18n().getFixedT(languageFromHeader(acceptLanguage), NAMESPACE);
  return t('rateLimited', { count: seconds });
}

/** RateLimit-Policy and RateLimit (IETF httpapi draft, as express-rate-limit's draft-7 sends them). */
function setRateLimitHeaders(ctx: Context, decision: RateDecision): void {
  ctx.set('RateLimit-Policy', `${decision.limit};w=${Math.round(decision.windowMs / 1000)}`);
  ctx.set(
    'RateLimit',
    `limit=${decision.limit}, remaining=${decision.remaining}, reset=${Math.ceil(decision.resetMs / 1000)}`,
  );
}

function refuse(ctx: Context, decision: RateDecision): void {
  const seconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
  ctx.status = 429;
  ctx.set('Retry-After', String(seconds));
  ctx.set('Cache-Control', 'no-store');
  ctx.body = {
    error: rateLimitedText(ctx.get('accept-language'), seconds),
    code: RATE_LIMITED,
    retryAfterSeconds: seconds,
  };
}

/**
 * Request rate limits on /api/* (decision 027), before routing: a token bucket per client address
 * (ctx.ip, so TRUST_PROXY decides whether X-Forwarded-For counts), the SMS provider's webhook on
 * buckets of its own, and per account on the expensive calls. A refused request goes no further.
 * /health, /ready, the live socket, remotes and the shell's files never come here.
 */
export function rateLimit(opts: RateLimitOptions): Middleware {
  const { limits, store } = opts;
  for (const key of Object.keys(EXPENSIVE_ROUTES)) {
    if (!opts.table.routes.some((route) => route.key === key)) {
      throw new Error(`rate limit for ${key}: no such route`);
    }
  }

  /** Takes from the buckets; false (and the 429 answered) when one is empty. */
  async function pass(ctx: Context, takes: Take[]): Promise<boolean> {
    if (takes.length === 0) return true;
    const decision = await store.take(takes, opts.now());
    setRateLimitHeaders(ctx, decision);
    if (!decision.allowed) refuse(ctx, decision);
    return decision.allowed;
  }
  const takeOf = (rule: RateRule | null, id: string): Take[] =>
    rule ? [{ key: `${rule.name}:${id}`, rule }] : [];

  return async (ctx, next) => {
    if (!ctx.path.startsWith('/api/')) return next();
    const match = opts.table.matchRequest(ctx);
    const key = match.kind === 'route' ? match.route.key : null;

    const perAddress =
      key === SMS_WEBHOOK_ROUTE ? takeOf(limits.smsWebhook, ctx.ip) : takeOf(limits.client, ctx.ip);
    if (!(await pass(ctx, perAddress))) return;

    const group = key ? EXPENSIVE_ROUTES[key] : undefined;
    if (group && limits.expensive.length > 0) {
      // Cached for the router that runs next; no session: the router answers 401.
      const user = await opts.sessions.resolve(ctx.cookies.get(SESSION_COOKIE));
      const takes = user
        ? limits.expensive.map((rule) => ({ key: `${group}-${rule.name}:${user.userId}`, rule }))
        : [];
      if (!(await pass(ctx, takes))) return;
    }
    await next();
  };
}
