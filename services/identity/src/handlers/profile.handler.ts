import type Koa from 'koa';
import { profileUpdateSchema } from '@d742/contracts';
import { ConflictError, UnauthorizedError, validate } from '@d742/service-kit';
import type { HandlerDeps } from './context';
import { requestBody } from '../http/request';
import { EMAIL_TAKEN_MESSAGE, type ProfileChanges } from '../repositories/user-repository';
import { toProfile } from '../user-dto';
import { currentUser } from './current-user';

export function profileHandler(s: HandlerDeps): Koa.Middleware {
  return async (ctx) => {
    ctx.body = toProfile(await currentUser(ctx, s));
  };
}

/** PATCH /api/user/profile: the signed-in person's own account only (no id is ever taken from the request). */
export function updateProfileHandler(s: HandlerDeps): Koa.Middleware {
  return async (ctx) => {
    const update = validate(profileUpdateSchema, requestBody(ctx));
    const user = await currentUser(ctx, s);
    const changes: ProfileChanges = {};
    if (update.firstName !== undefined) changes.firstName = update.firstName;
    if (update.lastName !== undefined) changes.lastName = update.lastName;
    if (update.phone !== undefined) changes.phone = update.phone;
    if (update.notifications) changes.notifications = update.notifications;
    if (update.language !== undefined) {
      changes.language = update.language;
      changes.languageChosenAt = s.clock();
    }
    if (update.email !== undefined && update.email !== user.email) {
      const holder = await s.users.findEmailHolder(update.email);
      if (holder && !holder._id.equals(user._id))
        throw new ConflictError(EMAIL_TAKEN_MESSAGE, { code: 'EMAIL_TAKEN' });
      changes.email = update.email;
      // Registered accounts sign in with their email: the username follows it.
      if (user.username === user.email) changes.username = update.email;
    }
    const updated = await s.users.updateProfile(user._id, changes);
    if (!updated) throw new UnauthorizedError('Not signed in', { code: 'UNAUTHORIZED' });
    ctx.body = toProfile(updated);
  };
}
