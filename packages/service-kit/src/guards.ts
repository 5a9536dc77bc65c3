import { ROLES, type Role } from '@d742/contracts';
import type Koa from 'koa';
import { ForbiddenError, UnauthorizedError } from './errors';
import type { Identity } from './identity';

function signedInUser(ctx: Koa.Context): Identity & { role: Role } {
  const identity = ctx.state.identity as Identity | undefined;
  if (!identity || !identity.userId || !(ROLES as readonly string[]).includes(identity.role)) {
    if (identity?.role === 'system') throw new ForbiddenError();
    throw new UnauthorizedError();
  }
  return identity as Identity & { role: Role };
}

/** 401 unless a user is signed in; 403 unless their role is one of `roles`. */
export function requireRole(...roles: Role[]): Koa.Middleware {
  return async (ctx, next) => {
    const user = signedInUser(ctx);
    if (!roles.includes(user.role)) throw new ForbiddenError();
    await next();
  };
}

/** 401 unless some user (any role) is signed in. */
export function requireUser(): Koa.Middleware {
  return async (ctx, next) => {
    signedInUser(ctx);
    await next();
  };
}

/** Internal endpoints: only calls signed with role 'system'. */
export function requireSystem(): Koa.Middleware {
  return async (ctx, next) => {
    const identity = ctx.state.identity as Identity | undefined;
    if (!identity || identity.role === 'anonymous') throw new UnauthorizedError();
    if (identity.role !== 'system') throw new ForbiddenError();
    await next();
  };
}
