/**
 * Stateless streamable HTTP with reused MCP servers (src/mcp/stateless.ts): concurrent
 * requests, all with the same JSON-RPC id, each get their own right answer; servers are reused
 * rather than built per request; a request whose client goes away frees its server.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { QueryContext } from '../../src/queries/types.js';
import { startHttp, type RunningHttp } from '../../src/mcp/http.js';
import { createStatelessMcp, MAX_IDLE_SERVERS, type StatelessMcp } from '../../src/mcp/stateless.js';
import { queryContext } from '../helpers/query-context.js';

/** Ten banks, bank<i> at 12.<i> volts. */
const BANKS = Array.from({ length: 10 }, (_, i) => `bank${i}`);

function context(): () => QueryContext {
  const ctx = queryContext(Object.fromEntries(BANKS.map((b, i) => [`electrical.batteries.${b}.voltage`, 12 + i / 10])), { now: Date.now });
  return () => ctx;
}

interface RpcReply {
  id: unknown;
  result?: { structuredContent?: { bank?: string; voltage?: number }; content?: { text: string }[]; protocolVersion?: string };
  error?: unknown;
}

/** Posts one JSON-RPC request; full answers (SI fields in structuredContent) unless `path` says otherwise. */
async function rpc(base: string, body: unknown, path = '/mcp?answers=full'): Promise<RpcReply> {
  const r = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify(body),
  });
  assert.equal(r.status, 200, await r.clone().text());
  return (await r.json()) as RpcReply;
}

const callBank = (bank: string, id: unknown = 1) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'battery_state', arguments: { bank } } });

/** 300 requests in flight together: tool calls for every bank (same id), pings and initializes. */
async function storm(base: string): Promise<void> {
  const jobs: Promise<void>[] = [];
  for (let i = 0; i < 300; i++) {
    const bank = BANKS[i % BANKS.length]!;
    if (i % 10 === 3) {
      jobs.push(rpc(base, { jsonrpc: '2.0', id: `ping-${i}`, method: 'ping' }).then((r) => assert.deepEqual(r, { jsonrpc: '2.0', id: `ping-${i}`, result: {} })));
    } else if (i % 10 === 7) {
      const init = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: `c${i}`, version: '0' } } };
      jobs.push(rpc(base, init).then((r) => assert.equal(r.result?.protocolVersion, '2025-06-18')));
    } else {
      jobs.push(
        rpc(base, callBank(bank)).then((r) => {
          assert.equal(r.id, 1);
          assert.equal(r.result?.structuredContent?.bank, bank);
          assert.equal(r.result?.structuredContent?.voltage, 12 + BANKS.indexOf(bank) / 10);
        }),
      );
    }
  }
  await Promise.all(jobs);
}

describe('stateless HTTP through startHttp', () => {
  let http: RunningHttp;
  let base: string;
  before(async () => {
    http = await startHttp({ host: '127.0.0.1', port: 0, context: context() });
    base = `http://127.0.0.1:${http.port}`;
  });
  after(async () => {
    await http?.close();
  });

  it('answers 300 concurrent requests sharing one JSON-RPC id, each with its own answer', async () => {
    await storm(base);
    await storm(base);
  });

  it('gives each concurrent request the answer style of its own URL (compact by default, ?answers=full), through shared servers', async () => {
    const jobs: Promise<void>[] = [];
    for (let i = 0; i < 120; i++) {
      const bank = BANKS[i % BANKS.length]!;
      const full = i % 2 === 0;
      jobs.push(
        rpc(base, callBank(bank, i), full ? '/mcp?answers=full' : '/mcp').then((r) => {
          const answer = JSON.parse(r.result!.content![0]!.text) as Record<string, unknown>;
          if (full) {
            assert.equal(r.result?.structuredContent?.bank, bank);
            assert.deepEqual(answer, r.result?.structuredContent);
          } else {
            assert.equal(r.result?.structuredContent, undefined);
            assert.deepEqual(Object.keys(answer), ['display', 'age_s', 'available_banks']);
            assert.equal(answer.display, `${new Intl.NumberFormat('en', { maximumFractionDigits: 1 }).format(12 + BANKS.indexOf(bank) / 10)} volts`);
          }
        }),
      );
    }
    await Promise.all(jobs);
  });

  it('refuses an unknown answer style in the URL with the allowed ones', async () => {
    const r = await fetch(`${base}/mcp?answers=short`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify(callBank('bank1')),
    });
    assert.equal(r.status, 400);
    assert.match(
      ((await r.json()) as { error: { message: string } }).error.message,
      /answers parameter in the URL: answers must be one of: compact, full, sentence \(got 'short'\)/,
    );
  });
});

describe('the server pool', () => {
  let server: Server;
  let base: string;
  let pool: StatelessMcp;
  let slow = 0;
  before(async () => {
    const ctx = context();
    pool = createStatelessMcp({ context: ctx });
    server = createServer((req, res) => {
      // Responses that take a while to finish, so that many requests hold their servers at once.
      // Each write is replayed `slow` ms later, in order: the request holds its server that long.
      if (slow) {
        const delay = slow;
        const r = res as unknown as Record<string, (...a: unknown[]) => unknown>;
        for (const m of ['writeHead', 'write', 'end']) {
          const original = r[m]!.bind(res);
          r[m] = (...a: unknown[]) => {
            setTimeout(() => original(...a), delay);
            return m === 'write' ? true : res;
          };
        }
      }
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => void pool(req, res, JSON.parse(Buffer.concat(chunks).toString('utf8'))));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const a = server.address();
    base = `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`;
  });
  after(async () => {
    server?.closeAllConnections();
    await new Promise((r) => server?.close(r));
  });

  it('reuses servers one request after another', async () => {
    for (let i = 0; i < 20; i++) assert.equal((await rpc(base, callBank('bank3', i))).result?.structuredContent?.voltage, 12.3);
    assert.equal(pool.stats.created, 1);
    assert.equal(pool.stats.idle, 1);
  });

  it('gives concurrent requests their own servers and their own answers, and keeps a few', async () => {
    slow = 20;
    await Promise.all(BANKS.map((b) => rpc(base, callBank(b)).then((r) => assert.equal(r.result?.structuredContent?.bank, b))));
    assert.ok(pool.stats.created >= 2 && pool.stats.created <= BANKS.length, `created ${pool.stats.created}`);
    // Servers go back to the pool once their responses have closed: wait for that (bounded), as a
    // fixed 100 ms sleep was too short on a loaded machine.
    // It keeps MAX_IDLE_SERVERS, or all it made when a loaded machine overlapped fewer requests.
    const kept = Math.min(MAX_IDLE_SERVERS, pool.stats.created);
    for (let waited = 0; pool.stats.idle < kept && waited < 5_000; waited += 20) await new Promise((r) => setTimeout(r, 20));
    assert.equal(pool.stats.idle, kept);
    slow = 0;
  });

  it('frees the server of a request whose client went away', async () => {
    slow = 200;
    const ac = new AbortController();
    const gone = fetch(`${base}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify(callBank('bank1')),
      signal: ac.signal,
    })
      .then((r) => r.text()) // the headers may come before the (delayed) end of the body
      .catch(() => 'aborted');
    await new Promise((r) => setTimeout(r, 50));
    ac.abort();
    assert.equal(await gone, 'aborted');
    slow = 0;
    await new Promise((r) => setTimeout(r, 300));
    const created = pool.stats.created;
    for (let i = 0; i < 5; i++) assert.equal((await rpc(base, callBank('bank2'))).result?.structuredContent?.bank, 'bank2');
    assert.equal(pool.stats.created, created, 'no new server was needed');
  });
});
