/** Waits for `work`, but gives up after `ms` or when `signal` aborts (the benchmark's hard stop). */
export function within<T>(
  work: Promise<T>,
  ms: number,
  signal: AbortSignal,
  what: string,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const fail = (reason: string) => {
      cleanup();
      reject(new Error(`${what}: ${reason}`));
    };
    const timer = setTimeout(() => fail(`no answer within ${ms} ms`), ms);
    const onAbort = () => fail('stopped (time limit or Ctrl+C)');
    const cleanup = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
    };
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        cleanup();
        resolve(value);
      },
      (err: unknown) => {
        cleanup();
        reject(err instanceof Error ? err : new Error(String(err)));
      },
    );
  });
}

/** Runs `task` over `items` with at most `limit` in flight; results keep the items' order. */
export async function inPool<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
