/**
 * A stand-in SignalK server for the benchmark's whole-process CPU figure: it answers discovery and
 * the full model from the recorded captures and replays the recorded WebSocket frames at a chosen
 * rate, far above what the real server's sample replay produces. Loopback only.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { WebSocketServer, type WebSocket } from 'ws';
import { REPO } from './lib.js';

export interface Replay {
  url: string;
  /** Frames per second sent to every subscribed client (0 stops). */
  setRate(perSecond: number): void;
  /** Frames sent so far. */
  sent(): number;
  /** Resolves when a client has subscribed (bounded). */
  subscribed(timeoutMs: number): Promise<void>;
  stop(): Promise<void>;
}

/** Starts the replay server on 127.0.0.1 (a free port). */
export async function startReplay(): Promise<Replay> {
  const recorded = JSON.parse(readFileSync(join(REPO, 'test/samples/ws-n2k-only-all-raw.json'), 'utf8')) as { msg: unknown }[];
  const frames = recorded.map((f) => JSON.stringify(f.msg));
  const hello = frames[0]!;
  const deltas = frames.slice(1);
  const fullModel = readFileSync(join(REPO, 'test/samples/full-model-n2k-only-raw.json'), 'utf8');
  const http = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const body =
      path === '/signalk' || path === '/signalk/'
        ? JSON.stringify({ endpoints: { v1: { version: '2.23.0' } }, server: { id: 'bench-replay', version: '2.23.0' } })
        : path === '/signalk/v1/api/'
          ? fullModel
          : null;
    if (body === null) {
      res.writeHead(404, { 'content-type': 'text/html' }).end('Cannot GET');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  const wss = new WebSocketServer({ server: http, path: '/signalk/v1/stream' });
  const clients = new Set<WebSocket>();
  let onSubscribe: (() => void) | null = null;
  wss.on('connection', (ws) => {
    ws.send(hello);
    ws.on('message', () => {
      clients.add(ws);
      onSubscribe?.();
    });
    ws.on('close', () => clients.delete(ws));
    ws.on('error', () => clients.delete(ws));
  });
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  const addr = http.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;

  let rate = 0;
  let count = 0;
  let start = process.hrtime.bigint();
  let base = 0;
  // A 5 ms tick sends what is due, so the rate holds whatever the timer jitter.
  const timer = setInterval(() => {
    if (rate === 0) return;
    const due = base + Math.floor((Number(process.hrtime.bigint() - start) / 1e9) * rate);
    while (count < due) {
      const f = deltas[count++ % deltas.length]!;
      for (const c of clients) c.send(f);
    }
  }, 5);
  return {
    url: `http://127.0.0.1:${port}`,
    setRate(perSecond) {
      rate = perSecond;
      start = process.hrtime.bigint();
      base = count;
    },
    sent: () => count,
    subscribed(timeoutMs) {
      if (clients.size > 0) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const t = setTimeout(() => reject(new Error(`no client subscribed to the replay within ${timeoutMs} ms`)), timeoutMs);
        onSubscribe = () => {
          clearTimeout(t);
          resolve();
        };
      });
    },
    async stop() {
      clearInterval(timer);
      for (const c of clients) c.terminate();
      wss.close();
      http.closeAllConnections();
      await new Promise<void>((r) => http.close(() => r()));
    },
  };
}
