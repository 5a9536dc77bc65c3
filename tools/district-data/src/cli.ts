import { writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { DEFAULT_PORTS } from '@d742/contracts';
import { startEmbeddedMongo, type EmbeddedMongo } from '@d742/embedded-db';
import { ArgumentError, parseArgs, USAGE } from './args';
import { generateDistrict, RefusedError, type GenerateResult } from './generate';

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
const HOST = '127.0.0.1';

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: HOST, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Where to write: --mongodb-uri, else MONGODB_URI, else `npm start`'s database (the running one
 * on its port, or started here on its data folder, DATA_DIR or .data/, and stopped at the end).
 */
async function database(uri: string | undefined): Promise<{ uri: string; server?: EmbeddedMongo }> {
  const given = uri ?? process.env.MONGODB_URI?.trim();
  if (given) return { uri: given };
  const port = Number(process.env.DB_PORT ?? DEFAULT_PORTS.database);
  if (await listening(port)) return { uri: `mongodb://${HOST}:${port}` };
  const dataDir = path.join(process.env.DATA_DIR ?? path.join(REPO_ROOT, '.data'), 'db');
  const server = await startEmbeddedMongo({ dataDir, port, log: (line) => console.error(line) });
  console.log(`[generate] started the portal's database (${server.kind}) in ${dataDir}`);
  return { uri: server.uri, server };
}

function summary(result: GenerateResult): string {
  const width = Math.max(...Object.keys(result.counts).map((k) => k.length));
  const total = Object.values(result.counts).reduce((a, b) => a + b, 0);
  return [
    '',
    result.countedIn === 'this run'
      ? `  Rows this run wrote (${result.backend}):`
      : `  Rows in the database (${result.backend}):`,
    ...Object.entries(result.counts).map(
      ([name, n]) => `    ${name.padEnd(width)} ${n.toLocaleString('en-US').padStart(10)}`,
    ),
    `    ${'total'.padEnd(width)} ${total.toLocaleString('en-US').padStart(10)}`,
    '',
    `  Written by this run: ${result.rowsWritten.toLocaleString('en-US')} rows in ${result.seconds.toFixed(1)} s`,
    `  Sample parent (children ${result.sample.children.join(', ')}): username ${result.sample.username}  password ${result.sample.password}`,
    '  Every generated parent has that password; staff accounts have Macallin-742-<seed>.',
    '',
  ].join('\n');
}

/** The command: its exit code (0 done, 1 failed, 2 bad arguments or refused, 130 stopped). */
export async function main(argv: string[]): Promise<number> {
  let args;
  try {
    args = parseArgs(argv);
  } catch (error) {
    if (!(error instanceof ArgumentError)) throw error;
    console.error(`generate: ${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  const controller = new AbortController();
  const onSignal = () => {
    if (controller.signal.aborted) process.exit(130);
    console.log('[generate] stopping after the current batch (Ctrl+C again to quit at once)...');
    controller.abort();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  let db: Awaited<ReturnType<typeof database>> | undefined;
  try {
    db = await database(args.mongodbUri);
    const result = await generateDistrict({
      uri: db.uri,
      students: args.students,
      seed: args.seed,
      year: args.year,
      force: args.force,
      validate: args.validate,
      signal: controller.signal,
    });
    if (result.status === 'stopped') {
      console.log(
        `[generate] stopped after ${result.familiesDone.toLocaleString('en-US')} of ${result.families.toLocaleString('en-US')} families; ` +
          'run the same command again to resume.',
      );
      return 130;
    }
    console.log(summary(result));
    if (args.report) await writeFile(args.report, `${JSON.stringify(result, null, 2)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof RefusedError) {
      console.error(`generate: ${error.message}`);
      return 2;
    }
    throw error;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await db?.server?.stop();
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`generate: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
