import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedMongo, withDatabase } from '@d742/embedded-db';
import pino from 'pino';
import { signIdentity, type Identity, type IdentityRole } from './identity';

/** 32+ characters, like the production minimum. */
export const TEST_SECRET = 'd742-test-secret-0123456789abcdef0123456789';

/** A real embedded database in a throwaway folder; `uri('name')` gives a database URI. */
export async function startTestDatabase(): Promise<{
  uri: (dbName: string) => string;
  stop: () => Promise<void>;
}> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'd742-test-db-'));
  try {
    const db = await startEmbeddedMongo({ dataDir });
    return {
      uri: (dbName) => withDatabase(db.uri, dbName),
      stop: async () => {
        await db.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** Identity headers as the gateway would sign them, for supertest requests. */
export function signedHeaders(
  secret: string,
  identity: Partial<Identity> & { role: IdentityRole },
): Record<string, string> {
  const anonymousLike = identity.role === 'anonymous' || identity.role === 'system';
  return signIdentity(secret, {
    userId: identity.userId ?? (anonymousLike ? '' : 'test-user'),
    role: identity.role,
    clientIp: identity.clientIp ?? '127.0.0.1',
  });
}

export function testLogger(): pino.Logger {
  return pino({ level: 'silent' });
}
