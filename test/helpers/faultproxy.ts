/**
 * A small fault-injecting proxy on 127.0.0.1 in front of a real server (signalk-server under test):
 * HTTP requests are forwarded (optionally delayed per path), WebSocket upgrades are piped raw.
 *
 * - `slow(pathPrefix, ms)`: requests whose URL starts with the prefix are forwarded after `ms`;
 * - `cut()`: the network goes away without a FIN: established streams stop forwarding in both
 *   directions but stay open, new connections are accepted and never answered;
 * - `heal()`: new connections work again (cut streams stay dead, as after a real outage).
 * Every socket is destroyed by `close()`.
 */
import { createServer as createHttpServer, request as httpRequest, type IncomingMessage } from 'node:http';
import { connect, createServer as createNetServer, type Socket } from 'node:net';

export interface FaultProxy {
  /** http://127.0.0.1:PORT */
  readonly url: string;
  readonly port: number;
  slow(pathPrefix: string, ms: number): void;
  cut(): void;
  heal(): void;
  close(): Promise<void>;
}

/** Starts a proxy to 127.0.0.1:`targetPort` on a free port. */
export async function startFaultProxy(targetPort: number): Promise<FaultProxy> {
  const sockets = new Set<Socket>();
  const streams = new Set<[Socket, Socket]>();
  const slow = new Map<string, number>();
  let cut = false;
  const track = (s: Socket) => {
    sockets.add(s);
    s.on('error', () => {});
    s.on('close', () => sockets.delete(s));
  };

  const http = createHttpServer((req, res) => {
    if (cut) return; // never answered
    const delay = [...slow].find(([prefix]) => (req.url ?? '').startsWith(prefix))?.[1] ?? 0;
    const timer = setTimeout(() => {
      if (cut || res.destroyed) return;
      const up = httpRequest({ host: '127.0.0.1', port: targetPort, method: req.method, path: req.url, headers: req.headers }, (pres) => {
        res.writeHead(pres.statusCode ?? 502, pres.headers);
        pres.pipe(res);
      });
      up.on('error', () => res.destroy());
      req.pipe(up);
    }, delay);
    res.on('close', () => clearTimeout(timer));
  });
  http.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    if (cut) return;
    const up = connect(targetPort, '127.0.0.1');
    track(up);
    up.on('connect', () => {
      up.write(rawHead(req));
      if (head.length) up.write(head);
      socket.pipe(up);
      up.pipe(socket);
      streams.add([socket, up]);
    });
    up.on('close', () => socket.destroy());
    socket.on('close', () => up.destroy());
  });

  const front = createNetServer((s) => {
    track(s);
    if (cut) {
      s.resume(); // accepted, read, never answered
      return;
    }
    http.emit('connection', s);
  });
  await new Promise<void>((resolve, reject) => {
    front.once('error', reject);
    front.listen(0, '127.0.0.1', () => resolve());
  });
  const addr = front.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    slow(prefix, ms) {
      slow.set(prefix, ms);
    },
    cut() {
      cut = true;
      for (const [a, b] of streams) {
        a.unpipe(b);
        b.unpipe(a);
        a.pause();
        b.pause();
      }
      streams.clear();
    },
    heal() {
      cut = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        http.close();
        front.close(() => resolve());
      }),
  };
}

/** The request line and headers of an upgrade request, as they came. */
function rawHead(req: IncomingMessage): string {
  let out = `${req.method} ${req.url} HTTP/${req.httpVersion}\r\n`;
  for (let i = 0; i < req.rawHeaders.length; i += 2) out += `${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}\r\n`;
  return out + '\r\n';
}
