import type Koa from 'koa';
import type WebSocket from 'ws';

/**
 * @types/koa-websocket makes `websocket` a required field of every Koa Context in the program,
 * which breaks the types of all ordinary middleware; so the module is typed here, narrowly.
 */
export interface WebSocketContext extends Koa.Context {
  websocket: WebSocket;
}

export type WebSocketMiddleware = (ctx: WebSocketContext, next: () => Promise<unknown>) => unknown;

export interface WebSocketApp extends Koa {
  ws: {
    use(middleware: WebSocketMiddleware): unknown;
    /** Attaches a WebSocket server (options.server = the HTTP server); app.listen() does this itself. */
    listen(options: WebSocket.ServerOptions): void;
    server?: WebSocket.Server;
  };
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
export const websockify = require('koa-websocket') as (
  app: Koa,
  wsOptions?: WebSocket.ServerOptions,
) => WebSocketApp;
