import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '@d742/stack';

/** Where `npm run bench` leaves its figures; generated, so .gitignore keeps it out of commits. */
export const RESULTS_FILE = path.join(REPO_ROOT, 'bench', 'results.json');

/**
 * Sets `key` in bench/results.json and keeps every other benchmark's key (read, modify, write;
 * the benchmarks run one after another). A file that is not a JSON object is started afresh.
 */
export function mergeResults(key: string, value: unknown, file = RESULTS_FILE): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  let current: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      current = parsed as Record<string, unknown>;
    }
  } catch {
    // missing or unreadable: start a new file
  }
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify({ ...current, [key]: value }, null, 2)}\n`);
  fs.renameSync(temp, file);
}
