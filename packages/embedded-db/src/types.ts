export type EmbeddedKind = 'external' | 'mongod' | 'ferretdb' | 'memory-server';

/** Where FerretDB keeps the data (kind 'ferretdb' only). */
export type FerretStorageName = 'postgresql' | 'sqlite';

export interface EmbeddedMongo {
  /** mongodb://127.0.0.1:<port> without a database name. */
  uri: string;
  kind: EmbeddedKind;
  /** Set when kind is 'ferretdb'. */
  storage?: FerretStorageName;
  /** The process of a server started here (mongod, FerretDB), for fault tests that kill it. */
  pid?: number;
  stop(): Promise<void>;
}

export interface StartOptions {
  dataDir: string;
  /** 0 or undefined: pick a free port. */
  port?: number;
  log?: (line: string) => void;
  /**
   * The data may be lost (tests, benchmarks): PostgreSQL then runs without fsync, synchronous commit
   * and full page writes.
   */
  throwaway?: boolean;
}

export type Log = (line: string) => void;

export const noLog: Log = () => undefined;
