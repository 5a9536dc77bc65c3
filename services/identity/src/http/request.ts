import type Koa from 'koa';
import type { Identity } from '@d742/service-kit';
import type { Language } from '@d742/contracts';

export function requestBody(ctx: Koa.Context): unknown {
  return (ctx.request as { body?: unknown }).body;
}

export function identityOf(ctx: Koa.Context): Identity {
  return ctx.state.identity as Identity;
}

/** The browser's IP as the gateway saw it (signed), never this socket's peer. */
export function clientIp(ctx: Koa.Context): string {
  return identityOf(ctx).clientIp || 'unknown';
}

export function languageOf(ctx: Koa.Context): Language {
  return ctx.state.language === 'en' ? 'en' : 'so';
}
