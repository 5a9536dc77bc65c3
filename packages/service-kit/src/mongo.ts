import mongoose from 'mongoose';
import type pino from 'pino';

/** The URI without its password, for logs and errors. */
export function redactUri(uri: string): string {
  return uri.replace(/(mongodb(?:\+srv)?:\/\/[^:/@]+):[^@/]*@/, '$1:***@');
}

/**
 * How a service talks to its database when the database fails (decision 028). No call waits
 * longer than a few seconds for a database that is gone; the driver reconnects by itself.
 */
export const DATABASE_CONNECTION_OPTIONS = {
  // A call made while the database is unreachable goes to the driver at once (no mongoose queue
  // that could hold it, or replay it, later) and fails after server selection: a 503, not a hang.
  bufferCommands: false,
  // The longest wait for a reachable server, at start and for each call during an outage.
  serverSelectionTimeoutMS: 3_000,
  connectTimeoutMS: 3_000,
  // A database that accepted a call and went silent (hung, cut off): the call fails after this.
  socketTimeoutMS: 20_000,
  // How soon a lost (and a returned) database is noticed without any traffic: GET /ready follows.
  heartbeatFrequencyMS: 2_000,
  // A write is acknowledged once a majority has it in its journal (a real MongoDB replica set);
  // FerretDB ignores write concerns and acknowledges after its SQLite commit.
  writeConcern: { w: 'majority', journal: true },
} as const satisfies mongoose.ConnectOptions;

/**
 * The driver checks the database every heartbeatFrequencyMS (2 s) and, when a check cannot end, the
 * connect and socket timeouts (3 s) end it: a monitor that reports nothing for this long has stopped.
 */
export const MONITOR_SILENCE_MS = 15_000;

/**
 * Restarts the connection's client when the driver's monitor has reported no heartbeat (started,
 * succeeded or failed) for `silenceMs`. In a fresh-clone CI run of the database-restart fault test
 * the monitor fell silent as the database went down: the server stayed "Unknown" after the database
 * was back, so every call answered 503 for as long as the test waited (decision 028). Closing and
 * connecting the same client gives it a new topology and monitor; mongoose's models keep working
 * on it, and calls in between fail as "not connected" (a 503).
 */
function watchMonitor(
  connection: mongoose.Connection,
  logger: pino.Logger,
  closing: () => boolean,
  silenceMs: number,
): void {
  const client = connection.getClient();
  // A load-balanced deployment has no monitor to watch.
  if (client.options.loadBalanced) return;
  let lastHeard = Date.now();
  let restarting = false;
  const heard = () => {
    lastHeard = Date.now();
  };
  client.on('serverHeartbeatStarted', heard);
  client.on('serverHeartbeatSucceeded', heard);
  client.on('serverHeartbeatFailed', heard);
  const timer = setInterval(
    () => {
      if (restarting || closing() || Date.now() - lastHeard < silenceMs) return;
      restarting = true;
      const silentMs = Date.now() - lastHeard;
      logger.warn({ db: connection.name, silentMs }, 'MongoDB monitor silent; reconnecting');
      void (async () => {
        try {
          await client.close();
          if (closing()) return;
          await client.connect();
          logger.info({ db: connection.name }, 'MongoDB client reconnected');
        } catch (error) {
          // The database is still away: the next round tries again.
          logger.warn(
            { db: connection.name, err: error instanceof Error ? error.message : String(error) },
            'MongoDB client could not reconnect yet',
          );
        } finally {
          lastHeard = Date.now();
          restarting = false;
        }
      })();
    },
    Math.max(250, Math.floor(silenceMs / 3)),
  );
  timer.unref();
  connection.once('close', () => clearInterval(timer));
}

/**
 * One mongoose connection per service; fails within ~3 s with a message naming MONGODB_URI.
 * `closing` tells a disconnect the service asked for (logged as info) from a lost database (a warning).
 * A driver monitor that falls silent is restarted after `monitorSilenceMs` (see watchMonitor).
 */
export async function connectMongo(
  uri: string,
  logger: pino.Logger,
  closing: () => boolean = () => false,
  options: { monitorSilenceMs?: number } = {},
): Promise<mongoose.Connection> {
  const connection = mongoose.createConnection(uri, DATABASE_CONNECTION_OPTIONS);
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
  watchMonitor(connection, logger, closing, options.monitorSilenceMs ?? MONITOR_SILENCE_MS);
  return connection;
}

/** Driver and mongoose errors that mean "the database cannot be reached now", not a bad call. */
const UNREACHABLE_ERROR_NAMES = new Set([
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoPoolClearedError',
]);

/**
 * Server answers that mean "not now" (shutting down, stepping down, no primary, unreachable
 * member): a replica set failing over, or a database restarting. The driver's retryable codes.
 */
const NOT_NOW_SERVER_CODES = new Set([
  6, 7, 89, 91, 189, 262, 9001, 10107, 11600, 11602, 13435, 13436,
]);
/**
 * FerretDB answers any failure of its storage that is not a command error as InternalError (code
 * 1) with the storage driver's own message: when FerretDB shuts down or PostgreSQL goes away
 * under a command, that message is one of these (nothing was stored: the command's transaction was
 * rolled back). MongoDB never says so with code 1; its shutdown codes are above.
 */
const STORAGE_GONE_MESSAGE =
  /context canceled|conn closed|connection (?:closed|refused|reset)|terminating connection|the database system is (?:shutting down|starting up)|unexpected EOF|SQLSTATE (?:57P0[1-3]|08\d{3})/i;
const INTERNAL_ERROR = 1;
const SOCKET_ERROR_CODES = new Set(['EPIPE', 'ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT']);
/** A stack frame inside the MongoDB driver (a socket error of the database, not of another call). */
const DRIVER_FRAME = /[\\/]node_modules[\\/]mongodb[\\/]/;

/** True when `error` (or an error it wraps) says the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const { name, message, cause, code, stack } = current as Record<string, unknown>;
    if (typeof name === 'string' && UNREACHABLE_ERROR_NAMES.has(name)) return true;
    if (
      (name === 'MongoServerError' || name === 'MongoWriteConcernError') &&
      NOT_NOW_SERVER_CODES.has(Number(code))
    )
      return true;
    if (
      (name === 'MongoServerError' || name === 'MongoBulkWriteError') &&
      Number(code) === INTERNAL_ERROR &&
      typeof message === 'string' &&
      STORAGE_GONE_MESSAGE.test(message)
    )
      return true;
    // The driver lets a raw socket error through when the database closes the socket just as a
    // command is written ("This socket has been ended by the other party", EPIPE).
    if (
      SOCKET_ERROR_CODES.has(String(code)) &&
      typeof stack === 'string' &&
      DRIVER_FRAME.test(stack)
    )
      return true;
    // mongoose refuses a call on a closed connection (bufferCommands off) with a plain MongooseError.
    if (
      name === 'MongooseError' &&
      typeof message === 'string' &&
      /connection|buffering/i.test(message)
    )
      return true;
    current = cause;
  }
  return false;
}
