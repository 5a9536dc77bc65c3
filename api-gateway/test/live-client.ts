import WebSocket from 'ws';
import { serverLiveMessageSchema, type ServerLiveMessage } from '@d742/contracts';

export type LiveClient = ReturnType<typeof connectLive>;

/** A /ws socket to the gateway at `gatewayUrl` that records what it receives and how it closed. */
export function connectLive(gatewayUrl: string, cookie?: string, origin?: string, autoPong = true) {
  const socket = new WebSocket(`${gatewayUrl.replace('http', 'ws')}/ws`, {
    headers: { ...(cookie ? { Cookie: cookie } : {}), ...(origin ? { Origin: origin } : {}) },
    autoPong,
  });
  const received: ServerLiveMessage[] = [];
  const waiters: Array<() => void> = [];
  socket.on('message', (data) => {
    received.push(serverLiveMessageSchema.parse(JSON.parse(data.toString())));
    waiters.splice(0).forEach((wake) => wake());
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  let cursor = 0;
  /** The next message not yet taken by next(). */
  const next = async (): Promise<ServerLiveMessage> => {
    while (received.length <= cursor) await new Promise<void>((wake) => waiters.push(wake));
    return received[cursor++]!;
  };
  const send = (message: unknown) => socket.send(JSON.stringify(message));
  return { socket, received, closed, opened, next, send };
}

/** A socket past the auth exchange for this signed-in user. */
export async function authenticatedLive(
  gatewayUrl: string,
  cookie: string,
  user: { id: string; role: string },
): Promise<LiveClient> {
  const client = connectLive(gatewayUrl, cookie);
  await client.opened;
  client.send({ type: 'auth', userId: user.id, role: user.role });
  const reply = await client.next();
  if (reply.type !== 'auth_success' || reply.userId !== user.id)
    throw new Error(`auth failed: ${JSON.stringify(reply)}`);
  return client;
}
