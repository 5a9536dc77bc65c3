import type {
  ClientLiveMessage,
  Role,
  ServerLiveMessage,
  liveAuthSuccessSchema,
  serverLiveMessageSchema,
} from '@d742/contracts';
import { LIVE_SESSION_REJECTED } from '@d742/contracts/constants';
import { type LiveStatus, loadContracts } from '@d742/platform/core';

export interface LiveIdentity {
  id: string;
  role: Role;
}

export interface Backoff {
  initialMs: number;
  maxMs: number;
}

export const LIVE_BACKOFF: Backoff = { initialMs: 1_000, maxMs: 30_000 };

export interface LiveConnectionOptions {
  url: string;
  identity: LiveIdentity;
  backoff?: Backoff;
  onStatus(status: LiveStatus): void;
  onMessage(message: ServerLiveMessage): void;
  /** The server refused this session: no reconnect, the session needs checking. */
  onSessionRejected(code: number): void;
}

export interface LiveConnection {
  close(): void;
}

/** Exponential backoff with "equal jitter": between half and all of min(max, initial * 2^attempt). */
export function reconnectDelay(attempt: number, backoff: Backoff, random = Math.random): number {
  const ceiling = Math.min(backoff.maxMs, backoff.initialMs * 2 ** attempt);
  return ceiling / 2 + (random() * ceiling) / 2;
}

/** The schemas of the frames the server sends (from the contracts, loaded with the channel). */
export interface LiveFrameSchemas {
  liveAuthSuccessSchema: typeof liveAuthSuccessSchema;
  serverLiveMessageSchema: typeof serverLiveMessageSchema;
}

const isAuthSuccess = (json: unknown) =>
  typeof json === 'object' && json !== null && (json as { type?: unknown }).type === 'auth_success';

/** Parses one frame; anything unparseable or unknown is only logged (spec section 8). */
export function parseLiveMessage(
  data: unknown,
  frames: LiveFrameSchemas,
): ServerLiveMessage | null {
  let json: unknown;
  try {
    json = JSON.parse(String(data));
  } catch {
    console.warn('Ignored an unparseable live message');
    return null;
  }
  // Every connection starts with auth_success: its own small schema reads it, so a page builds the
  // whole union of frames (a 40 ms task on a slow phone) only when something else arrives.
  const parsed = isAuthSuccess(json)
    ? frames.liveAuthSuccessSchema.safeParse(json)
    : frames.serverLiveMessageSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  console.warn('Ignored an unknown live message', json);
  return null;
}

/** One logical live channel: a WebSocket that announces the user and comes back after drops. */
export function openLiveConnection(opts: LiveConnectionOptions): LiveConnection {
  const backoff = opts.backoff ?? LIVE_BACKOFF;
  let socket: WebSocket | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let closed = false;
  let schemas: LiveFrameSchemas | null = null;

  function retryLater(): void {
    retry = setTimeout(connect, reconnectDelay(attempt, backoff));
    attempt += 1;
  }

  function connect(): void {
    retry = undefined;
    opts.onStatus('connecting');
    if (schemas) return openSocket(schemas);
    // The frames' schemas (zod) come with the first connection, never with a signed-out page.
    loadContracts().then(
      (contracts) => {
        schemas = contracts;
        if (!closed) openSocket(contracts);
      },
      () => {
        if (closed) return;
        opts.onStatus('disconnected');
        retryLater();
      },
    );
  }

  function openSocket(frames: LiveFrameSchemas): void {
    const ws = new WebSocket(opts.url);
    socket = ws;
    ws.onopen = () => {
      const auth: ClientLiveMessage = {
        type: 'auth',
        userId: opts.identity.id,
        role: opts.identity.role,
      };
      ws.send(JSON.stringify(auth));
    };
    ws.onmessage = (event: MessageEvent) => {
      const message = parseLiveMessage(event.data, frames);
      if (!message) return;
      if (message.type === 'auth_success') {
        attempt = 0;
        opts.onStatus('connected');
      } else {
        opts.onMessage(message);
      }
    };
    ws.onerror = () => opts.onStatus('disconnected');
    ws.onclose = (event: CloseEvent) => {
      if (socket !== ws) return;
      socket = null;
      opts.onStatus('disconnected');
      if ((LIVE_SESSION_REJECTED as readonly number[]).includes(event.code)) {
        opts.onSessionRejected(event.code);
        return;
      }
      retryLater();
    };
  }

  // Back online: try now instead of waiting out the backoff.
  const reconnectNow = () => {
    if (retry === undefined || closed) return;
    clearTimeout(retry);
    connect();
  };
  window.addEventListener('online', reconnectNow);
  connect();

  return {
    close() {
      if (closed) return;
      closed = true;
      window.removeEventListener('online', reconnectNow);
      clearTimeout(retry);
      const ws = socket;
      socket = null;
      ws?.close(1000, 'Signed out');
    },
  };
}
