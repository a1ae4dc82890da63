/**
 * Small HTTP(S) requests for our few REST calls (SignalK discovery, full model and access requests;
 * Home Assistant's REST API), on undici as Node ships it: the global `fetch`. One interface for the
 * three callers: whole-body text, status, headers, a silence timeout and a body size cap.
 *
 * Memory (test/bench/README.md): Node's own undici is loaded anyway when MCP runs over HTTP
 * (the MCP SDK's HTTP transport answers with its Request and Response); the npm package `undici` beside it was a second
 * copy, about 4 MB of heap with its own WebAssembly parser, and the add-on's resident memory
 * was 1.7 MiB lower with the global `fetch` alone. undici parses HTTP with llhttp compiled to
 * WebAssembly; the add-on runs node with `--liftoff-only` (addon/rootfs/run.sh), which keeps it on
 * V8's baseline compiler: its TurboFan tier-up was a ~30 MB native peak that left 5-8 MB behind.
 */
import type { IncomingHttpHeaders } from 'node:http';

export interface HttpRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  headers?: Record<string, string>;
  /** Request body, sent as given (set content-type in `headers`). */
  body?: string;
  /** Longest silence in ms, waiting for the answer or between its chunks (default 10000). */
  timeoutMs?: number;
  /** Largest accepted body in bytes (default 64 MiB): a larger one fails with code EMSGSIZE. */
  maxBytes?: number;
}

export interface HttpResponse {
  status: number;
  /** Response headers, lower-case names. */
  headers: IncomingHttpHeaders;
  /** The body as UTF-8 text. */
  text: string;
}

/**
 * Makes one request and reads the whole answer; any status resolves (the caller decides), redirects
 * are not followed.
 * @throws on network errors (the system's, with their `code`, e.g. ECONNREFUSED, not fetch's
 *   "fetch failed"), on a silence longer than `timeoutMs` (code ETIMEDOUT) and on a body over
 *   `maxBytes` (code EMSGSIZE).
 */
export async function httpRequest(url: string, opts: HttpRequestOptions = {}): Promise<HttpResponse> {
  const u = new URL(url);
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error(`unsupported protocol ${u.protocol} in ${url}`);
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const maxBytes = opts.maxBytes ?? 64 * 1024 * 1024;
  // A silence timer, restarted by every chunk: a large full model may take long, but never pauses long.
  const silence = new AbortController();
  let timer = setTimeout(() => silence.abort(), timeoutMs);
  try {
    const res = await fetch(u, { method: opts.method ?? 'GET', headers: opts.headers, body: opts.body, redirect: 'manual', signal: silence.signal });
    const chunks: Uint8Array[] = [];
    let size = 0;
    if (res.body) {
      for await (const chunk of res.body) {
        clearTimeout(timer);
        timer = setTimeout(() => silence.abort(), timeoutMs);
        size += chunk.length;
        if (size > maxBytes) {
          silence.abort();
          throw coded(`answer from ${u.host} larger than ${maxBytes} bytes`, 'EMSGSIZE');
        }
        chunks.push(chunk);
      }
    }
    const headers: IncomingHttpHeaders = {};
    res.headers.forEach((value, name) => (headers[name] = value));
    return { status: res.status, headers, text: Buffer.concat(chunks).toString('utf8') };
  } catch (e) {
    if ((e as { code?: string }).code === 'EMSGSIZE') throw e;
    if (silence.signal.aborted) throw coded(`no answer from ${u.host} within ${timeoutMs} ms`, 'ETIMEDOUT');
    // fetch wraps the system's error (ECONNREFUSED, ENOTFOUND, ...) as the cause of "fetch failed".
    throw (e as { cause?: unknown }).cause ?? e;
  } finally {
    clearTimeout(timer);
  }
}

function coded(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}
