import type Koa from 'koa';
import type { DataExport } from '@d742/contracts';
import {
  AppError,
  ServiceAnswerInvalidError,
  ServiceRefusedError,
  ServiceUnreachableError,
} from '@d742/service-kit';
import type { HandlerDeps } from './context';
import { identityOf } from '../http/request';
import { toProfile } from '../user-dto';
import { currentUser } from './current-user';

export const BACKUP_UNAVAILABLE =
  'Your data backup cannot be made right now. Please try again later.';

class ServiceUnavailableError extends AppError {
  constructor() {
    super(503, BACKUP_UNAVAILABLE, { defaultCode: 'SERVICE_UNAVAILABLE' });
  }
}

const isCallFailure = (err: unknown) =>
  err instanceof ServiceUnreachableError ||
  err instanceof ServiceRefusedError ||
  err instanceof ServiceAnswerInvalidError;

/** GET /api/user/export: the person's own data as one JSON download; whole or not at all. */
export function exportHandler(s: HandlerDeps): Koa.Middleware {
  return async (ctx) => {
    const user = await currentUser(ctx, s);
    const identity = { ...identityOf(ctx), userId: user._id.toHexString(), role: user.role };
    let family: Pick<DataExport, 'children' | 'messages'>;
    try {
      family = await s.familyData.collect(identity, user.language);
    } catch (err) {
      if (!isCallFailure(err)) throw err;
      s.logger.warn({ err }, 'data backup: a service did not answer');
      throw new ServiceUnavailableError();
    }
    const exportedAt = s.clock();
    const body: DataExport = {
      exportedAt: exportedAt.toISOString(),
      profile: { ...toProfile(user), username: user.username, role: user.role },
      ...family,
    };
    const day = exportedAt.toISOString().slice(0, 10);
    ctx.set('Content-Disposition', `attachment; filename="district742-backup-${day}.json"`);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  };
}
