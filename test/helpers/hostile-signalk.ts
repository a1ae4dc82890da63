/**
 * A stand-in SignalK server for the hostile-server suite and the soak (scripts/soak.ts), on 127.0.0.1:
 * discovery (`GET /signalk`), the REST full model (`GET /signalk/v1/api/`) built from what it holds,
 * and the WebSocket stream (`/signalk/v1/stream`: a hello, then every value it holds as cached values,
 * then whatever the test sends). Here a stand-in is right: what is tested is our handling of what a
 * real server could send, including what a real one sends only when broken.
 *
 * - `set(context, values)` stores values and sends them as one delta; `send(frame)` sends any frame,
 *   stored or not (a string is sent as given: broken JSON, NUL bytes);
 * - `forget()` drops what it holds and `dropStreams()` closes every stream: a restart;
 * - `rest(mode)` and `stream(mode)` switch the full model or the stream into a failure: HTTP 500, an
 *   HTML page, a hang (never answered), or refuse (the socket destroyed at once);
 * - `counts` says how many full-model GETs and stream upgrades it was asked for.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

/** How the full model or the stream answers. */
export type FailureMode = 'ok' | '500' | 'html' | 'hang' | 'refuse';

/** Our vessel's context as the stand-in names it (its hello and its full model's `self`). */
export const SELF_URN = 'urn:mrn:imo:mmsi:244000001';

export interface HostileSignalK {
  /** http://127.0.0.1:PORT */
  readonly url: string;
  readonly port: number;
  /** Full-model GETs and stream upgrade requests received since start (or `resetCounts`). */
  readonly counts: { fullModel: number; upgrades: number };
  resetCounts(): void;
  /** Stores `values` (path -> value) under `context` ('vessels.self' or 'vessels.urn:…') and sends them as one delta. */
  set(context: string, values: Record<string, unknown>): void;
  /** Sends a frame to every open stream without storing it; a string goes as given. */
  send(frame: unknown): void;
  /** Drops everything it holds (a restart without its data). */
  forget(): void;
  /** Closes every open stream (the server went away). */
  dropStreams(): void;
  rest(mode: FailureMode): void;
  stream(mode: FailureMode): void;
  /** Open streams. */
  readonly streams: number;
  close(): Promise<void>;
}

/** Starts the stand-in on a free port of 127.0.0.1. */
export async function startHostileSignalK(): Promise<HostileSignalK> {
  // context ('vessels.self' or 'vessels.urn:…') -> path -> value
  const store = new Map<string, Map<string, unknown>>();
  const sockets = new Set<Socket>();
  const counts = { fullModel: 0, upgrades: 0 };
  let restMode: FailureMode = 'ok';
  let streamMode: FailureMode = 'ok';
  const wss = new WebSocketServer({ noServer: true });
  const clients = new Set<WebSocket>();

  const fail = (mode: FailureMode, res: ServerResponse): boolean => {
    if (mode === 'ok') return false;
    if (mode === 'hang') return true;
    if (mode === 'refuse') res.socket?.destroy();
    else if (mode === '500') res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
    else res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body><h1>Login</h1></body></html>');
    return true;
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/';
    if (url === '/signalk' || url === '/signalk/') {
      const ws = `ws://127.0.0.1:${port}/signalk/v1/stream`;
      return json(res, {
        endpoints: { v1: { version: '2.8.0', 'signalk-http': `http://127.0.0.1:${port}/signalk/v1/api/`, 'signalk-ws': ws } },
        server: { id: 'signalk-server-node', version: '2.8.0' },
      });
    }
    if (url.startsWith('/signalk/v1/api')) {
      const rest = url.replace(/\/+$/, '');
      if (rest === '/signalk/v1/api') {
        counts.fullModel++;
        if (fail(restMode, res)) return;
        return json(res, fullModel());
      }
      return res.writeHead(404).end();
    }
    res.writeHead(404).end();
  });
  server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    counts.upgrades++;
    if (streamMode === 'hang') return;
    if (streamMode === 'refuse') return void socket.destroy();
    if (streamMode !== 'ok') {
      const body = streamMode === '500' ? 'Internal Server Error' : '<html><body>Login</body></html>';
      socket.end(
        `HTTP/1.1 ${streamMode === '500' ? '500 Internal Server Error' : '200 OK'}\r\ncontent-type: text/${streamMode === '500' ? 'plain' : 'html'}\r\ncontent-length: ${body.length}\r\nconnection: close\r\n\r\n${body}`,
      );
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      clients.add(ws);
      ws.on('close', () => clients.delete(ws));
      ws.on('error', () => {});
      ws.on('message', () => {}); // subscriptions: everything is sent to everyone
      ws.send(JSON.stringify({ name: 'stand-in', version: '2.8.0', self: `vessels.${SELF_URN}`, roles: ['master', 'main'], timestamp: new Date().toISOString() }));
      // Cached values, as signalk-server sends them with sendCachedValues: everything it holds.
      for (const [context, paths] of store) ws.send(JSON.stringify(delta(context, paths)));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.address() as { port: number }).port;

  function fullModel(): unknown {
    const vessels: Record<string, unknown> = {};
    for (const [context, paths] of store) {
      const id = context === 'vessels.self' ? SELF_URN : context.slice('vessels.'.length);
      const tree: Record<string, unknown> = (vessels[id] as Record<string, unknown>) ?? {};
      for (const [path, value] of paths) nest(tree, path, value);
      vessels[id] = tree;
    }
    return { version: '2.8.0', self: `vessels.${SELF_URN}`, vessels };
  }

  const broadcast = (text: string) => {
    for (const ws of clients) if (ws.readyState === ws.OPEN) ws.send(text);
  };

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    counts,
    resetCounts() {
      counts.fullModel = 0;
      counts.upgrades = 0;
    },
    set(context, values) {
      let paths = store.get(context);
      if (!paths) store.set(context, (paths = new Map()));
      for (const [p, v] of Object.entries(values)) paths.set(p, v);
      broadcast(JSON.stringify(delta(context, new Map(Object.entries(values)))));
    },
    send(frame) {
      broadcast(typeof frame === 'string' ? frame : JSON.stringify(frame));
    },
    forget() {
      store.clear();
    },
    dropStreams() {
      for (const ws of clients) ws.terminate();
    },
    rest(mode) {
      restMode = mode;
    },
    stream(mode) {
      streamMode = mode;
    },
    get streams() {
      return clients.size;
    },
    async close() {
      for (const ws of clients) ws.terminate();
      for (const s of sockets) s.destroy();
      wss.close();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

/** One delta of `paths` under `context`, stamped now. */
function delta(context: string, paths: ReadonlyMap<string, unknown>): unknown {
  const timestamp = new Date().toISOString();
  return { context, updates: [{ $source: 'stand-in.1', timestamp, values: [...paths].map(([path, value]) => ({ path, value })) }] };
}

/** Puts `value` at `path` of a full-model tree as `{value, timestamp, $source}`. */
function nest(tree: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let node = tree;
  for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
  node[parts.at(-1)!] = { value, timestamp: new Date().toISOString(), $source: 'stand-in.1' };
}

function json(res: ServerResponse, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}
