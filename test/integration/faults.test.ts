/**
 * SignalK faults against the real server:
 * - 10 kill/restart cycles during a steady load of tool calls over HTTP (one every 50 ms): no call
 *   fails or hangs, answers past the 1 s staleness limit say "as of ...", and after each restart a
 *   freshly injected value is answered (then another, over the resubscribed stream). The figures
 *   are printed (also on demand: `node --import tsx scripts/fault-run.ts`).
 * - A server that accepts the TCP connection and sends nothing, on the real server's port while it
 *   is down: tools answer at once from the model; the client comes back when the real server does.
 * - A slow REST endpoint (the full model takes longer than the client's REST timeout): the stream
 *   still starts and fresh values flow; tools answer at once meanwhile.
 * - The network cut mid-stream (no FIN, nothing flows): the real client notices the silence by its
 *   ping, says so once, and resubscribes when the path is back.
 * Every wait is bounded; there are no timing assertions beyond each call's client timeout.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer as createNetServer, type Socket } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatFigures, lastRunLogs, runFaultCycles } from '../helpers/faults.js';
import { startSignalK, type SignalKServer } from '../helpers/signalk.js';
import { startAssist, until, type AssistProcess } from '../helpers/assist.js';
import { startFaultProxy } from '../helpers/faultproxy.js';
import { SignalKClient } from '../../src/signalk/client.js';
import { VesselModel } from '../../src/vessel/model.js';
import { setLogSink } from '../../src/log.js';

const CALL_TIMEOUT_MS = 5000;
const PATH = 'navigation.speedOverGround';
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const delta = (value: number) => ({ updates: [{ $source: 'faults.2', values: [{ path: PATH, value }] }] });

describe('SignalK killed and restarted 10 times under load', { timeout: 170_000 }, () => {
  it('loses no call, marks stale answers, and answers fresh values after every restart', async () => {
    const f = await runFaultCycles({ cycles: 10, downMs: 1500, callIntervalMs: 50, callTimeoutMs: CALL_TIMEOUT_MS, staleSeconds: 1 });
    console.log(formatFigures(f));
    assert.equal(f.recoveryMs.length, 10, 'every cycle recovered');
    assert.equal(f.failed, 0, `failed calls: ${f.failures.join(' | ')}`);
    assert.ok(f.calls > 500, `a steady load (${f.calls} calls)`);
    assert.ok(f.answeredWhileDown > 100, 'calls were answered while SignalK was down');
    assert.ok(f.staleWhileDown > 0, 'answers while down were marked stale');
    assert.deepEqual(f.staleMismatches, []);
    assert.equal(f.backLines, 10, 'one "is back; resubscribed" line per restart');
    // Once per outage, not every retry: the stream closing and the server being unreachable
    // (a starting server may add one more kind of error).
    assert.ok(f.warnLines <= 10 * 3, `${f.warnLines} warning lines for 10 outages:\n${lastRunLogs()}`);
  });
});

describe('a silent server, a slow REST endpoint, and a cut network', { timeout: 120_000 }, () => {
  let sk: SignalKServer;
  const dataDir = mkdtempSync(join(tmpdir(), 'signalk-assist-faults2-'));
  before(async () => {
    sk = await startSignalK();
    await sk.sendDelta(delta(3.1));
  });
  after(async () => {
    await sk?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Calls read_sensor with the client timeout; throws on timeout or isError. */
  async function read(assist: AssistProcess): Promise<{ value: unknown; display: string | null }> {
    const r = await assist.client.callTool({ name: 'read_sensor', arguments: { path: PATH } }, undefined, { timeout: CALL_TIMEOUT_MS });
    assert.notEqual(r.isError, true, JSON.stringify(r.content));
    const s = r.structuredContent as { value: unknown; display: string | null };
    return { value: s.value, display: s.display };
  }

  it('a network cut mid-stream is noticed by the ping, logged once, and the stream resubscribes', async () => {
    const proxy = await startFaultProxy(sk.port);
    const lines: string[] = [];
    const restore = setLogSink((l) => lines.push(l));
    const model = new VesselModel();
    const client = new SignalKClient(model, { url: proxy.url, idleTimeoutMs: 1000 });
    try {
      client.start();
      assert.equal(await client.whenConnected(15_000), true);
      await until(async () => model.get(PATH)?.value === 3.1, 10_000, 'the first value');
      proxy.cut(); // nothing flows either way, no FIN: only silence tells
      await until(async () => client.state !== 'connected', 15_000, 'the client to notice the silence');
      await sleep(1500); // a few reconnect attempts into the void
      proxy.heal();
      assert.equal(await client.whenConnected(20_000), true, 'reconnected');
      await sk.sendDelta(delta(3.3));
      await until(async () => model.get(PATH)?.value === 3.3, 10_000, 'a fresh value over the new stream');
      const silent = lines.filter((l) => /went silent/.test(l));
      assert.equal(silent.length, 1, lines.join('\n'));
      assert.equal(lines.filter((l) => /is back; resubscribed/.test(l)).length, 1, lines.join('\n'));
    } finally {
      client.stop();
      setLogSink(restore);
      await proxy.close();
    }
  });

  it('a slow full-model REST answer does not keep the stream away; tools answer at once meanwhile', async () => {
    const proxy = await startFaultProxy(sk.port);
    proxy.slow('/signalk/v1/api/', 8000); // longer than the client's 5 s REST timeout
    let assist: AssistProcess | undefined;
    try {
      assist = await startAssist({ transport: 'http', args: ['--signalk-url', proxy.url, '--data-dir', dataDir] });
      const t0 = Date.now();
      // While the full model hangs, calls answer (absent: nothing known yet) within the timeout.
      let answeredBeforeData = 0;
      while (Date.now() - t0 < 3000) {
        const r = await read(assist);
        if (r.value === 3.1 || r.value === 3.3) break;
        answeredBeforeData++;
        await sleep(100);
      }
      assert.ok(answeredBeforeData > 0, 'answered while the full model was still loading');
      await until(async () => (await read(assist!)).value !== null, 20_000, 'cached values over the stream');
      await sk.sendDelta(delta(3.5));
      await until(async () => (await read(assist!)).value === 3.5, 10_000, 'a fresh value');
      assert.match(assist.logs(), /did not send its full model/);
    } finally {
      await assist?.stop();
      await proxy.close();
    }
  });

  it('a server that accepts connections and sends nothing: answers at once, stale; back when the real one is', async () => {
    const assist = await startAssist({ transport: 'http', args: ['--signalk-url', sk.url, '--stale-navigation', '1', '--data-dir', dataDir] });
    const sockets = new Set<Socket>();
    const silent = createNetServer((s) => {
      sockets.add(s);
      s.on('error', () => {});
      s.on('close', () => sockets.delete(s));
      s.resume(); // read and ignore everything, answer nothing
    });
    try {
      await sk.sendDelta(delta(3.7));
      await until(async () => (await read(assist)).value === 3.7, 15_000, 'the first value');
      await sk.kill();
      await new Promise<void>((res, rej) => {
        silent.once('error', rej);
        silent.listen(sk.port, '127.0.0.1', () => res());
      });
      await until(async () => sockets.size > 0, 10_000, 'signalk-assist to connect to the silent server');
      // Calls answer within the client timeout from the model, saying that the server cannot be reached
      // and when we last heard from it, with the last known value.
      await sleep(1200);
      for (let i = 0; i < 10; i++) {
        const r = await read(assist);
        assert.equal(r.value, 3.7);
        assert.match(String(r.display), /^I can't reach the boat's SignalK server; \d+ seconds? ago: .+\.$/);
        await sleep(300);
      }
      for (const s of sockets) s.destroy();
      await new Promise<void>((res) => silent.close(() => res()));
      await sk.restart();
      await sk.sendDelta(delta(3.9));
      await until(async () => (await read(assist)).value === 3.9, 15_000, 'a fresh value from the real server');
    } finally {
      for (const s of sockets) s.destroy();
      silent.close();
      await assist.stop();
    }
  });
});
