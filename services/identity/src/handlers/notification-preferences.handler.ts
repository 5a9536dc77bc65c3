import type Koa from 'koa';
import type { InternalNotificationPreferences } from '@d742/contracts';
import { NotFoundError } from '@d742/service-kit';
import type { HandlerDeps } from './context';
import { notificationsOf } from '../user-dto';

/** GET /internal/users/:id/notification-preferences: whoever notifies asks first and honours the switches. */
export function notificationPreferencesHandler(s: HandlerDeps): Koa.Middleware {
  return async (ctx) => {
    const user = await s.users.findById(String(ctx.params.id ?? ''));
    if (!user) throw new NotFoundError('User not found', { code: 'USER_NOT_FOUND' });
    const body: InternalNotificationPreferences = {
      userId: user._id.toHexString(),
      language: user.language,
      notifications: notificationsOf(user),
      email: user.email,
      phone: user.phone ?? '',
      role: user.role,
    };
    ctx.body = body;
  };
}
