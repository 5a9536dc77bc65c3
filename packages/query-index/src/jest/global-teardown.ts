import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ALLOWED_SCANS } from '../allowlist';
import { countChecked, findUncovered, formatUncovered, type CapturedQuery } from '../coverage';
import { CAPTURE_DIR_ENV } from './capture-dir';

/** Reads what every worker captured and fails the run on any query no declared index serves. */
export default function globalTeardown(): void {
  const dir = process.env[CAPTURE_DIR_ENV];
  if (!dir) return;
  let captured: CapturedQuery[];
  try {
    captured = readdirSync(dir)
      .filter((f) => f.endsWith('.jsonl'))
      .flatMap((f) =>
        readFileSync(path.join(dir, f), 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as CapturedQuery),
      );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const uncovered = findUncovered(captured, ALLOWED_SCANS);
  if (uncovered.length > 0) {
    throw new Error(formatUncovered(uncovered));
  }
  const { shapes, allowlisted } = countChecked(captured, ALLOWED_SCANS);
  if (shapes > 0) {
    // Visible in every service's run, so a hook that stopped seeing queries would show as 0 here.
    console.log(
      `query-index: ${shapes} query shape(s) the services sent, each served by a declared index` +
        (allowlisted ? ` (${allowlisted} allowlisted scan(s))` : ''),
    );
  }
}
