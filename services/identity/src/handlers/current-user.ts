import type Koa from 'koa';
import { UnauthorizedError } from '@d742/service-kit';
import type { HandlerDeps } from './context';
import type { UserRecord } from '../models/user.model';
import { identityOf } from '../http/request';

/** The signed-in user named by the gateway's signed identity; 401 when the account is gone. */
export async function currentUser(ctx: Koa.Context, s: HandlerDeps): Promise<UserRecord> {
  const user = await s.users.findById(identityOf(ctx).userId);
  if (!user) throw new UnauthorizedError('Not signed in', { code: 'UNAUTHORIZED' });
  return user;
}
