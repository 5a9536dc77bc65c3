import { DEMO_ACCESS_CODE, DEMO_STUDENTS, DEMO_USERS } from '@d742/demo-data';
import { postJson, signIn, type CookieJar } from './accounts';
import { mergeResults } from './results-file';
import { summarize } from './stats';
import { BENCH_PORT_OFFSETS, stackForStep } from './bench-stack';

/**
 * PDF progress report of a child with hundreds of entries (issue 10: under 2 s on this machine).
 * A teacher files ENTRIES grades and ENTRIES behavior reports about Abdi through the gateway, then
 * his parent asks for the comprehensive school-year report, every section on, ROUNDS times.
 * Prints the figures; never fails on them.
 */
const ENTRIES = 300;
const IN_FLIGHT = 4;
const WARMUPS = 2;
const ROUNDS = 10;
const PORT_OFFSET = BENCH_PORT_OFFSETS.live;

async function inBatches(count: number, work: (i: number) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < count; i += IN_FLIGHT) {
    await Promise.all(
      Array.from({ length: Math.min(IN_FLIGHT, count - i) }, (_, k) => work(i + k)),
    );
  }
}

async function fileEntries(baseUrl: string, teacher: CookieJar): Promise<void> {
  const student = `/api/students/${DEMO_STUDENTS.abdi.id}`;
  await inBatches(ENTRIES, (i) =>
    postJson(
      baseUrl,
      teacher,
      `${student}/grades`,
      {
        assignment: `Bench worksheet ${i + 1}`,
        subject: ['Math', 'Science', 'English', 'Somali Language'][i % 4],
        grade: ['A', 'B+', 'C', 'D'][i % 4],
        points: 10 + (i % 10),
        maxPoints: 20,
      },
      201,
    ),
  );
  await inBatches(ENTRIES, (i) =>
    postJson(
      baseUrl,
      teacher,
      `${student}/behavior-reports`,
      {
        type: ['positive', 'warning', 'incident', 'note'][i % 4],
        title: `Bench note ${i + 1}`,
        description: 'Wuxuu si fiican uga qayb qaatay casharka maanta. He took part well today.',
        category: 'Classroom',
        language: 'so',
      },
      201,
    ),
  );
}

async function timeReport(
  baseUrl: string,
  parent: CookieJar,
): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/students/${DEMO_STUDENTS.abdi.id}/progress-report`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': 'so',
      cookie: parent.header(),
    },
    body: JSON.stringify({
      type: 'comprehensive',
      dateRange: 'school-year',
      includes: ['grades', 'assignments', 'behavior', 'attendance', 'comments'],
    }),
    signal: AbortSignal.timeout(60_000),
  });
  const body = Buffer.from(await res.arrayBuffer());
  const ms = performance.now() - started;
  if (res.status !== 200 || body.subarray(0, 5).toString() !== '%PDF-')
    throw new Error(`progress report answered ${res.status}: ${body.subarray(0, 200).toString()}`);
  return { ms, bytes: body.length };
}

async function main(): Promise<number> {
  const bench = await stackForStep('pdf', PORT_OFFSET);
  const { stack } = bench;
  try {
    const baseUrl = stack.url;
    const teacher = await signIn(baseUrl, DEMO_ACCESS_CODE, DEMO_USERS.teacher);
    const parent = await signIn(baseUrl, DEMO_ACCESS_CODE, DEMO_USERS.amina);
    const filing = performance.now();
    await fileEntries(baseUrl, teacher);
    const filedMs = performance.now() - filing;
    for (let i = 0; i < WARMUPS; i += 1) await timeReport(baseUrl, parent);
    const runs: { ms: number; bytes: number }[] = [];
    for (let i = 0; i < ROUNDS; i += 1) runs.push(await timeReport(baseUrl, parent));
    const s = summarize(runs.map((r) => r.ms));
    console.log(
      [
        '',
        `PDF progress report (Abdi + ${ENTRIES} grades + ${ENTRIES} behavior reports, comprehensive, school year, Somali)`,
        `  database: ${stack.database.kind}; entries filed through the gateway in ${(filedMs / 1000).toFixed(1)} s`,
        `  request to last byte over ${s.count} runs: p50 ${s.p50.toFixed(0)} ms, max ${s.max.toFixed(0)} ms`,
        `  PDF size: ${(runs[0]!.bytes / 1024).toFixed(0)} KiB`,
      ].join('\n'),
    );
    mergeResults('pdfReport', {
      measuredAt: new Date().toISOString(),
      database: stack.database.kind,
      entries: ENTRIES,
      runs: s.count,
      p50Ms: Math.round(s.p50),
      maxMs: Math.round(s.max),
      pdfKiB: Math.round(runs[0]!.bytes / 1024),
    });
    return 0;
  } catch (err) {
    console.error(`[bench] pdf failed: ${(err as Error).message}`);
    return 1;
  } finally {
    await bench.stop();
  }
}

void main().then((code) => process.exit(code));
