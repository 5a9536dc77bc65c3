import mongoose from 'mongoose';
import type pino from 'pino';

/** The URI without its password, for logs and errors. */
export function redactUri(uri: string): string {
  return uri.replace(/(mongodb(?:\+srv)?:\/\/[^:/@]+):[^@/]*@/, '$1:***@');
}

/**
 * One mongoose connection per service; fails within ~5 s with a message naming MONGODB_URI.
 * `closing` tells a disconnect the service asked for (logged as info) from a lost database (a warning).
 */
export async function connectMongo(
  uri: string,
  logger: pino.Logger,
  closing: () => boolean = () => false,
): Promise<mongoose.Connection> {
  const connection = mongoose.createConnection(uri, { serverSelectionTimeoutMS: 5000 });
  try {
    await connection.asPromise();
  } catch (error) {
    await connection.close().catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Could not connect to MongoDB at ${redactUri(uri)} (check MONGODB_URI): ${reason}`,
      { cause: error },
    );
  }
  logger.info({ db: connection.name }, 'connected to MongoDB');
  connection.on('disconnected', () => {
    if (closing()) logger.info({ db: connection.name }, 'MongoDB connection closed');
    else logger.warn({ db: connection.name }, 'MongoDB disconnected');
  });
  connection.on('reconnected', () => logger.info({ db: connection.name }, 'MongoDB reconnected'));
  return connection;
}
