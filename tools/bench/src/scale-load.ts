import { summarize } from './stats';

/** One parent's browser: a session cookie and the child whose pages it opens. */
export interface ParentClient {
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
      '/api/updates',
      child(id, 'assignments/pending'),
      '/api/messages/unread-count',
    ],
  },
  { name: 'grades', paths: (id) => [child(id, 'grades')] },
  {
    name: 'calendar',
    paths: (id) => ['/api/events', child(id, 'attendance'), '/api/conferences'],
  },
  { name: 'homework', paths: (id) => [child(id, 'assignments')] },
  { name: 'messages', paths: () => ['/api/messages'] },
];

export interface PageFigures {
  page: string;
  requestsPerPage: number;
  /** Whole pages loaded per second by all parents together. */
  pagesPerSec: number;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  loads: number;
  failures: number;
  firstFailure?: string;
}

/** Loads one page (all its reads at once); resolves to the failure text, or undefined when all were 200. */
async function loadPage(
  baseUrl: string,
  parent: ParentClient,
  page: PageReads,
  timeoutMs: number,
): Promise<string | undefined> {
  const answers = await Promise.all(
    page.paths(parent.childId).map(async (path) => {
      try {
        const res = await fetch(`${baseUrl}${path}`, {
          headers: { cookie: parent.cookie, 'accept-encoding': 'gzip, br' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        await res.arrayBuffer();
        return res.status === 200 ? undefined : `${path} answered ${res.status}`;
      } catch (err) {
        return `${path}: ${(err as Error).message}`;
      }
    }),
  );
  return answers.find((a) => a !== undefined);
}

/**
 * Every parent loads `page` again and again for `seconds` (after one warm-up load each), as many
 * parents at once as there are clients. Latency is one whole page: all its reads answered.
 */
export async function measurePage(
  baseUrl: string,
  parents: readonly ParentClient[],
  page: PageReads,
  seconds: number,
  timeoutMs: number,
): Promise<PageFigures> {
  await Promise.all(parents.map((p) => loadPage(baseUrl, p, page, timeoutMs)));
  const durations: number[] = [];
  let failures = 0;
  let firstFailure: string | undefined;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    parents.map(async (parent) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const failure = await loadPage(baseUrl, parent, page, timeoutMs);
        if (failure) {
          failures += 1;
          firstFailure ??= failure;
        } else {
          durations.push(performance.now() - t0);
        }
      }
    }),
  );
  const elapsedS = (performance.now() - started) / 1000;
  const s = summarize(durations);
  const requestsPerPage = page.paths('x').length;
  return {
    page: page.name,
    requestsPerPage,
    pagesPerSec: durations.length / elapsedS,
    requestsPerSec: (durations.length * requestsPerPage) / elapsedS,
    p50Ms: s.p50,
    p99Ms: s.p99,
    maxMs: s.max,
    loads: durations.length,
    failures,
    ...(firstFailure ? { firstFailure } : {}),
  };
}
