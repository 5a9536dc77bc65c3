import { RECENT_ATTENDANCE_COUNT, RECENT_UPDATES_COUNT } from '@d742/contracts';
import { summarize } from './stats';

/**
 * One signed-in browser: a session cookie and, for a parent, the child whose pages it opens (a
 * teacher's pages name no child: empty).
 */
export interface SignedInClient {
  username: string;
  cookie: string;
  childId: string;
}

/** A page of the portal as the reads its screen issues together (the browser fetches them at once). */
export interface PageReads {
  name: string;
  paths: (childId: string) => string[];
}

const child = (id: string, resource: string) =>
  `/api/students/${encodeURIComponent(id)}/${resource}`;

/** The parent's pages the scale benchmark loads, with the requests each screen sends. */
export const PARENT_PAGES: PageReads[] = [
  {
    name: 'home',
    paths: (id) => [
      '/api/students',
      // The home page's recent updates (mfe-academics RECENT_UPDATES_URL).
      `/api/updates?limit=${RECENT_UPDATES_COUNT + 1}`,
      child(id, 'assignments/pending'),
      '/api/messages/unread-count',
    ],
  },
  { name: 'grades', paths: (id) => [child(id, 'grades')] },
  {
    name: 'calendar',
    paths: (id) => [
      '/api/events',
      // The attendance card's latest days (mfe-academics child-attendance-card, RECENT_ATTENDANCE_COUNT).
      child(id, `attendance?limit=${RECENT_ATTENDANCE_COUNT + 1}`),
      '/api/conferences',
    ],
  },
  { name: 'homework', paths: (id) => [child(id, 'assignments')] },
  { name: 'messages', paths: () => ['/api/messages'] },
];

/**
 * A teacher's pages: the home (the recent updates of every student they teach, the unread count),
 * the staff workspace's classes with their rosters, and the conversations with families. Each
 * reads for the hundred-odd students a teacher has, not a family's few (decision 022, "a
 * teacher's reads"); the client's `childId` is not used.
 */
export const TEACHER_PAGES: PageReads[] = [
  {
    name: 'teacher home',
    paths: () => [`/api/updates?limit=${RECENT_UPDATES_COUNT + 1}`, '/api/messages/unread-count'],
  },
  { name: 'teacher classes', paths: () => ['/api/staff/classes'] },
  { name: 'teacher messages', paths: () => ['/api/messages'] },
];

/** One read of a page: the request path with the child's id as `{child}`. */
export interface ReadFigures {
  read: string;
  p50Ms: number;
  p99Ms: number;
  count: number;
}

export interface PageFigures {
  page: string;
  requestsPerPage: number;
  /** Pause of each parent after each page (0: the next page at once, the saturated run). */
  thinkMs: number;
  /** Whole pages loaded per second by all parents together. */
  pagesPerSec: number;
  requestsPerSec: number;
  /** Whole page: all its reads answered. */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Each read on its own (a page's reads are sent together, as the browser does). */
  reads: ReadFigures[];
  loads: number;
  failures: number;
  firstFailure?: string;
}

const CHILD_MARK = '{child}';
/** The reads of a page by name: their paths with `{child}` for the child's id. */
const readNames = (page: PageReads) =>
  page.paths(CHILD_MARK).map((p) => p.replace(encodeURIComponent(CHILD_MARK), CHILD_MARK));

interface Answer {
  read: string;
  ms: number;
  failure?: string;
}

/** Loads one page (all its reads at once); each read with its own time, or its failure. */
async function loadPage(
  baseUrl: string,
  parent: SignedInClient,
  page: PageReads,
  timeoutMs: number,
): Promise<Answer[]> {
  const templates = readNames(page);
  return Promise.all(
    page.paths(parent.childId).map(async (path, i) => {
      const read = templates[i]!;
      const t0 = performance.now();
      try {
        const res = await fetch(`${baseUrl}${path}`, {
          headers: { cookie: parent.cookie, 'accept-encoding': 'gzip, br' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        await res.arrayBuffer();
        const ms = performance.now() - t0;
        return res.status === 200
          ? { read, ms }
          : { read, ms, failure: `${path} answered ${res.status}` };
      } catch (err) {
        return { read, ms: performance.now() - t0, failure: `${path}: ${(err as Error).message}` };
      }
    }),
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Every parent loads `page` again and again for `seconds` (after one warm-up load each), pausing
 * `thinkMs` after each load (0: at once, which measures what the machine can serve; a pause is a
 * parent reading the page, and the parents' first loads are spread over one pause). Latency is
 * one whole page (all its reads answered) and each read on its own.
 */
export async function measurePage(
  baseUrl: string,
  parents: readonly SignedInClient[],
  page: PageReads,
  seconds: number,
  timeoutMs: number,
  thinkMs = 0,
): Promise<PageFigures> {
  await Promise.all(parents.map((p) => loadPage(baseUrl, p, page, timeoutMs)));
  const durations: number[] = [];
  const perRead = new Map<string, number[]>(readNames(page).map((r) => [r, []]));
  let failures = 0;
  let firstFailure: string | undefined;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    parents.map(async (parent, i) => {
      if (thinkMs > 0) await sleep((thinkMs * i) / parents.length);
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const answers = await loadPage(baseUrl, parent, page, timeoutMs);
        const failure = answers.find((a) => a.failure)?.failure;
        if (failure) {
          failures += 1;
          firstFailure ??= failure;
        } else {
          durations.push(performance.now() - t0);
          for (const a of answers) perRead.get(a.read)!.push(a.ms);
        }
        if (thinkMs > 0) await sleep(thinkMs);
      }
    }),
  );
  const elapsedS = (performance.now() - started) / 1000;
  const s = summarize(durations);
  const requestsPerPage = perRead.size;
  return {
    page: page.name,
    requestsPerPage,
    thinkMs,
    pagesPerSec: durations.length / elapsedS,
    requestsPerSec: (durations.length * requestsPerPage) / elapsedS,
    p50Ms: s.p50,
    p99Ms: s.p99,
    maxMs: s.max,
    reads: [...perRead].map(([read, ms]) => {
      const r = summarize(ms);
      return { read, p50Ms: r.p50, p99Ms: r.p99, count: r.count };
    }),
    loads: durations.length,
    failures,
    ...(firstFailure ? { firstFailure } : {}),
  };
}
