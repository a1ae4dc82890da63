/**
 * Legacy MCP over SSE (protocol 2024-11-05), for Home Assistant MCP clients older than streamable HTTP
 * and for clients that fall back to it (Home Assistant's does on HTTP 405 or an MCP error): `GET /sse`
 * opens an event stream whose first event names the endpoint (`/messages?sessionId=<id>`) the client
 * then POSTs its JSON-RPC messages to; answers come back on the stream. One MCP server per stream, closed with it.
 *
 * Bounded: at most MAX_SSE_SESSIONS open streams; a new client always gets one, the stream idle the
 * longest (no message posted for the longest time) being closed to make room, so that streams
 * opened and left idle by any client never lock a legitimate one (Home Assistant 2025.4's) out. A
 * client whose stream was closed opens a new one (the SDK clients reconnect). A comment line every
 * SSE_KEEPALIVE_MS keeps proxies from dropping a quiet stream. Thin wiring around the SDK's
 * SSEServerTransport; the request guard and body limits are applied by http.ts before these run.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
// The SDK marks SSE deprecated in favour of streamable HTTP; older clients still speak only this.
import type { SSEServerTransport } from '@modelcontextprotocol/sdk/server/sse.js';
import { log } from '../log.js';
import { createMcpServer, type McpServerOptions } from './server.js';
import { answerStyleFromUrl } from './answer.js';
import { menuFromUrl } from './surface.js';
import { localeFromUrl } from './request-locale.js';

/** Where a client opens the event stream. */
export const SSE_PATH = '/sse';
/** Where a client posts its messages (`?sessionId=` names the stream). */
export const MESSAGES_PATH = '/messages';
/** Most open SSE streams at once: each holds a connection and an MCP server. */
export const MAX_SSE_SESSIONS = 32;
/** Interval of the keep-alive comment on an open stream. */
export const SSE_KEEPALIVE_MS = 15_000;

/** The open SSE sessions of one HTTP server. */
export interface SseSessions {
  /** Handles `GET /sse`: opens a stream and keeps it until the client goes. */
  open(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** Handles `POST /messages?sessionId=...` with the already parsed body (202, or 404 for an unknown session). */
  post(req: IncomingMessage, res: ServerResponse, url: URL, body: unknown): Promise<void>;
  /**
   * Answers a message that never reached the session (too large to read) with a JSON-RPC error on
   * its stream, so that the client's request ends at once; nothing when the session is unknown.
   */
  reject(url: URL, id: string | number | null, error: { code: number; message: string }): void;
  /** Number of open streams. */
  readonly size: number;
  /** Closes every stream (server shutdown). */
  closeAll(): Promise<void>;
}

/** Creates the session registry for one HTTP server. */
export function createSseSessions(opts: McpServerOptions): SseSessions {
  // Insertion order is activity order: a session is moved to the end when it opens or posts, so the
  // first one is the one idle the longest.
  const sessions = new Map<string, SSEServerTransport>();
  let evictedBefore = false;
  const touch = (id: string, transport: SSEServerTransport) => {
    sessions.delete(id);
    sessions.set(id, transport);
  };

  return {
    get size() {
      return sessions.size;
    },

    async open(req, res) {
      // Loaded by the first SSE client, before the count check so that check and insert stay
      // together: the SDK's transport and its body parser (raw-body, iconv-lite) are about 0.4 MB of
      // heap that installs whose clients speak streamable HTTP never need.
      const { SSEServerTransport } = await import('@modelcontextprotocol/sdk/server/sse.js');
      if (sessions.size >= MAX_SSE_SESSIONS) {
        const [idlest, old] = sessions.entries().next().value as [string, SSEServerTransport];
        sessions.delete(idlest);
        // Once per server: a client opening streams in a loop must not flood the log.
        if (!evictedBefore) log.warn(`${MAX_SSE_SESSIONS} SSE streams open: closing the one idle the longest for each new client.`);
        evictedBefore = true;
        void old.close().catch((e: Error) => log.debug(`closing an idle SSE session: ${e.message}`));
      }
      const transport = new SSEServerTransport(MESSAGES_PATH, res);
      // The stream's tool pin (`/sse?tools=a,b`), answer style (`?answers=full`), language and units
      // (`?language=de&units=nautical-imperial`), all checked by http.ts, hold for every message posted to it.
      const url = new URL(req.url ?? '/', 'http://localhost');
      const pin = menuFromUrl(url);
      const answers = answerStyleFromUrl(url);
      const locale = localeFromUrl(url);
      const mcp = createMcpServer({ ...opts, ...(pin ? { tools: pin } : {}), ...(answers ? { answers } : {}), locale });
      const id = transport.sessionId;
      sessions.set(id, transport);
      const keepAlive = setInterval(() => {
        if (!res.writableEnded) res.write(': keep-alive\n\n');
      }, SSE_KEEPALIVE_MS);
      keepAlive.unref();
      let closed = false;
      const cleanup = () => {
        if (closed) return;
        closed = true;
        clearInterval(keepAlive);
        if (sessions.get(id) === transport) sessions.delete(id);
        void mcp.close().catch(() => {});
      };
      transport.onclose = cleanup;
      res.on('close', cleanup);
      // connect() starts the transport: it writes the stream's headers and the endpoint event.
      await mcp.connect(transport);
    },

    async post(req, res, url, body) {
      const id = url.searchParams.get('sessionId') ?? '';
      const transport = sessions.get(id);
      if (!transport) {
        sendJson(res, 404, { jsonrpc: '2.0', error: { code: -32001, message: 'Unknown or closed SSE session: open a new one with GET /sse' }, id: null });
        return;
      }
      touch(id, transport);
      await transport.handlePostMessage(req, res, body);
    },

    reject(url, id, error) {
      const transport = sessions.get(url.searchParams.get('sessionId') ?? '');
      if (!transport) return;
      transport.send({ jsonrpc: '2.0', id: id as string | number, error }).catch((e: Error) => log.debug(`answering an oversized SSE message: ${e.message}`));
    },

    async closeAll() {
      const open = [...sessions.values()];
      sessions.clear();
      await Promise.all(open.map((t) => t.close().catch((e: Error) => log.debug(`closing an SSE session: ${e.message}`))));
    },
  };
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}
