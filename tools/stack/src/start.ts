import path from 'node:path';
import { demoSignIns } from './banner';
import { REPO_ROOT, defaultPorts } from './layout';
import { startStack } from './stack';

/** `npm start`: the whole product on embedded defaults, data under .data/, demo data seeded. */
async function main(): Promise<void> {
  const demoMode = process.env.DEMO_MODE ? process.env.DEMO_MODE === 'true' : true;
  // PORT_OFFSET moves every port (as the e2e suite and the benchmarks do), e.g. to run a second
  // portal beside this one.
  const ports = defaultPorts(Number(process.env.PORT_OFFSET ?? 0) || 0);
  if (process.env.GATEWAY_PORT) ports.gateway = Number(process.env.GATEWAY_PORT);
  if (process.env.DB_PORT) ports.database = Number(process.env.DB_PORT);
  const dataDir = process.env.DATA_DIR ?? path.join(REPO_ROOT, '.data');
  console.log(`[stack] starting District 742 portal (data in ${dataDir})...`);
  const stack = await startStack({ dataDir, ports, demoMode });

  const lines = [
    '',
    '  District 742 family portal is running.',
    '',
    `  Open: ${stack.url}/`,
    '',
    ...(demoMode ? ['  Demo sign-ins (demo mode only):', ...demoSignIns()] : []),
    '',
    '  Stop with Ctrl+C.',
    '',
  ];
  console.log(lines.join('\n'));

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[stack] ${signal}: stopping...`);
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err: Error) => {
  console.error(`[stack] could not start: ${err.message}`);
  process.exit(1);
});
