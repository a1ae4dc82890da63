/**
 * Small HTTP(S) requests over node:http for our few REST calls (SignalK discovery, full model and
 * access requests; Home Assistant's REST API). Not undici: loading it compiles its WebAssembly HTTP
 * parser, which took about 35 MB of transient native memory and left the process 20 MB larger for
 * good (issue 10, measured on Node 20); node:http's parser is native and already loaded for our
 * own HTTP server. Connections are kept alive and reused.
 */
import http from 'node:http';
import https from 'node:https';

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
  headers: http.IncomingHttpHeaders;
  /** The body as UTF-8 text. */
  text: string;
}

const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 8 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 8 }),
};

/**
 * Makes one request and reads the whole answer; any status resolves (the caller decides).
 * @throws on network errors (with Node's `code`, e.g. ECONNREFUSED), on a silence longer than
 *   `timeoutMs` (code ETIMEDOUT) and on a body over `maxBytes` (code EMSGSIZE).
 */
export function httpRequest(url: string, opts: HttpRequestOptions = {}): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const u = new URL(url);
    const lib = u.protocol === 'https:' ? https : http;
    const agent = agents[u.protocol as 'http:' | 'https:'];
    if (!agent) {
      reject(new Error(`unsupported protocol ${u.protocol} in ${url}`));
      return;
    }
    const timeoutMs = opts.timeoutMs ?? 10_000;
    const maxBytes = opts.maxBytes ?? 64 * 1024 * 1024;
    const headers: Record<string, string | number> = { ...opts.headers };
    if (opts.body !== undefined) headers['content-length'] = Buffer.byteLength(opts.body);
    const req = lib.request(u, { method: opts.method ?? 'GET', headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (c: Buffer) => {
        size += c.length;
        if (size > maxBytes) {
          reject(coded(`answer from ${u.host} larger than ${maxBytes} bytes`, 'EMSGSIZE'));
          res.destroy();
          req.destroy();
          return;
        }
        chunks.push(c);
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.setTimeout(timeoutMs, () => req.destroy(coded(`no answer from ${u.host} within ${timeoutMs} ms`, 'ETIMEDOUT')));
    req.on('error', reject);
    req.end(opts.body);
  });
}

function coded(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}
