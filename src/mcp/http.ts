/**
 * MCP over HTTP: stateless streamable HTTP at `/mcp` (POST; GET and DELETE answer 405 so that
 * Home Assistant's client falls back correctly, field-reports.md #15) and `/health` for the
 * container's HEALTHCHECK. Bound to 127.0.0.1 unless configured otherwise. Request bodies are
 * size-limited.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { log } from '../log.js';
import { createMcpServer, type McpServerOptions } from './server.js';

/** Largest accepted request body (bytes). */
export const MAX_BODY_BYTES = 256 * 1024;

export interface HttpOptions extends McpServerOptions {
  host: string;
  port: number;
  /** Extra health fields (e.g. SignalK connection state). */
  health?: () => Record<string, unknown>;
}

export interface RunningHttp {
  server: Server;
  /** The port actually bound (useful with port 0). */
  port: number;
  close(): Promise<void>;
}

/** Starts the HTTP server. Rejects if the port cannot be bound (message says which). */
export async function startHttp(opts: HttpOptions): Promise<RunningHttp> {
  const server = createServer((req, res) => {
    handle(req, res, opts).catch((e) => {
      log.error(`MCP HTTP request failed: ${(e as Error).message}`);
      if (!res.headersSent) sendJson(res, 500, { jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null });
      else res.end();
    });
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', (e: NodeJS.ErrnoException) => {
      reject(new Error(e.code === 'EADDRINUSE' ? `port ${opts.port} on ${opts.host} is already in use: choose another with --port (option mcp_port)` : `cannot listen on ${opts.host}:${opts.port}: ${e.message}`));
    });
    server.listen(opts.port, opts.host, () => resolve());
  });
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : opts.port;
  log.info(`MCP streamable HTTP on http://${opts.host.includes(':') ? `[${opts.host}]` : opts.host}:${port}/mcp`);
  return {
    server,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function handle(req: IncomingMessage, res: ServerResponse, opts: HttpOptions): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/health') {
    sendJson(res, 200, { status: 'ok', ...(opts.health?.() ?? {}) });
    return;
  }
  if (url.pathname !== '/mcp') {
    sendJson(res, 404, { error: 'not found; the MCP endpoint is /mcp' });
    return;
  }
  if (req.method !== 'POST') {
    res.setHeader('allow', 'POST');
    sendJson(res, 405, { jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed: this server is stateless, use POST' }, id: null });
    return;
  }
  const body = await readBody(req);
  if (body === 'too-large') {
    sendJson(res, 413, { jsonrpc: '2.0', error: { code: -32600, message: `Request body larger than ${MAX_BODY_BYTES} bytes` }, id: null });
    return;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    sendJson(res, 400, { jsonrpc: '2.0', error: { code: -32700, message: 'Parse error: body is not JSON' }, id: null });
    return;
  }
  const mcp = createMcpServer(opts);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  res.on('close', () => {
    void transport.close();
    void mcp.close();
  });
  await mcp.connect(transport);
  await transport.handleRequest(req, res, parsed);
}

function readBody(req: IncomingMessage): Promise<string | 'too-large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY_BYTES) over = true;
      else chunks.push(c);
    });
    req.on('end', () => resolve(over ? 'too-large' : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}
