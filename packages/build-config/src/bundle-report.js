import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * `npm run bundle-report [app...]`: builds the shell and every remote the way `npm run build` does,
 * keeps each build's full Rspack stats in bench/bundle-stats/<app>.json (for Rsdoctor, Statoscope or
 * webpack-bundle-analyzer) and prints its JavaScript files, largest first, each with its largest
 * modules, so a growing chunk is easy to find. `npm run bench` has the figures per page.
 */
const require = createRequire(import.meta.url);
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const APPS = ['shell', 'mfe-academics', 'mfe-messaging', 'mfe-voice', 'mfe-reports'];
const outDir = path.join(repo, 'bench', 'bundle-stats');
const rspackBin = path.join(
  path.dirname(require.resolve('@rspack/cli/package.json')),
  'bin',
  'rspack.js',
);
const kb = (/** @type {number} */ bytes) => `${(bytes / 1000).toFixed(1)} KB`.padStart(10);

/**
 * @typedef {{ name?: string, identifier?: string, size?: number }} StatsModule
 * @typedef {{ files?: string[], modules?: StatsModule[] }} StatsChunk
 */

/** @param {string} app */
function report(app) {
  const statsFile = path.join(outDir, `${app}.json`);
  const build = spawnSync(process.execPath, [rspackBin, 'build', '--json', statsFile], {
    cwd: path.join(repo, app),
    env: { ...process.env, D742_BUNDLE_STATS: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error(`${app}: rspack build failed (${build.status})`);
  /** @typedef {{ name?: string, outputPath: string, chunks: StatsChunk[] }} Stats */
  /** @type {Stats & { children?: Stats[] }} */
  const all = JSON.parse(fs.readFileSync(statsFile, 'utf8'));
  // The shell's config is two builds (the app, then its service worker): report the app.
  const stats = all.children?.find((child) => child.name === app.replace(/^mfe-/, '')) ?? all;
  const scripts = stats.chunks
    .flatMap((chunk) =>
      (chunk.files ?? [])
        .filter((file) => file.endsWith('.js'))
        .map((file) => ({ chunk, file, body: fs.readFileSync(path.join(stats.outputPath, file)) })),
    )
    .sort((a, b) => b.body.length - a.body.length);
  const lines = [
    `${app}: JavaScript files (raw, gzip -9), each with its largest modules (unminified)`,
  ];
  for (const { chunk, file, body } of scripts) {
    lines.push(`  ${file.padEnd(56)}${kb(body.length)}${kb(gzipSync(body, { level: 9 }).length)}`);
    const modules = [...(chunk.modules ?? [])].sort((a, b) => (b.size ?? 0) - (a.size ?? 0));
    for (const m of modules.slice(0, 3)) {
      lines.push(
        `      ${String(m.name ?? m.identifier)
          .slice(0, 62)
          .padEnd(62)}${kb(m.size ?? 0)}`,
      );
    }
  }
  return lines.join('\n');
}

fs.mkdirSync(outDir, { recursive: true });
const apps = process.argv.length > 2 ? process.argv.slice(2) : APPS;
for (const app of apps) console.log(`${report(app)}\n`);
console.log(`Full stats: ${path.relative(process.cwd(), outDir)}/<app>.json`);
