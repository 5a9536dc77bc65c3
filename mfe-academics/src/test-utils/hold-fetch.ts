const browserFetch = globalThis.fetch;

/** Replaces the browser's fetch (not our code) with one whose answers never arrive. */
export function holdFetch(): jest.Mock {
  const spy = jest.fn((..._args: unknown[]) => new Promise<Response>(() => {}));
  globalThis.fetch = spy as unknown as typeof fetch;
  return spy;
}

export function restoreFetch(): void {
  globalThis.fetch = browserFetch;
}
