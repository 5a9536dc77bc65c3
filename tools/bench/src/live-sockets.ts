import WebSocket from 'ws';
import type { BenchAccount } from './accounts';

/**
 * A socket as the shell opens it: session cookie on the upgrade, `auth {userId, role}` after
 * open, ready once the server answers `auth_success`. Later frames go to `onFrame`.
 */
export function openAuthenticatedSocket(
  wsUrl: string,
  account: BenchAccount,
  onFrame: (data: string) => void,
  timeoutMs: number,
): Promise<WebSocket> {
  const socket = new WebSocket(wsUrl, {
    headers: { Cookie: account.sessionCookie },
    perMessageDeflate: false,
  });
  return new Promise<WebSocket>((resolve, reject) => {
    const fail = (reason: string) => {
      clearTimeout(timer);
      socket.terminate();
      reject(new Error(`socket of ${account.userId}: ${reason}`));
    };
    const timer = setTimeout(() => fail(`no auth_success within ${timeoutMs} ms`), timeoutMs);
    socket.once('open', () => {
      socket.send(JSON.stringify({ type: 'auth', userId: account.userId, role: account.role }));
    });
    socket.once('message', (data) => {
      const reply = JSON.parse(data.toString()) as { type?: string; userId?: string };
      if (reply.type !== 'auth_success' || reply.userId !== account.userId) {
        fail(`expected auth_success, got ${data.toString().slice(0, 120)}`);
        return;
      }
      clearTimeout(timer);
      socket.on('message', (frame) => onFrame(frame.toString()));
      resolve(socket);
    });
    socket.once('close', (code) => fail(`closed with ${code} before auth_success`));
    socket.once('error', (err) => fail(err.message));
  });
}

export function closeAll(sockets: readonly WebSocket[]): void {
  for (const socket of sockets) socket.terminate();
}
