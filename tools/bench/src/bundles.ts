import path from 'node:path';
import type { RemoteName } from '@d742/contracts';
import { DEMO_ACCESS_CODE, DEMO_USERS } from '@d742/demo-data';
import { CHROMIUM_ARGS, chromiumPath } from '@d742/stack';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Page,
  type Response,
} from 'playwright-core';
import {
  KB,
  bundleResults,
  formatBundleTable,
  measureBody,
  ownerOf,
  type BundleRow,
  type ScriptFile,
} from './bundle-sizes';
import { RESULTS_FILE, mergeResults } from './results-file';
import { BENCH_PORT_OFFSETS, stackForStep, type BenchStack } from './bench-stack';

/**
 * JavaScript weight of the sign-in page and of each remote's route (issue 14), in Debian's
 * Chromium against the whole stack on shifted ports. Prints a table and merges a "bundles" key
 * into bench/results.json; figures only, over-budget rows are marked, nothing fails on them.
 *
 * "Before the page is interactive" here means: the `load` event has fired, the page's own content
 * is on screen (the sign-in form's username field; on a route, every remote slot has left its
 * loading state), and the network has been idle for 500 ms (Playwright's `networkidle`). Every
 * JavaScript response received until then is counted.
 */
const PORT_OFFSET = Number(process.env.D742_BENCH_PORT_OFFSET ?? BENCH_PORT_OFFSETS.pages);
const VIEWPORT = { width: 412, height: 915 };
const STEP_TIMEOUT_MS = 60_000;
const HARD_STOP_MS = 8 * 60_000;

const INITIAL_BUDGET = 120 * KB;
const REMOTE_ROUTE_BUDGET = 40 * KB;

interface RouteVisit {
  page: string;
  path: string;
  remotes: readonly RemoteName[];
}

/** The signed-in pages that show a remote (shell/src/app-routes.tsx). */
const ROUTES: readonly RouteVisit[] = [
  { page: 'home /', path: '/', remotes: ['academics'] },
  { page: 'grades /grades', path: '/grades', remotes: ['academics'] },
  { page: 'messages /messages', path: '/messages', remotes: ['messaging'] },
  { page: 'alerts /alerts', path: '/alerts', remotes: ['reports'] },
  { page: 'more /more', path: '/more', remotes: ['reports', 'voice'] },
];
/** A signed-in shell page without any remote: what every route shares beyond the sign-in page. */
const SHELL_FRAME = '/profile';

const USERNAME_FIELD = 'input[autocomplete="username"]';

const isScript = (res: Response) =>
  res.request().resourceType() === 'script' ||
  /javascript/.test(res.headers()['content-type'] ?? '');

/** Collects every JavaScript response of one page until `stop()`. */
class ScriptRecorder {
  private readonly reads: Promise<ScriptFile | null>[] = [];
  private listening = true;

  constructor(page: Page, origin: string) {
    page.on('response', (res) => {
      if (this.listening && isScript(res)) this.reads.push(this.read(res, origin));
    });
  }

  private async read(res: Response, origin: string): Promise<ScriptFile | null> {
    const url = new URL(res.url());
    const where = url.origin === origin ? url.pathname : url.href;
    if (!res.ok()) {
      console.error(`[bench] ${where} answered ${res.status()}; not counted`);
      return null;
    }
    const [body, sizes] = await Promise.all([res.body(), res.request().sizes()]);
    return measureBody(where, body, sizes.responseBodySize);
  }

  async stop(): Promise<ScriptFile[]> {
    this.listening = false;
    const files = await Promise.all(this.reads);
    return files.filter((f): f is ScriptFile => f !== null);
  }
}

/** Every remote slot has loaded (or failed), then the network has been quiet for 500 ms. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: STEP_TIMEOUT_MS });
  await page
    .locator('.shell-remote-loading')
    .first()
    .waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
  await page.waitForLoadState('networkidle', { timeout: STEP_TIMEOUT_MS });
}

/** A fresh context: its own empty HTTP cache, optionally carrying a signed-in session. */
const coldContext = (
  browser: Browser,
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
) => browser.newContext({ viewport: VIEWPORT, storageState, serviceWorkers: 'block' });

/** The sign-in page, first load: its scripts, and the page left open to sign in on. */
async function loadSignInPage(
  browser: Browser,
  origin: string,
): Promise<{ context: BrowserContext; page: Page; files: ScriptFile[] }> {
  const context = await coldContext(browser);
  const page = await context.newPage();
  const recorder = new ScriptRecorder(page, origin);
  await page.goto(`${origin}/`, { waitUntil: 'load', timeout: STEP_TIMEOUT_MS });
  await page.locator(USERNAME_FIELD).waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
  await page.waitForLoadState('networkidle', { timeout: STEP_TIMEOUT_MS });
  return { context, page, files: await recorder.stop() };
}

/**
 * The parent signs in the way e2e's signInThroughUi does (password, district access code, password
 * again), by field roles rather than labels so the page can stay in Somali, its default.
 */
async function signIn(page: Page): Promise<void> {
  const { username, password } = DEMO_USERS.amina;
  const form = page.locator('form', { has: page.locator(USERNAME_FIELD) });
  await form.locator(USERNAME_FIELD).fill(username);
  await form.locator('input[autocomplete="current-password"]').fill(password);
  await form.locator('button[type="submit"]').click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
  await dialog.getByRole('textbox').fill(DEMO_ACCESS_CODE);
  await dialog.locator('button[type="submit"]').click();
  await dialog.waitFor({ state: 'hidden', timeout: STEP_TIMEOUT_MS });
  await form.locator('button[type="submit"]').click();
  await page.locator('nav.shell-nav').waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
}

/** One signed-in page opened directly in a cold context: every script it fetched. */
async function loadSignedIn(
  browser: Browser,
  origin: string,
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>,
  route: string,
  remotes: readonly RemoteName[],
): Promise<ScriptFile[]> {
  const context = await coldContext(browser, storageState);
  try {
    const page = await context.newPage();
    const recorder = new ScriptRecorder(page, origin);
    await page.goto(`${origin}${route}`, { waitUntil: 'load', timeout: STEP_TIMEOUT_MS });
    await page.locator('nav.shell-nav').waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    await settle(page);
    const files = await recorder.stop();
    if ((await page.locator('.shell-remote-fallback').count()) > 0) {
      throw new Error(`${route}: a remote showed its failure card instead of loading`);
    }
    const missing = remotes.filter(
      (r) => !files.some((f) => ownerOf(f.path) === r && f.path.endsWith('/remoteEntry.js')),
    );
    if (missing.length > 0) throw new Error(`${route}: no remoteEntry.js of ${missing.join(', ')}`);
    return files;
  } finally {
    await context.close();
  }
}

const notIn = (known: ReadonlySet<string>) => (f: ScriptFile) => !known.has(f.path);

async function measure(browser: Browser, origin: string): Promise<BundleRow[]> {
  const signInPage = await loadSignInPage(browser, origin);
  const rows: BundleRow[] = [
    {
      page: 'sign-in page (initial)',
      remotes: [],
      budgetGzip: INITIAL_BUDGET,
      files: signInPage.files,
    },
  ];
  await signIn(signInPage.page);
  const session = await signInPage.context.storageState();
  await signInPage.context.close();

  const known = new Set(signInPage.files.map((f) => f.path));
  const frame = (await loadSignedIn(browser, origin, session, SHELL_FRAME, [])).filter(
    notIn(known),
  );
  rows.push({
    page: `signed-in shell ${SHELL_FRAME} (no remote)`,
    remotes: [],
    budgetGzip: null,
    files: frame,
  });
  for (const f of frame) known.add(f.path);

  for (const route of ROUTES) {
    const files = await loadSignedIn(browser, origin, session, route.path, route.remotes);
    rows.push({
      page: route.page,
      remotes: [...route.remotes],
      budgetGzip: REMOTE_ROUTE_BUDGET * route.remotes.length,
      files: files.filter(notIn(known)),
    });
  }
  return rows;
}

async function main(): Promise<number> {
  const stopper = new AbortController();
  const stop = (why: string) => {
    if (stopper.signal.aborted) process.exit(130); // the stack's exit hook kills its servers
    console.error(`[bench] ${why}: stopping`);
    stopper.abort();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  const hardStop = setTimeout(() => stop(`time limit of ${HARD_STOP_MS / 1000} s`), HARD_STOP_MS);

  let bench: BenchStack | undefined;
  let browser: Browser | undefined;
  try {
    bench = await stackForStep('bundles', PORT_OFFSET);
    browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
    const aborted = new Promise<never>((_, reject) =>
      stopper.signal.addEventListener('abort', () => reject(new Error('stopped')), { once: true }),
    );
    const rows = await Promise.race([measure(browser, bench.stack.url), aborted]);
    console.log(formatBundleTable(rows));
    mergeResults('bundles', bundleResults(rows, new Date()));
    console.log(`  written to ${path.relative(process.cwd(), RESULTS_FILE)} ("bundles")\n`);
    return 0;
  } catch (err) {
    console.error(`[bench] bundles failed: ${(err as Error).message}`);
    return 1;
  } finally {
    clearTimeout(hardStop);
    await browser?.close().catch(() => undefined);
    await bench?.stop();
  }
}

void main().then((code) => process.exit(code));
