import type pino from 'pino';
import WebSocket from 'ws';
import {
  clientLiveMessageSchema,
  LIVE_CLOSE,
  SESSION_COOKIE,
  type ClientLiveMessage,
  type ServerLiveMessage,
} from '@d742/contracts';
import type { WebSocketContext } from '../koa-websocket';
import { isSameOrigin } from '../origin-check';
import type { SessionResolver, SessionUser } from '../session-resolver';
import type { LiveBus, LiveTarget } from './live-bus';
import { mayJoinRoom, mayNotify } from './rooms';

interface Connection {
  socket: WebSocket;
  sid: string;
  /** Set once the session cookie resolved; messages wait until then. */
  user: SessionUser | null;
  authenticated: boolean;
  alive: boolean;
  rooms: Set<string>;
}

export interface LiveHubOptions {
  bus: LiveBus;
  sessions: SessionResolver;
  logger: pino.Logger;
  heartbeatMs?: number;
  authTimeoutMs?: number;
}

/** Holds the /ws sockets: cookie authentication, the auth exchange, rooms, delivery, heartbeat. */
export class LiveHub {
  private readonly connections = new Set<Connection>();
  private readonly byUser = new Map<string, Set<Connection>>();
  private readonly unsubscribe: () => void;
  private readonly heartbeat: NodeJS.Timeout;
  private readonly authTimeoutMs: number;

  constructor(private readonly opts: LiveHubOptions) {
    this.authTimeoutMs = opts.authTimeoutMs ?? 15_000;
    this.unsubscribe = opts.bus.subscribe((target, event) => this.deliver(target, event));
    this.heartbeat = setInterval(() => this.beat(), opts.heartbeatMs ?? 30_000);
    this.heartbeat.unref();
  }

  /** koa-websocket middleware for upgrades on LIVE_PATH. */
  readonly middleware = (ctx: WebSocketContext): void => {
    const socket = ctx.websocket;
    if (!isSameOrigin(ctx.get('origin') || undefined, ctx.host)) {
      socket.close(LIVE_CLOSE.forbidden, 'Origin not allowed');
      return;
    }
    const sid = ctx.cookies.get(SESSION_COOKIE) ?? '';
    this.accept(socket, sid, this.opts.sessions.resolve(sid));
  };

  /** Listeners attach at once so the client's first message cannot be lost while the session resolves. */
  accept(socket: WebSocket, sid: string, session: Promise<SessionUser | null>): void {
    const conn: Connection = {
      socket,
      sid,
      user: null,
      authenticated: false,
      alive: true,
      rooms: new Set(),
    };
    const queued: WebSocket.RawData[] = [];
    this.connections.add(conn);

    socket.on('pong', () => {
      conn.alive = true;
    });
    socket.on('message', (data) => {
      if (conn.user) this.handle(conn, data);
      else queued.push(data);
    });
    socket.on('close', () => this.remove(conn));
    socket.on('error', (err) => this.opts.logger.debug({ err }, 'live socket error'));

    const authDeadline = setTimeout(() => {
      if (!conn.authenticated) socket.close(LIVE_CLOSE.notSignedIn, 'Authentication timed out');
    }, this.authTimeoutMs);
    authDeadline.unref();
    socket.on('close', () => clearTimeout(authDeadline));

    session.then(
      (user) => {
        if (socket.readyState !== WebSocket.OPEN) return;
        if (!user) {
          socket.close(LIVE_CLOSE.notSignedIn, 'Not signed in');
          return;
        }
        conn.user = user;
        for (const data of queued.splice(0)) this.handle(conn, data);
      },
      (err: unknown) => {
        this.opts.logger.warn({ err }, 'live session lookup failed');
        socket.close(LIVE_CLOSE.serverError, 'Session lookup failed');
      },
    );
  }

  /** Sends an event to every authenticated socket of these users; returns how many got it. */
  deliver(target: LiveTarget, event: ServerLiveMessage): number {
    const recipients = new Set<Connection>();
    for (const userId of target.userIds ?? []) {
      for (const conn of this.byUser.get(userId) ?? []) recipients.add(conn);
    }
    if (target.rooms?.length) {
      for (const conn of this.connections) {
        if (conn.authenticated && target.rooms.some((room) => conn.rooms.has(room)))
          recipients.add(conn);
      }
    }
    const payload = JSON.stringify(event);
    let delivered = 0;
    for (const conn of recipients) {
      if (conn.socket.readyState !== WebSocket.OPEN) continue;
      conn.socket.send(payload);
      delivered += 1;
    }
    return delivered;
  }

  /** Whether this user has an authenticated socket open here (else notifications go to delivery). */
  isOnline(userId: string): boolean {
    for (const conn of this.byUser.get(userId) ?? [])
      if (conn.socket.readyState === WebSocket.OPEN) return true;
    return false;
  }

  /** A signed-out session keeps no live channel. */
  closeSession(sid: string): void {
    for (const conn of this.connections) {
      if (conn.sid === sid) conn.socket.close(LIVE_CLOSE.notSignedIn, 'Signed out');
    }
  }

  get size(): number {
    return this.connections.size;
  }

  close(): void {
    clearInterval(this.heartbeat);
    this.unsubscribe();
    for (const conn of this.connections)
      conn.socket.close(LIVE_CLOSE.goingAway, 'Server shutting down');
    this.connections.clear();
    for (const userId of this.byUser.keys()) this.opts.bus.announce(userId, false);
    this.byUser.clear();
  }

  private handle(conn: Connection, data: WebSocket.RawData): void {
    const user = conn.user;
    if (!user) return;
    let message: ClientLiveMessage;
    try {
      const parsed = clientLiveMessageSchema.safeParse(JSON.parse(data.toString()));
      if (!parsed.success) {
        this.opts.logger.debug({ userId: user.userId }, 'ignored unknown live message');
        return;
      }
      message = parsed.data;
    } catch {
      this.opts.logger.debug({ userId: user.userId }, 'ignored unparseable live message');
      return;
    }

    if (message.type === 'auth') {
      if (message.userId !== user.userId || message.role !== user.role) {
        this.opts.logger.warn({ userId: user.userId }, 'live auth does not match the session');
        conn.socket.close(LIVE_CLOSE.forbidden, 'Identity does not match the session');
        return;
      }
      this.authenticate(conn, user);
      return;
    }
    if (!conn.authenticated) {
      this.opts.logger.debug(
        { userId: user.userId, type: message.type },
        'live message before auth ignored',
      );
      return;
    }
    if (message.type === 'join_room') {
      if (mayJoinRoom(user, message.room)) conn.rooms.add(message.room);
      else this.opts.logger.warn({ userId: user.userId, room: message.room }, 'live room refused');
      return;
    }
    if (!mayNotify(user, message.userId)) {
      this.opts.logger.warn(
        { userId: user.userId, to: message.userId },
        'live notification refused',
      );
      return;
    }
    const event: ServerLiveMessage = { type: 'notification', ...message.notification };
    this.opts.bus.publish({ userIds: [message.userId] }, event).catch((err: unknown) => {
      this.opts.logger.error({ err }, 'live notification failed');
    });
  }

  private authenticate(conn: Connection, user: SessionUser): void {
    if (!conn.authenticated) {
      conn.authenticated = true;
      let sockets = this.byUser.get(user.userId);
      if (!sockets) {
        this.byUser.set(user.userId, (sockets = new Set()));
        this.opts.bus.announce(user.userId, true);
      }
      sockets.add(conn);
    }
    const reply: ServerLiveMessage = { type: 'auth_success', userId: user.userId, role: user.role };
    conn.socket.send(JSON.stringify(reply));
  }

  private remove(conn: Connection): void {
    this.connections.delete(conn);
    if (!conn.user) return;
    const sockets = this.byUser.get(conn.user.userId);
    sockets?.delete(conn);
    if (sockets?.size === 0) {
      this.byUser.delete(conn.user.userId);
      this.opts.bus.announce(conn.user.userId, false);
    }
  }

  private beat(): void {
    for (const conn of this.connections) {
      if (!conn.alive) {
        conn.socket.terminate();
        continue;
      }
      conn.alive = false;
      conn.socket.ping();
    }
  }
}
