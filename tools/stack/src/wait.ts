/** Polls an HTTP URL until it answers 2xx, the process dies, or the timeout passes. */
export async function waitForHttp(
  url: string,
  opts: { timeoutMs?: number; name: string; exited?: Promise<unknown> },
): Promise<void> {
  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  let died = false;
  void opts.exited?.then(() => {
    died = true;
  });
  let lastError = '';
  while (Date.now() < deadline) {
    if (died)
      throw new Error(`${opts.name} exited before it became ready (see its log lines above)`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
      lastError = `HTTP ${res.status}`;
    } catch (err) {
      lastError = (err as Error).message;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${opts.name} did not become ready at ${url} in time (${lastError})`);
}
