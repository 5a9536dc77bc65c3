import { MongoClient } from 'mongodb';

export const READY_TIMEOUT_MS = 20_000;

/** Pings `uri` until it answers or `timeoutMs` passes; `aborted()` stops early (e.g. the child died). */
export async function waitForPing(
  uri: string,
  opts: { timeoutMs?: number; aborted?: () => string | undefined } = {},
): Promise<void> {
  const deadline = Date.now() + (opts.timeoutMs ?? READY_TIMEOUT_MS);
  let lastError = 'no answer';
  while (Date.now() < deadline) {
    const reason = opts.aborted?.();
    if (reason) throw new Error(reason);
    const client = new MongoClient(uri, {
      serverSelectionTimeoutMS: 1000,
      connectTimeoutMS: 1000,
      directConnection: true,
    });
    try {
      await client.connect();
      await client.db('admin').command({ ping: 1 });
      return;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    } finally {
      await client.close().catch(() => undefined);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const reason = opts.aborted?.();
  throw new Error(
    reason ??
      `no answer to ping at ${uri} within ${opts.timeoutMs ?? READY_TIMEOUT_MS} ms (${lastError})`,
  );
}
