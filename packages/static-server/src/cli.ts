import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_PORTS, REMOTE_NAMES, type RemoteName } from '@d742/contracts';
import pino from 'pino';
import { runService, serverUrl } from './run';
import { createStaticApp } from './static-app';

const USAGE = 'Usage: d742-static <dir> (--port <n> | --remote <name>) [--host 127.0.0.1]';

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index !== -1) return args[index + 1];
  return args.find((arg) => arg.startsWith(`${name}=`))?.slice(name.length + 1);
}

export async function main(args: string[]): Promise<void> {
  const dir = args.find(
    (arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--'),
  );
  const remote = option(args, '--remote');
  const remotePort = REMOTE_NAMES.includes(remote as RemoteName)
    ? DEFAULT_PORTS.remotes[remote as RemoteName]
    : undefined;
  const port = Number(option(args, '--port') ?? process.env.PORT ?? remotePort);
  const host = option(args, '--host') ?? process.env.HOST ?? '127.0.0.1';
  if (!dir || !Number.isInteger(port) || port < 0 || port > 65535) {
    process.stderr.write(`${USAGE}\n`);
    process.exit(2);
  }
  const root = path.resolve(dir);
  const logger = pino({ name: 'd742-static', level: process.env.LOG_LEVEL ?? 'warn' });
  if (!existsSync(root))
    process.stderr.write(`warning: ${root} does not exist yet; every path answers 404\n`);
  const server = await runService({
    name: 'd742-static',
    app: createStaticApp(root, { logger }),
    host,
    port,
    logger,
  });
  process.stdout.write(`serving ${dir} on ${serverUrl(server, host)}\n`);
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
