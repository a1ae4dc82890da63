/**
 * MCP over HTTP: stateless streamable HTTP at `/mcp` (POST; GET and DELETE answer 405 so that
 * Home Assistant's client falls back correctly: it moves to SSE on a 405), legacy SSE at `/sse` +
 * `/messages` for older clients (sse.ts), and `/health` for the container's HEALTHCHECK. Bound to
 * 127.0.0.1 unless configured otherwise. Request bodies are size-limited.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { log } from '../log.js';
import type { McpServerOptions } from './server.js';
import { answerStyleFromUrl } from './answer.js';
import { localeFromUrl } from './request-locale.js';
import { admit, type Guard } from './guard.js';
import { checkToolNames } from './surface.js';
import { createSseSessions, MESSAGES_PATH, SSE_PATH, type SseSessions } from './sse.js';
import { createStatelessMcp, type StatelessMcp } from './stateless.js';

/** Largest accepted request body (bytes). */
export const MAX_BODY_BYTES = 256 * 1024;
/** Longest time to receive a request body (ms): a slow sender does not hold a request open. */
export const MAX_BODY_MS = 10_000;

export interface HttpOptions extends McpServerOptions {
  host: string;
  port: number;
  /** Extra health fields (e.g. SignalK connection state). */
  health?: () => Record<string, unknown>;
  /** Host/Origin and bearer-token checks for everything but /health (guard.ts); none when absent. */
  guard?: Guard;
  /** False serves only /health (MCP turned off, the add-on's watchdog still needs an answer). Default true. */
  mcp?: boolean;
}

export interface RunningHttp {
  server: Server;
  /** The port actually bound (useful with port 0). */
  port: number;
  close(): Promise<void>;
}

/** Starts the HTTP server. Rejects if the port cannot be bound (message says which). */
export async function startHttp(opts: HttpOptions): Promise<RunningHttp> {
  const sse = createSseSessions(opts);
  const stateless = createStatelessMcp(opts);
  const server = createServer((req, res) => {
    handle(req, res, opts, sse, stateless).catch((e) => {
      log.error(`MCP HTTP request failed: ${(e as Error).message}`);
      if (!res.headersSent) sendJson(res, 500, { jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null });
      else res.end();
    });
  });
  server.keepAliveTimeout = 65_000;
  // Backstops against slow senders (Node checks these every 30 s); readBody has its own tighter limit.
  server.headersTimeout = 20_000;
  server.requestTimeout = 60_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', (e: NodeJS.ErrnoException) => {
      reject(
        new Error(
          e.code === 'EADDRINUSE'
            ? `port ${opts.port} on ${opts.host} is already in use: choose another with --port (option mcp_port)`
            : `cannot listen on ${opts.host}:${opts.port}: ${e.message}`,
        ),
      );
    });
    server.listen(opts.port, opts.host, () => resolve());
  });
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : opts.port;
  const base = `http://${opts.host.includes(':') ? `[${opts.host}]` : opts.host}:${port}`;
  log.info(`MCP streamable HTTP on ${base}/mcp (legacy SSE clients: ${base}${SSE_PATH})`);
  return {
    server,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        void sse.closeAll();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function handle(req: IncomingMessage, res: ServerResponse, opts: HttpOptions, sse: SseSessions, stateless: StatelessMcp): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (!admit(opts.guard, req, res, url.pathname)) return;
  if (url.pathname === '/health') {
    sendJson(res, 200, { status: 'ok', ...(opts.health?.() ?? {}) });
    return;
  }
  if (opts.mcp === false) {
    sendJson(res, 404, { error: 'MCP is turned off (option mcp): only /health is served' });
    return;
  }
  // A client's tool pin (`/mcp?tools=a,b`, `/sse?tools=a,b`): an unknown name is refused here, with the valid names.
  const pinProblem = url.searchParams.has('tools') ? checkToolNames(url.searchParams.get('tools')!.split(',')) : null;
  if (pinProblem) {
    sendJson(res, 400, { jsonrpc: '2.0', error: { code: -32602, message: `tools parameter in the URL: ${pinProblem}` }, id: null });
    return;
  }
  // A client's answer style (`?answers=full`): a wrong value is refused here, with the allowed ones.
  try {
    answerStyleFromUrl(url);
  } catch (e) {
    sendJson(res, 400, { jsonrpc: '2.0', error: { code: -32602, message: `answers parameter in the URL: ${(e as Error).message}` }, id: null });
    return;
  }
  // A client's language and units (`?language=pt-BR&units=nautical-imperial`).
  try {
    localeFromUrl(url);
  } catch (e) {
    sendJson(res, 400, { jsonrpc: '2.0', error: { code: -32602, message: (e as Error).message }, id: null });
    return;
  }
  if (url.pathname === SSE_PATH) {
    if (req.method !== 'GET') {
      res.setHeader('allow', 'GET');
      sendJson(res, 405, { error: `Method not allowed: open the SSE stream with GET ${SSE_PATH}, post messages to ${MESSAGES_PATH}` });
      return;
    }
    await sse.open(req, res);
    return;
  }
  if (url.pathname !== '/mcp' && url.pathname !== MESSAGES_PATH) {
    sendJson(res, 404, { error: `not found; the MCP endpoints are /mcp (streamable HTTP) and ${SSE_PATH} (legacy SSE)` });
    return;
  }
  if (req.method !== 'POST') {
    res.setHeader('allow', 'POST');
    sendJson(res, 405, { jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed: this server is stateless, use POST' }, id: null });
    return;
  }
  const body = await readBody(req);
  if (body === 'too-slow') {
    res.setHeader('connection', 'close');
    sendJson(res, 408, { jsonrpc: '2.0', error: { code: -32600, message: `Request body not received within ${MAX_BODY_MS / 1000} seconds` }, id: null });
    return;
  }
  if (typeof body !== 'string') {
    const message = `Request body larger than ${MAX_BODY_BYTES} bytes`;
    // A legacy SSE client reads its answers from the stream, not from this POST (else
    // Python's client then waited for its own 120 s timeout): the error goes there too, with the
    // request's id when what was read names it (Python's client writes it first).
    if (url.pathname === MESSAGES_PATH) sse.reject(url, jsonRpcId(body.head, body.tail), { code: -32600, message });
    // Nothing more of it is read: the answer, then the connection closed (an endless body costs nothing).
    res.setHeader('connection', 'close');
    // A FIN once the answer is out (the client reads the 413 before it sees the reset), then gone.
    res.once('finish', () => {
      req.socket.end();
      setTimeout(() => req.socket.destroy(), 1000).unref();
    });
    sendJson(res, 413, { jsonrpc: '2.0', error: { code: -32600, message }, id: null });
    return;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    sendJson(res, 400, { jsonrpc: '2.0', error: { code: -32700, message: 'Parse error: body is not JSON' }, id: null });
    return;
  }
  if (url.pathname === MESSAGES_PATH) {
    await sse.post(req, res, url, parsed);
    return;
  }
  await stateless(req, res, parsed);
}

/**
 * What is kept of a body over MAX_BODY_BYTES: its first bytes and the last ones read before reading
 * stopped, where a JSON-RPC id may be (at the head for Python's client; the rest is never read).
 */
export interface TooLarge {
  head: string;
  tail: string;
}

const KEPT_BYTES = 512;

/**
 * Reads a request body, bounded in size (MAX_BODY_BYTES) and time (MAX_BODY_MS). Past the size limit
 * it stops at once: nothing more is read, and the caller answers 413 and closes the connection, so an endless body costs one buffer,
 * not a core.
 */
function readBody(req: IncomingMessage): Promise<string | TooLarge | 'too-slow'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const timer = setTimeout(() => {
      req.pause();
      resolve('too-slow');
    }, MAX_BODY_MS);
    const onData = (c: Buffer) => {
      size += c.length;
      if (size <= MAX_BODY_BYTES) return void chunks.push(c);
      clearTimeout(timer);
      req.off('data', onData);
      req.pause();
      const seen = Buffer.concat([...chunks, c]);
      resolve({ head: seen.subarray(0, KEPT_BYTES).toString('utf8'), tail: seen.subarray(-KEPT_BYTES).toString('utf8') });
    };
    req.on('data', onData);
    req.on('end', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
  });
}

/**
 * The id of a JSON-RPC request known only by its first and last bytes: a top-level `"id"` right
 * after `"jsonrpc":"2.0"` at the start, or as the last member (where the SDK clients put it);
 * null when neither says it.
 */
export function jsonRpcId(head: string, tail: string): string | number | null {
  const value = String.raw`("(?:[^"\\]|\\.){0,128}"|-?\d{1,16})`;
  const m =
    new RegExp(String.raw`^\s*\{\s*(?:"jsonrpc"\s*:\s*"2\.0"\s*,\s*)?"id"\s*:\s*${value}`).exec(head) ?? new RegExp(String.raw`[,{]\s*"id"\s*:\s*${value}\s*\}\s*$`).exec(tail);
  if (!m?.[1]) return null;
  return m[1].startsWith('"') ? (JSON.parse(m[1]) as string) : Number(m[1]);
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}
