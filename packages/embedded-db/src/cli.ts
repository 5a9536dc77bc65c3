import path from 'node:path';
import { ensureFerretDB } from './ferretdb-binary';
import { startEmbeddedMongo } from './start';

const USAGE = `Usage:
  d742-db install-ferretdb                      make sure a working FerretDB binary exists (builds it with Go)
  d742-db start --data-dir <dir> [--port <n>]   start the embedded database in the foreground and print its URI

Order: MONGODB_URI, a local mongod, MongoDB downloaded by mongodb-memory-server (60 s at most),
FerretDB on PostgreSQL (when PostgreSQL's server programs are installed), FerretDB on SQLite.
EMBEDDED_DB_BACKEND=postgresql|sqlite forces one of the FerretDB backends.`;

function log(line: string): void {
  process.stderr.write(`${line}\n`);
}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index !== -1) return args[index + 1];
  const inline = args.find((arg) => arg.startsWith(`${name}=`));
  return inline?.slice(name.length + 1);
}

async function start(args: string[]): Promise<void> {
  const dataDir = option(args, '--data-dir');
  const portText = option(args, '--port');
  const port = portText === undefined ? 0 : Number(portText);
  if (!dataDir || !Number.isInteger(port) || port < 0 || port > 65535) {
    log(USAGE);
    process.exitCode = 2;
    return;
  }
  const db = await startEmbeddedMongo({ dataDir: path.resolve(dataDir), port, log });
  process.stdout.write(`${db.uri}\n`);
  log(`Database (${db.kind}) ready at ${db.uri}; press Ctrl+C to stop.`);
  let stopping = false;
  const shutdown = (): void => {
    if (stopping) return;
    stopping = true;
    void db.stop().finally(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  // Keeps the event loop alive while the child runs.
  setInterval(() => undefined, 1 << 30);
}

export async function main(argv: string[]): Promise<void> {
  const [command, ...args] = argv;
  try {
    if (command === 'install-ferretdb') {
      const bin = await ensureFerretDB({ log });
      process.stdout.write(`${bin}\n`);
    } else if (command === 'start') {
      await start(args);
    } else {
      log(USAGE);
      process.exitCode = command === '--help' || command === '-h' ? 0 : 2;
    }
  } catch (error) {
    log(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

if (require.main === module) void main(process.argv.slice(2));
