import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_ACCESS_CODE, DEMO_USERS } from '@d742/demo-data';
import { CHROMIUM_ARGS, chromiumPath } from '@d742/stack';
import { signIn } from './accounts';
import { BENCH_PORT_OFFSETS, stackForStep, type BenchStack } from './bench-stack';
import { RESULTS_FILE, mergeResults } from './results-file';
import { median } from './stats';

/**
 * Lighthouse mobile (issue 14): the sign-in page and the signed-in home page, in Debian's Chromium
 * (CHROMIUM_PATH overrides) against the whole stack on shifted ports, with Lighthouse's default
 * mobile settings (Moto G Power emulation, simulated slow 4G and 4× CPU slowdown). Each page is
 * run RUNS times, each in a fresh tab with its HTTP cache, service worker and caches cleared by
 * Lighthouse (cookies and local storage stay, as on a phone). Each figure is the median of its own
 * values over the runs (as Lighthouse CI's `median` aggregation does): one run's score can come
 * with another run's slower LCP or TBT, and the figures of a single "median run" then jump between
 * series. Every run's score, LCP and TBT are printed and kept too.
 * Prints a table and merges `lighthouse` into bench/results.json; the median-score run's whole report is
 * kept as bench/lighthouse/<page>.json (open it in the Lighthouse viewer to see why a figure is
 * what it is). Figures only, nothing fails.
 *
 * Lighthouse keeps cookies between runs (it clears the other storage), so each page's cookies are
 * put in the browser before its runs, over the DevTools protocol, as a browser holds them: none for
 * the sign-in page, the demo parent's session for the signed-in home page. (A Cookie header in
 * Lighthouse's `extraHeaders` reaches the page's API calls but not its navigation: the gateway
 * answers a page visit without a session cookie with the sign-in page, decision 031.) The signed-in
 * page is loaded once before its measured runs, unmeasured: the app then remembers the parent on
 * this device as it does on their phone (a returning parent's pages are fetched beside the
 * session check, decision 017).
 */
const PORT_OFFSET = Number(
  process.env.D742_BENCH_LIGHTHOUSE_PORT_OFFSET ?? BENCH_PORT_OFFSETS.lighthouse,
);
/**
 * Runs per page, each figure the median of its own values. Five: Lighthouse's variability guide
 * (docs/variability.md) has the median of five runs roughly halve the spread. Single runs of the
 * same home page here gave TBT from 37 to 273 ms, and the median of three moved from 224 to
 * 103 ms between two whole benches.
 */
const RUNS = Number(process.env.D742_BENCH_LIGHTHOUSE_RUNS ?? 5);
/** Only the pages whose slug is listed (comma-separated, e.g. `sign-in`); every page by default. */
const ONLY_PAGES = process.env.D742_BENCH_LIGHTHOUSE_PAGES?.split(',').map((slug) => slug.trim());

const GOALS = { performance: 95, lcpMs: 2000, tbtMs: 100, cls: 0.05 } as const;

const REPORTS_DIR = path.join(path.dirname(RESULTS_FILE), 'lighthouse');

/**
 * Replaces the browser's cookies with `cookies` ([name, value] pairs, none when empty) for `url`,
 * through the browser target's DevTools protocol endpoint.
 */
async function setBrowserCookies(
  port: number,
  url: string,
  cookies: readonly [string, string][],
): Promise<void> {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let nextId = 0;
  const send = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<void>((resolve, reject) => {
      const id = (nextId += 1);
      const onMessage = (event: MessageEvent) => {
        const answer = JSON.parse(String(event.data)) as { id?: number; error?: unknown };
        if (answer.id !== id) return;
        socket.removeEventListener('message', onMessage);
        if (answer.error) reject(new Error(`${method}: ${JSON.stringify(answer.error)}`));
        else resolve();
      };
      socket.addEventListener('message', onMessage);
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    await send('Storage.clearCookies');
    if (cookies.length > 0) {
      await send('Storage.setCookies', {
        cookies: cookies.map(([name, value]) => ({ name, value, url })),
      });
    }
  } finally {
    socket.close();
  }
}

/** Attempts per measured run: Lighthouse asks to be run again after a failed trace (NO_NAVSTART). */
const ATTEMPTS = 3;

/** One Lighthouse run of `url`, run again (up to ATTEMPTS in all) when its trace failed. */
async function measuredRun(
  lighthouse: LighthouseFn,
  url: string,
  flags: Record<string, unknown>,
  page: string,
): Promise<{ lhr: LighthouseResult; report: string | string[] }> {
  for (let attempt = 1; ; attempt += 1) {
    const answer = await lighthouse(url, flags);
    const error = !answer
      ? 'Lighthouse returned no result'
      : answer.lhr.runtimeError &&
        `${answer.lhr.runtimeError.code} ${answer.lhr.runtimeError.message}`;
    if (answer && !error) return answer;
    if (attempt >= ATTEMPTS) throw new Error(`${page}: ${error}`);
    console.error(`[bench] lighthouse ${page}: ${error}; running it again`);
  }
}

interface PageFigures {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  totalKiB: number;
  scriptKiB: number;
  /**
   * Lighthouse's measure of the host's CPU (`environment.benchmarkIndex`, higher is faster). Its 4×
   * CPU multiplier applies to this machine's speed, so a slower hour or machine lengthens every
   * task, and TBT (each task's part past 50 ms) grows faster than the index falls.
   */
  benchmarkIndex: number;
}

interface PageResult extends PageFigures {
  page: string;
  runs: Pick<PageFigures, 'performance' | 'fcpMs' | 'lcpMs' | 'tbtMs' | 'cls'>[];
}

/** Each figure's median over the runs (LCP, TBT and the score each from all runs). */
function medianFigures(runs: readonly PageFigures[]): PageFigures {
  const of = (key: keyof PageFigures) => median(runs.map((r) => r[key]));
  return {
    performance: Math.round(of('performance')),
    fcpMs: Math.round(of('fcpMs')),
    lcpMs: Math.round(of('lcpMs')),
    tbtMs: Math.round(of('tbtMs')),
    cls: Number(of('cls').toFixed(3)),
    speedIndexMs: Math.round(of('speedIndexMs')),
    totalKiB: Number(of('totalKiB').toFixed(1)),
    scriptKiB: Number(of('scriptKiB').toFixed(1)),
    benchmarkIndex: Math.round(of('benchmarkIndex')),
  };
}

type LighthouseFn = (
  url: string,
  flags: Record<string, unknown>,
) => Promise<{ lhr: LighthouseResult; report: string | string[] } | undefined>;

interface LighthouseResult {
  runtimeError?: { code: string; message: string };
  environment?: { benchmarkIndex?: number };
  categories: { performance: { score: number | null } };
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: { items?: { resourceType?: string; transferSize?: number }[] };
    }
  >;
}

// Lighthouse and chrome-launcher are ES modules only; this package compiles to CommonJS, where a
// dynamic import() is kept as is (module Node16).
async function loadLighthouse(): Promise<{
  lighthouse: LighthouseFn;
  launch: (opts: Record<string, unknown>) => Promise<{ port: number; kill: () => void }>;
}> {
  const lh = (await import('lighthouse')) as unknown as { default: LighthouseFn };
  const launcher = (await import('chrome-launcher')) as unknown as {
    launch: (opts: Record<string, unknown>) => Promise<{ port: number; kill: () => void }>;
  };
  return { lighthouse: lh.default, launch: launcher.launch };
}

function figures(lhr: LighthouseResult): PageFigures {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = lhr.audits['resource-summary']?.details?.items ?? [];
  const bytesOf = (type: string) => items.find((i) => i.resourceType === type)?.transferSize ?? 0;
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: Math.round(value('first-contentful-paint')),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Number(value('cumulative-layout-shift').toFixed(3)),
    speedIndexMs: Math.round(value('speed-index')),
    totalKiB: Number((value('total-byte-weight') / 1024).toFixed(1)),
    scriptKiB: Number((bytesOf('script') / 1024).toFixed(1)),
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? Number.NaN),
  };
}

function formatTable(results: PageResult[]): string {
  const mark = (ok: boolean) => (ok ? ' ' : '!');
  const header =
    `  ${'page'.padEnd(24)}${'perf'.padStart(6)}${'FCP ms'.padStart(9)}${'LCP ms'.padStart(9)}` +
    `${'TBT ms'.padStart(9)}${'CLS'.padStart(8)}${'total KiB'.padStart(11)}${'JS KiB'.padStart(9)}` +
    `${'CPU idx'.padStart(9)}  runs (perf LCP/TBT)`;
  const lines = results.map(
    (r) =>
      `  ${r.page.padEnd(24)}${`${r.performance}${mark(r.performance >= GOALS.performance)}`.padStart(6)}` +
      `${String(r.fcpMs).padStart(9)}` +
      `${`${r.lcpMs}${mark(r.lcpMs <= GOALS.lcpMs)}`.padStart(9)}` +
      `${`${r.tbtMs}${mark(r.tbtMs <= GOALS.tbtMs)}`.padStart(9)}` +
      `${`${r.cls}${mark(r.cls <= GOALS.cls)}`.padStart(8)}` +
      `${r.totalKiB.toFixed(1).padStart(11)}${r.scriptKiB.toFixed(1).padStart(9)}` +
      `${String(r.benchmarkIndex).padStart(9)}  ` +
      r.runs.map((run) => `${run.performance} ${run.lcpMs}/${run.tbtMs}`).join(', '),
  );
  return [header, ...lines].join('\n');
}

async function main(): Promise<number> {
  const chromeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'd742-bench-lighthouse-chrome-'));
  let bench: BenchStack | undefined;
  let chrome: { port: number; kill: () => void } | undefined;
  try {
    const { lighthouse, launch } = await loadLighthouse();
    bench = await stackForStep('lighthouse', PORT_OFFSET);
    const { stack } = bench;
    const amina = await signIn(stack.url, DEMO_ACCESS_CODE, DEMO_USERS.amina);
    chrome = await launch({
      chromePath: chromiumPath(),
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
      userDataDir: chromeDir,
      logLevel: 'silent',
    });

    const pages = [
      { page: 'sign-in /', slug: 'sign-in', url: `${stack.url}/`, cookies: [], warmUp: false },
      {
        page: 'signed-in home /',
        slug: 'signed-in-home',
        url: `${stack.url}/`,
        cookies: amina.entries(),
        warmUp: true,
      },
    ];
    const loadBefore = os.loadavg()[0] ?? 0;
    const results: PageResult[] = [];
    for (const target of pages.filter((p) => !ONLY_PAGES || ONLY_PAGES.includes(p.slug))) {
      const runs: (PageFigures & { report: string })[] = [];
      await setBrowserCookies(chrome.port, stack.url, target.cookies);
      const flags = {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      };
      if (target.warmUp) await lighthouse(target.url, flags);
      for (let i = 0; i < RUNS; i += 1) {
        const answer = await measuredRun(lighthouse, target.url, flags, target.page);
        const report = Array.isArray(answer.report) ? answer.report[0]! : answer.report;
        runs.push({ ...figures(answer.lhr), report });
        console.error(
          `[bench] lighthouse ${target.page} run ${i + 1}: performance ${runs.at(-1)!.performance}, ` +
            `LCP ${runs.at(-1)!.lcpMs} ms, TBT ${runs.at(-1)!.tbtMs} ms`,
        );
      }
      const sorted = [...runs].sort((a, b) => a.performance - b.performance);
      fs.mkdirSync(REPORTS_DIR, { recursive: true });
      fs.writeFileSync(
        path.join(REPORTS_DIR, `${target.slug}.json`),
        sorted[Math.floor(sorted.length / 2)]!.report,
      );
      results.push({
        page: target.page,
        ...medianFigures(runs),
        runs: runs.map(({ performance, fcpMs, lcpMs, tbtMs, cls }) => ({
          performance,
          fcpMs,
          lcpMs,
          tbtMs,
          cls,
        })),
      });
    }
    const loadAfter = os.loadavg()[0] ?? 0;
    console.log(
      [
        '',
        `Lighthouse ${RUNS}× per page, mobile defaults (simulated slow 4G, 4× CPU), each figure's median over the runs; ` +
          `goals: performance ≥ ${GOALS.performance}, LCP ≤ ${GOALS.lcpMs} ms, TBT ≤ ${GOALS.tbtMs} ms, CLS ≤ ${GOALS.cls} (! = not met)`,
        `  load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)} on ${os.availableParallelism()} cores; ` +
          "CPU idx: Lighthouse's benchmark index of this machine (higher is faster), which the 4× multiplies",
        formatTable(results),
        '',
      ].join('\n'),
    );
    mergeResults('lighthouse', {
      measuredAt: new Date().toISOString(),
      settings:
        'Lighthouse default mobile (simulated throttling), each figure the median of its runs',
      goals: GOALS,
      pages: results,
      loadAverage: [Number(loadBefore.toFixed(2)), Number(loadAfter.toFixed(2))],
      cores: os.availableParallelism(),
    });
    return 0;
  } catch (err) {
    console.error(`[bench] lighthouse failed: ${(err as Error).stack ?? String(err)}`);
    return 1;
  } finally {
    chrome?.kill();
    await bench?.stop();
    fs.rmSync(chromeDir, { recursive: true, force: true });
  }
}

void main().then((code) => process.exit(code));
