/**
 * Small HTTP(S) requests for our few REST calls (SignalK discovery, full model and access requests;
 * Home Assistant's REST API), on undici, the agreed HTTP client. One interface for the three callers:
 * whole-body text, status, headers, a silence timeout and a body size cap.
 *
 * Memory (issue 10, test/bench/README.md): undici parses HTTP with llhttp compiled to WebAssembly.
 * V8's TurboFan tier-up of that parser after the first requests was a ~30 MB native peak that left
 * 5-8 MB behind; the add-on runs node with `--liftoff-only` (addon/rootfs/run.sh), which keeps
 * WebAssembly on the baseline compiler at the same speed here. Loading undici is about 4 MB of heap.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { request } from 'undici';

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
 * Makes one request and reads the whole answer; any status resolves (the caller decides).
 * @throws on network errors (undici's, with their `code`, e.g. ECONNREFUSED), on a silence longer
 *   than `timeoutMs` (code ETIMEDOUT) and on a body over `maxBytes` (code EMSGSIZE).
 */
export async function httpRequest(url: string, opts: HttpRequestOptions = {}): Promise<HttpResponse> {
  const u = new URL(url);
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error(`unsupported protocol ${u.protocol} in ${url}`);
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const maxBytes = opts.maxBytes ?? 64 * 1024 * 1024;
  let res;
  try {
    res = await request(u, { method: opts.method ?? 'GET', headers: opts.headers, body: opts.body, headersTimeout: timeoutMs, bodyTimeout: timeoutMs });
  } catch (e) {
    throw timeoutCoded(e, u, timeoutMs);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of res.body) {
      const c = chunk as Buffer;
      size += c.length;
      if (size > maxBytes) {
        res.body.destroy();
        throw coded(`answer from ${u.host} larger than ${maxBytes} bytes`, 'EMSGSIZE');
      }
      chunks.push(c);
    }
  } catch (e) {
    throw timeoutCoded(e, u, timeoutMs);
  }
  return { status: res.statusCode, headers: res.headers as IncomingHttpHeaders, text: Buffer.concat(chunks).toString('utf8') };
}

/** undici's timeout errors get the code ETIMEDOUT that callers and logs expect. */
function timeoutCoded(e: unknown, u: URL, timeoutMs: number): unknown {
  const code = (e as { code?: string })?.code;
  if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') return coded(`no answer from ${u.host} within ${timeoutMs} ms`, 'ETIMEDOUT');
  return e;
}

function coded(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}
