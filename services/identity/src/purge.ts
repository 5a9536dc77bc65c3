import type { Connection } from 'mongoose';
import { attemptModel } from './models/attempt.model';
import { sessionModel } from './models/session.model';
import { AttemptRepository } from './repositories/attempt-repository';
import { SessionRepository } from './repositories/session-repository';

/** Expired sessions and stale attempt counters (no TTL indexes on FerretDB, so this runs on a timer). */
export async function purgeExpired(
  connection: Connection,
  now: number = Date.now(),
): Promise<{ sessions: number }> {
  const sessions = await new SessionRepository(sessionModel(connection)).purgeExpired(now);
  await new AttemptRepository(attemptModel(connection)).purgeStale(now);
  return { sessions };
}
