import type { AddressInfo } from 'node:net';
import { type WebSocket, WebSocketServer } from 'ws';
import {
  type ClientLiveMessage,
  LIVE_CLOSE,
  LIVE_PATH,
  type Role,
  type ServerLiveMessage,
  clientLiveMessageSchema,
} from '@d742/contracts';

export interface TestLiveSession {
  userId: string;
  role: Role;
}

export interface TestLiveSocket {
  /** The first auth message the client sent. */
  auth: Promise<ClientLiveMessage>;
  /** Resolves with the close code, whoever closed. */
  closed: Promise<number>;
  send(message: ServerLiveMessage | string | object): void;
  close(code: number, reason?: string): void;
  /** Drops the connection without a closing handshake (like a network cut). */
  terminate(): void;
}

export interface TestLiveServer {
  /** ws://127.0.0.1:<port>/ws */
  url: string;
  sockets: TestLiveSocket[];
  /** The next socket to connect (or one that connected since the last call). */
  nextSocket(): Promise<TestLiveSocket>;
  close(): Promise<void>;
}

export interface TestLiveServerOptions {
  /** Whom the session cookie names; null answers like a signed-out browser (close 4401). */
  session: TestLiveSession | null;
  /** Answer a matching auth with auth_success (default true). */
  answerAuth?: boolean;
}

/**
 * A /ws server speaking the gateway's wire protocol, for client tests: it closes 4401 without a
 * session, 4403 when auth names someone else, and answers a matching auth with auth_success.
 */
export async function startTestLiveServer(options: TestLiveServerOptions): Promise<TestLiveServer> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0, path: LIVE_PATH });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const sockets: TestLiveSocket[] = [];
  let taken = 0;
  const waiters: Array<() => void> = [];

  server.on('connection', (ws: WebSocket) => {
    let onAuth!: (message: ClientLiveMessage) => void;
    const socket: TestLiveSocket = {
      auth: new Promise((resolve) => (onAuth = resolve)),
      closed: new Promise((resolve) => ws.on('close', (code) => resolve(code))),
      send: (message) => ws.send(typeof message === 'string' ? message : JSON.stringify(message)),
      close: (code, reason) => ws.close(code, reason),
      terminate: () => ws.terminate(),
    };
    ws.on('message', (data) => {
      const parsed = clientLiveMessageSchema.safeParse(JSON.parse(data.toString()));
      if (!parsed.success || parsed.data.type !== 'auth') return;
      const { userId, role } = parsed.data;
      onAuth(parsed.data);
      const { session } = options;
      if (!session) return;
      if (userId !== session.userId || role !== session.role) {
        ws.close(LIVE_CLOSE.forbidden, 'Identity does not match the session');
      } else if (options.answerAuth !== false) {
        socket.send({ type: 'auth_success', userId, role });
      }
    });
    sockets.push(socket);
    waiters.splice(0).forEach((wake) => wake());
    if (!options.session) ws.close(LIVE_CLOSE.notSignedIn, 'Not signed in');
  });

  return {
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}${LIVE_PATH}`,
    sockets,
    async nextSocket() {
      while (sockets.length <= taken) await new Promise<void>((wake) => waiters.push(wake));
      return sockets[taken++]!;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
}
