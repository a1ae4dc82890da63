/**
 * Who may talk to the MCP HTTP endpoints (/mcp, and the legacy /sse + /messages): everything but
 * /health passes this guard first.
 *
 * - Host and Origin against DNS rebinding: a web page on a name the attacker controls (resolved to
 *   the boat's address, or to 127.0.0.1) always carries that name in Host and Origin, so only names
 *   we know are let in: IP literals (a rebinding attack cannot produce one), `localhost` and
 *   `*.localhost`, this machine's hostname (inside the add-on: the add-on's hostname, e.g.
 *   `a1b2c3d4-signalk-assist`, its underscore form and `<hostname>.local.hass.io`),
 *   `homeassistant` and `homeassistant.local`, plus the option mcp_allowed_hosts ("*" lets any in).
 *   With a token set and no mcp_allowed_hosts, any name is accepted: a page in a browser cannot
 *   present a bearer token it does not know, so a token already defeats rebinding, and agents may then
 *   use whatever name reaches the boat (a VPN name, a reverse proxy). The check applies on loopback
 *   binds too (rebinding to 127.0.0.1 is the classic case); the defaults cover every loopback use.
 *   An Origin header, when present, must name an allowed host as well; "null" is refused.
 * - Bearer token (option mcp_token): `Authorization: Bearer <token>`, compared in constant time on
 *   SHA-256 digests (equal length whatever was sent).
 * - No CORS: no Access-Control-* header is ever sent, so browsers keep cross-site pages out.
 * Refusals are 403 (host, origin) or 401 (token) with a short JSON body that never echoes the token.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import { hostname } from 'node:os';

export interface GuardOptions {
  /** Bearer token required on everything but /health; empty: none. */
  token: string;
  /** Extra host names allowed in Host and Origin (option mcp_allowed_hosts); "*" allows any. */
  allowedHosts: readonly string[];
  /** This machine's hostname (default os.hostname()); tests override it. */
  hostname?: string;
}

/** A guard's answer for one request. */
export type GuardVerdict = { ok: true } | { ok: false; status: 401 | 403; message: string };

/** A compiled guard: decides per request. */
export interface Guard {
  check(req: IncomingMessage): GuardVerdict;
}

/** Paths served without the guard: the container's health check. */
export const UNGUARDED_PATHS: ReadonlySet<string> = new Set(['/health']);

/** Host names always allowed besides IP literals and *.localhost (see module doc). */
export function defaultAllowedHosts(machineHostname: string = hostname()): string[] {
  const h = normaliseHost(machineHostname);
  const names = ['localhost', 'homeassistant', 'homeassistant.local'];
  if (h) names.push(h, h.replace(/-/g, '_'), `${h}.local.hass.io`);
  return [...new Set(names)];
}

/** Builds the guard from the options. */
export function createGuard(opts: GuardOptions): Guard {
  const configured = opts.allowedHosts.map((h) => normaliseHost(h)).filter((h): h is string => h !== null);
  const anyHost = configured.includes('*') || (opts.token !== '' && configured.length === 0);
  const allowed = new Set([...defaultAllowedHosts(opts.hostname), ...configured]);
  const expected = opts.token ? digest(opts.token) : null;

  const hostAllowed = (name: string | null): boolean => {
    if (name === null) return false;
    if (anyHost) return true;
    return isIP(name.replace(/^\[|\]$/g, '')) !== 0 || name === 'localhost' || name.endsWith('.localhost') || allowed.has(name);
  };

  return {
    check(req) {
      const host = hostOf(req.headers.host);
      if (!hostAllowed(host)) {
        return { ok: false, status: 403, message: 'Forbidden: this Host is not allowed (add it to the option mcp_allowed_hosts)' };
      }
      const origin = req.headers.origin;
      if (origin !== undefined && !hostAllowed(originHost(origin))) {
        return { ok: false, status: 403, message: 'Forbidden: requests from this Origin are not allowed' };
      }
      if (expected) {
        const m = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(req.headers.authorization ?? '');
        if (!m?.[1] || !timingSafeEqual(digest(m[1]), expected)) {
          return { ok: false, status: 401, message: 'Unauthorized: send the header Authorization: Bearer <the mcp_token option>' };
        }
      }
      return { ok: true };
    },
  };
}

/**
 * Runs the guard for a request and, when it refuses, answers it (JSON-RPC error shape, as MCP
 * clients expect). /health is never guarded.
 * @returns true when the request may go on.
 */
export function admit(guard: Guard | undefined, req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
  if (!guard || UNGUARDED_PATHS.has(pathname)) return true;
  const v = guard.check(req);
  if (v.ok) return true;
  const body = JSON.stringify({ jsonrpc: '2.0', error: { code: -32001, message: v.message }, id: null });
  const headers: Record<string, string | number> = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) };
  if (v.status === 401) headers['www-authenticate'] = 'Bearer realm="signalk-assist"';
  res.writeHead(v.status, headers);
  res.end(body);
  return false;
}

function digest(s: string): Buffer {
  return createHash('sha256').update(s, 'utf8').digest();
}

/** Lower-case host name without port or trailing dot; IPv6 keeps its brackets; null when unusable. */
function normaliseHost(raw: string): string | null {
  const s = raw.trim().toLowerCase();
  if (s === '*') return '*';
  if (s === '' || s.length > 255 || /[\s/@?#]/.test(s)) return null;
  if (s.startsWith('[')) {
    const end = s.indexOf(']');
    return end > 0 ? s.slice(0, end + 1) : null;
  }
  if (isIP(s) === 6) return `[${s}]`;
  const name = s.replace(/:\d*$/, '').replace(/\.$/, '');
  return name === '' || name.includes(':') ? null : name;
}

function hostOf(header: string | undefined): string | null {
  return header === undefined ? null : normaliseHost(header);
}

function originHost(origin: string): string | null {
  if (origin === 'null') return null;
  try {
    const u = new URL(origin);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    return normaliseHost(u.host);
  } catch {
    return null;
  }
}
