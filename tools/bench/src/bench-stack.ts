import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultPorts, startStack, type RunningStack } from '@d742/stack';

export interface BenchStack {
  stack: RunningStack;
  /** The throwaway data folder (database, generated secret). */
  dataDir: string;
  /** Stops every process of the stack and removes the data folder. */
  stop: () => Promise<void>;
}

/**
 * The whole stack in demo mode in a throwaway data folder, on ports shifted by `portOffset` so a
 * benchmark runs beside `npm start` and the e2e suite. Logs go to stderr (the table to stdout).
 */
export async function startBenchStack(name: string, portOffset: number): Promise<BenchStack> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `d742-bench-${name}-`));
  const removeData = () => fs.rmSync(dataDir, { recursive: true, force: true });
  console.error(`[bench] ${name}: starting the stack (ports +${portOffset})...`);
  try {
    const stack = await startStack({
      dataDir,
      ports: defaultPorts(portOffset),
      demoMode: true,
      logLevel: 'warn',
      log: (line) => console.error(line),
    });
    return {
      stack,
      dataDir,
      stop: async () => {
        await stack.stop();
        removeData();
      },
    };
  } catch (err) {
    removeData();
    throw err;
  }
}
