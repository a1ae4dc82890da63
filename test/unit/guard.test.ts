/**
 * The MCP HTTP guard's rules (src/mcp/guard.ts) on plain request objects: which Host and Origin
 * names pass (DNS rebinding), the bearer token, and what a refusal looks like. The same guard is
 * exercised over real HTTP in test/integration/security.test.ts.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { admit, createGuard, defaultAllowedHosts } from '../../src/mcp/guard.js';

const TOKEN = 'guard-test-token-7f3a9c1e5b';
const req = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;
const HOSTNAME = 'a1b2c3d4-signalk-assist';

describe('MCP guard: Host and Origin', () => {
  const guard = createGuard({ token: '', allowedHosts: [], hostname: HOSTNAME });
  const status = (headers: Record<string, string>) => {
    const v = guard.check(req(headers));
    return v.ok ? 200 : v.status;
  };

  it('lets in IP literals, localhost, Home Assistant names and the add-on hostname', () => {
    for (const host of [
      '127.0.0.1:8765',
      '127.0.0.1',
      'localhost:8765',
      'LOCALHOST',
      'app.localhost:8765',
      '[::1]:8765',
      '192.168.1.30:8765',
      '10.10.10.1',
      `${HOSTNAME}:8765`,
      'a1b2c3d4_signalk_assist:8765',
      `${HOSTNAME}.local.hass.io:8765`,
      'homeassistant:8765',
      'homeassistant.local:8765',
      'homeassistant.local.:8765',
    ]) {
      assert.equal(status({ host }), 200, host);
    }
  });

  it('refuses other names (a rebinding page carries its own name) and a missing Host', () => {
    for (const host of ['evil.example.com:8765', 'evil.example.com', '127.0.0.1.nip.io:8765', 'localhost.evil.com', 'homeassistant.evil.com', 'attacker-signalk-assist:8765']) {
      assert.equal(status({ host }), 403, host);
    }
    assert.equal(status({}), 403);
  });

  it('checks Origin when present: known names pass, others and "null" are refused', () => {
    assert.equal(status({ host: '127.0.0.1:8765', origin: 'http://localhost:6274' }), 200);
    assert.equal(status({ host: '192.168.1.30:8765', origin: 'http://192.168.1.30:8123' }), 200);
    assert.equal(status({ host: '127.0.0.1:8765', origin: 'https://evil.example.com' }), 403);
    assert.equal(status({ host: '127.0.0.1:8765', origin: 'null' }), 403);
    assert.equal(status({ host: '127.0.0.1:8765', origin: 'file:///x' }), 403);
    assert.equal(status({ host: '127.0.0.1:8765', origin: 'not a url' }), 403);
  });

  it('adds configured names; "*" lets any name in', () => {
    const g = createGuard({ token: '', allowedHosts: ['Boat.Example.org'], hostname: HOSTNAME });
    assert.equal(g.check(req({ host: 'boat.example.org:8765' })).ok, true);
    assert.equal(g.check(req({ host: 'other.example.org:8765' })).ok, false);
    assert.equal(createGuard({ token: '', allowedHosts: ['*'], hostname: HOSTNAME }).check(req({ host: 'anything.example:1' })).ok, true);
  });

  it('default names are the documented ones', () => {
    assert.deepEqual(defaultAllowedHosts(HOSTNAME), ['localhost', 'homeassistant', 'homeassistant.local', HOSTNAME, 'a1b2c3d4_signalk_assist', `${HOSTNAME}.local.hass.io`]);
  });
});

describe('MCP guard: bearer token', () => {
  const guard = createGuard({ token: TOKEN, allowedHosts: [], hostname: HOSTNAME });
  const status = (headers: Record<string, string>) => {
    const v = guard.check(req({ host: '127.0.0.1:8765', ...headers }));
    return v.ok ? 200 : v.status;
  };

  it('needs exactly the token', () => {
    assert.equal(status({ authorization: `Bearer ${TOKEN}` }), 200);
    assert.equal(status({ authorization: `bearer ${TOKEN}` }), 200);
    assert.equal(status({}), 401);
    assert.equal(status({ authorization: TOKEN }), 401);
    assert.equal(status({ authorization: `Bearer ${TOKEN}x` }), 401);
    assert.equal(status({ authorization: `Bearer ${TOKEN.slice(0, -1)}` }), 401);
    assert.equal(status({ authorization: 'Bearer ' }), 401);
    assert.equal(status({ authorization: `Basic ${Buffer.from(`u:${TOKEN}`).toString('base64')}` }), 401);
  });

  it('with a token and no configured names, any Host passes (a page cannot know the token)', () => {
    assert.equal(guard.check(req({ host: 'boat.vpn.example:8765', authorization: `Bearer ${TOKEN}` })).ok, true);
    assert.equal(guard.check(req({ host: 'boat.vpn.example:8765' })).ok, false);
  });

  it('with a token and configured names, the names are enforced too', () => {
    const g = createGuard({ token: TOKEN, allowedHosts: ['boat.example.org'], hostname: HOSTNAME });
    const v = g.check(req({ host: 'evil.example.com', authorization: `Bearer ${TOKEN}` }));
    assert.equal(v.ok ? 200 : v.status, 403);
  });
});

describe('MCP guard: admit()', () => {
  function fakeRes() {
    const out = { status: 0, headers: {} as Record<string, unknown>, body: '' };
    const res = {
      writeHead(status: number, headers: Record<string, unknown>) {
        out.status = status;
        out.headers = headers;
      },
      end(body: string) {
        out.body = body;
      },
    } as unknown as ServerResponse;
    return { res, out };
  }
  const guard = createGuard({ token: TOKEN, allowedHosts: [], hostname: HOSTNAME });

  it('never guards /health', () => {
    const { res, out } = fakeRes();
    assert.equal(admit(guard, req({}), res, '/health'), true);
    assert.equal(out.status, 0);
  });

  it('refuses with 401, a Bearer challenge, a JSON-RPC error, no token echoed and no CORS header', () => {
    const { res, out } = fakeRes();
    assert.equal(admit(guard, req({ host: '127.0.0.1', authorization: `Bearer wrong-${TOKEN}` }), res, '/mcp'), false);
    assert.equal(out.status, 401);
    assert.match(String(out.headers['www-authenticate']), /^Bearer /);
    assert.equal((JSON.parse(out.body) as { error: { code: number } }).error.code, -32001);
    assert.ok(!out.body.includes(TOKEN));
    assert.ok(!Object.keys(out.headers).some((h) => h.toLowerCase().startsWith('access-control-')));
  });

  it('refuses a foreign Host with 403 before looking at the token', () => {
    const g = createGuard({ token: TOKEN, allowedHosts: ['boat.example.org'], hostname: HOSTNAME });
    const { res, out } = fakeRes();
    assert.equal(admit(g, req({ host: 'evil.example.com' }), res, '/sse'), false);
    assert.equal(out.status, 403);
  });
});
