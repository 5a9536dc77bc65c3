export type EmbeddedKind = 'external' | 'mongod' | 'ferretdb' | 'memory-server';

export interface EmbeddedMongo {
  /** mongodb://127.0.0.1:<port> without a database name. */
  uri: string;
  kind: EmbeddedKind;
  /** The process of a server started here (mongod, FerretDB), for fault tests that kill it. */
  pid?: number;
  stop(): Promise<void>;
}

export interface StartOptions {
  dataDir: string;
  /** 0 or undefined: pick a free port. */
  port?: number;
  log?: (line: string) => void;
}

export type Log = (line: string) => void;

export const noLog: Log = () => undefined;
