import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** One JavaScript response the browser fetched. */
export interface ScriptFile {
  /** Path on the gateway, e.g. /main.1a2b3c4d.js or /mfe/academics/remoteEntry.js */
  path: string;
  /** Decoded body bytes (what the browser parses). */
  raw: number;
  /** Body bytes as they crossed the wire (smaller than raw only when the server compressed). */
  wire: number;
  gzip: number;
  brotli: number;
}

export interface BundleRow {
  /** What was loaded: the sign-in page, or a signed-in route. */
  page: string;
  /** The remotes whose code this row loads ('shell' files are counted too). */
  remotes: string[];
  /** Gzipped budget in bytes; null = reported only. */
  budgetGzip: number | null;
  files: ScriptFile[];
}

export interface BundleTotals {
  files: number;
  raw: number;
  wire: number;
  gzip: number;
  brotli: number;
}

export const KB = 1000;

/**
 * The figures are computed here, from the decoded bodies, so they do not depend on whether (or how
 * well) a server compresses: gzip level 9 and brotli quality 11, what a build-time precompression
 * step uses.
 */
export function measureBody(path: string, body: Buffer, wire: number): ScriptFile {
  return {
    path,
    raw: body.length,
    wire,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }).length,
  };
}

export function totals(files: readonly ScriptFile[]): BundleTotals {
  const sum = (key: 'raw' | 'wire' | 'gzip' | 'brotli') =>
    files.reduce((acc, f) => acc + f[key], 0);
  return {
    files: files.length,
    raw: sum('raw'),
    wire: sum('wire'),
    gzip: sum('gzip'),
    brotli: sum('brotli'),
  };
}

export const overBudget = (row: BundleRow): boolean =>
  row.budgetGzip !== null && totals(row.files).gzip > row.budgetGzip;

/** Which part of the portal served a file: the remote under /mfe/<name>/, else the shell. */
export function ownerOf(path: string): string {
  return /^\/mfe\/([^/]+)\//.exec(path)?.[1] ?? 'shell';
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);

/** A file's path in at most `width` characters: long hashed names keep their start and end. */
const fit = (path: string, width: number) =>
  path.length <= width ? path.padEnd(width) : `${path.slice(0, width - 21)}…${path.slice(-20)}`;

/** The printed table: one line per page, its largest files under it; over-budget rows marked. */
export function formatBundleTable(rows: readonly BundleRow[], largest = 3): string {
  const head =
    `  ${'page'.padEnd(40)}${'files'.padStart(6)}${'raw KB'.padStart(10)}${'wire KB'.padStart(10)}` +
    `${'gzip KB'.padStart(10)}${'br KB'.padStart(9)}${'budget'.padStart(9)}  status`;
  const lines = [
    '',
    'JavaScript weight (headless Chromium, cold cache; gzip -9 / brotli -q 11 of each body; KB = 1000 bytes)',
    head,
  ];
  for (const row of rows) {
    const t = totals(row.files);
    const budget = row.budgetGzip === null ? '-' : kb(row.budgetGzip);
    const status = row.budgetGzip === null ? '' : overBudget(row) ? 'OVER BUDGET' : 'ok';
    lines.push(
      `  ${row.page.padEnd(40)}${String(t.files).padStart(6)}${kb(t.raw).padStart(10)}` +
        `${kb(t.wire).padStart(10)}${kb(t.gzip).padStart(10)}${kb(t.brotli).padStart(9)}` +
        `${budget.padStart(9)}  ${status}`,
    );
    for (const f of [...row.files].sort((a, b) => b.gzip - a.gzip).slice(0, largest)) {
      lines.push(
        `      ${fit(f.path, 36)}${''.padStart(6)}${kb(f.raw).padStart(10)}${kb(f.wire).padStart(10)}` +
          `${kb(f.gzip).padStart(10)}${kb(f.brotli).padStart(9)}`,
      );
    }
  }
  lines.push(
    '  (wire = bytes as served; budget = gzip KB: 120 for the sign-in page, 40 per remote a route shows)',
    '',
  );
  return lines.join('\n');
}

/** The "bundles" entry of bench/results.json. */
export function bundleResults(rows: readonly BundleRow[], measuredAt: Date) {
  return {
    measuredAt: measuredAt.toISOString(),
    unit: 'bytes',
    compression: 'node:zlib gzip level 9, brotli quality 11, of the decoded bodies',
    pages: rows.map((row) => {
      const byOwner = new Map<string, ScriptFile[]>();
      for (const f of row.files)
        byOwner.set(ownerOf(f.path), [...(byOwner.get(ownerOf(f.path)) ?? []), f]);
      return {
        page: row.page,
        remotes: row.remotes,
        budgetGzip: row.budgetGzip,
        overBudget: overBudget(row),
        ...totals(row.files),
        byOwner: Object.fromEntries([...byOwner].map(([owner, files]) => [owner, totals(files)])),
        scripts: row.files,
      };
    }),
  };
}
