/**
 * The SignalK kill/restart fault run, shared by test/integration/faults.test.ts and
 * scripts/fault-run.ts: a real signalk-server, signalk-assist as a child process over HTTP, a steady
 * load of tool calls (one every `callIntervalMs`, each with a client timeout), and `cycles` times:
 * SIGKILL the server, stay down `downMs`, restart it on the same port, inject a fresh value and
 * wait until a tool answers it; then inject another and wait for it too (the stream is back).
 *
 * Every call is classified; the figures say how many were made, failed (error, isError or timeout),
 * were answered while SignalK was down, and were marked stale ("as of ..."), plus the recovery time
 * per cycle (restart answering -> first tool answer with the fresh value) and the log lines written.
 * Staleness is checked on every answer: past the limit (plus a margin) the display must carry its
 * age ("as of ...", or, while the server is down, "I can't reach the boat's SignalK server; last
 * contact ... ago" before the last known value), well within it it must not say "as of".
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSignalK, type SignalKServer } from './signalk.js';
import { startAssist, type AssistProcess } from './assist.js';

export interface FaultRunOptions {
  /** Kill/restart cycles. Default 10. */
  cycles?: number;
  /** How long the server stays dead per cycle (ms). Default 1500: past the 1 s staleness limit. */
  downMs?: number;
  /** A tool call starts every this many ms. Default 50. */
  callIntervalMs?: number;
  /** Client timeout per call (ms): a call not answered by then counts as failed. Default 5000. */
  callTimeoutMs?: number;
  /** Bounded wait for a fresh value after a restart (ms). Default 15000. */
  recoveryLimitMs?: number;
  /** --stale-navigation for signalk-assist (s). Default 1. */
  staleSeconds?: number;
  /** Progress lines (default: none). */
  progress?: (line: string) => void;
}

/** One tool call of the load. */
export interface CallRecord {
  start: number;
  end: number;
  ok: boolean;
  error?: string;
  /** Whether SignalK was down (killed, not yet answering) when the call started. */
  down: boolean;
  value?: unknown;
  display?: string | null;
  timestamp?: string | null;
  /** The display carries an age ("as of ..."). */
  stale: boolean;
  /** The display says the server cannot be reached, with when we last heard from it. */
  unreachable: boolean;
}

/** What a run measured. */
export interface FaultFigures {
  cycles: number;
  calls: number;
  failed: number;
  /** Calls that started while SignalK was down (all answered, from the model). */
  answeredWhileDown: number;
  /** Answers marked stale ("as of ...") while SignalK was down. */
  staleWhileDown: number;
  /** Answers whose staleness marking contradicts the reading's age (must be 0). */
  staleMismatches: string[];
  /** Per cycle: server answering again -> a tool answers the value injected after the restart (ms). */
  recoveryMs: number[];
  /** Per cycle: a second value injected once recovered -> answered (ms): the stream is flowing. */
  streamMs: number[];
  recoveryMedianMs: number;
  recoveryMaxMs: number;
  /** Slowest single call (ms). */
  maxCallMs: number;
  /** Warning lines signalk-assist logged about SignalK, and "is back" lines. */
  warnLines: number;
  backLines: number;
  failures: string[];
  durationMs: number;
}

const PATH = 'navigation.speedOverGround';
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Median of a non-empty list. */
export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** Runs the fault cycles and returns the figures. Starts and stops its own servers. */
export async function runFaultCycles(opts: FaultRunOptions = {}): Promise<FaultFigures> {
  const cycles = opts.cycles ?? 10;
  const downMs = opts.downMs ?? 1500;
  const interval = opts.callIntervalMs ?? 50;
  const timeout = opts.callTimeoutMs ?? 5000;
  const recoveryLimit = opts.recoveryLimitMs ?? 15_000;
  const staleLimitMs = (opts.staleSeconds ?? 1) * 1000;
  const progress = opts.progress ?? (() => {});
  const t0 = Date.now();
  const dataDir = mkdtempSync(join(tmpdir(), 'signalk-assist-faults-'));
  let sk: SignalKServer | undefined;
  let assist: AssistProcess | undefined;
  const calls: CallRecord[] = [];
  const pending = new Set<Promise<void>>();
  let down = false;
  let lastSeenAt = 0;
  let loadOn = true;

  const call = async () => {
    const rec: CallRecord = { start: Date.now(), end: 0, ok: false, down, stale: false, unreachable: false };
    try {
      const r = await assist!.client.callTool({ name: 'read_sensor', arguments: { path: PATH } }, undefined, { timeout });
      const s = (r.structuredContent ?? {}) as { value?: unknown; display?: string | null; timestamp?: string | null };
      rec.ok = r.isError !== true;
      if (!rec.ok) rec.error = JSON.stringify(r.content).slice(0, 200);
      rec.value = s.value;
      rec.display = s.display ?? null;
      rec.timestamp = s.timestamp ?? null;
      rec.stale = typeof s.display === 'string' && s.display.includes(', as of ');
      // The age of the last contact is "now" within half a second of losing it (numbers.ts age).
      rec.unreachable = typeof s.display === 'string' && /^I can't reach the boat's SignalK server; (last contact )?(now|\d+ \w+ ago)[.:]/.test(s.display);
    } catch (e) {
      rec.error = (e as Error).message;
    }
    rec.end = Date.now();
    calls.push(rec);
    if (rec.ok && rec.value !== undefined && rec.end >= lastSeenAt) {
      lastSeenAt = rec.end;
    }
  };
  const load = (async () => {
    while (loadOn) {
      if (assist) {
        const p = call().finally(() => pending.delete(p));
        pending.add(p);
      }
      await sleep(interval);
    }
  })();
  /** Waits until a call that started after `since` answered `value`; returns when it ended. */
  const seen = async (value: number, since: number): Promise<number> => {
    const end = Date.now() + recoveryLimit;
    while (Date.now() < end) {
      const hit = calls.find((c) => c.start >= since && c.ok && c.value === value);
      if (hit) return hit.end;
      await sleep(10);
    }
    throw new Error(`no tool answered ${PATH} = ${value} within ${recoveryLimit} ms of the restart`);
  };

  const recoveryMs: number[] = [];
  const streamMs: number[] = [];
  try {
    sk = await startSignalK();
    await sk.sendDelta({ updates: [{ $source: 'faults.1', values: [{ path: PATH, value: 1 }] }] });
    assist = await startAssist({ transport: 'http', args: ['--signalk-url', sk.url, '--stale-navigation', String(opts.staleSeconds ?? 1), '--data-dir', dataDir] });
    const first = Date.now();
    await seen(1, first - 1);
    progress(`signalk-assist answers; ${cycles} kill/restart cycles with a call every ${interval} ms`);

    for (let i = 1; i <= cycles; i++) {
      down = true;
      await sk.kill();
      await sleep(downMs);
      await sk.restart();
      const ready = Date.now();
      down = false;
      const fresh = 2 + i / 10;
      await sk.sendDelta({ updates: [{ $source: 'faults.1', values: [{ path: PATH, value: fresh }] }] });
      const answered = await seen(fresh, ready);
      recoveryMs.push(answered - ready);
      const again = fresh + 0.05;
      const sent = Date.now();
      await sk.sendDelta({ updates: [{ $source: 'faults.1', values: [{ path: PATH, value: again }] }] });
      streamMs.push((await seen(again, sent)) - sent);
      progress(`cycle ${i}: fresh value answered ${recoveryMs.at(-1)} ms after the restart, then ${streamMs.at(-1)} ms after sending`);
    }
  } finally {
    loadOn = false;
    await load;
    await Promise.allSettled([...pending]);
    const logs = assist?.logs() ?? '';
    await assist?.stop();
    await sk?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    lastLogs = logs;
  }

  const staleMismatches: string[] = [];
  for (const c of calls) {
    if (!c.ok || typeof c.display !== 'string' || !c.timestamp) continue;
    const ageAtStart = c.start - Date.parse(c.timestamp);
    const ageAtEnd = c.end - Date.parse(c.timestamp);
    // Margins: the age is computed somewhere between start and end, timestamps are ms-rounded.
    if (ageAtStart > staleLimitMs + 100 && !c.stale && !c.unreachable) staleMismatches.push(`age ${ageAtStart} ms but not marked: ${c.display}`);
    if (ageAtEnd < staleLimitMs - 100 && c.stale) staleMismatches.push(`age ${ageAtEnd} ms but marked: ${c.display}`);
  }
  const failed = calls.filter((c) => !c.ok);
  const warn = lastLogs.split('\n').filter((l) => / WARNING .*SignalK/.test(l));
  return {
    cycles,
    calls: calls.length,
    failed: failed.length,
    answeredWhileDown: calls.filter((c) => c.down && c.ok).length,
    staleWhileDown: calls.filter((c) => c.down && c.ok && (c.stale || c.unreachable)).length,
    staleMismatches,
    recoveryMs,
    streamMs,
    recoveryMedianMs: recoveryMs.length ? median(recoveryMs) : NaN,
    recoveryMaxMs: recoveryMs.length ? Math.max(...recoveryMs) : NaN,
    maxCallMs: Math.max(0, ...calls.map((c) => c.end - c.start)),
    warnLines: warn.length,
    backLines: lastLogs.split('\n').filter((l) => /is back; resubscribed/.test(l)).length,
    failures: failed.slice(0, 5).map((c) => c.error ?? 'unknown'),
    durationMs: Date.now() - t0,
  };
}

let lastLogs = '';

/** The log of the last run's signalk-assist (stderr), for diagnosis. */
export function lastRunLogs(): string {
  return lastLogs;
}

/** The figures as the lines printed by the test and the script. */
export function formatFigures(f: FaultFigures): string {
  return [
    `SignalK fault run: ${f.cycles} kill/restart cycles in ${(f.durationMs / 1000).toFixed(1)} s`,
    `  tool calls made:            ${f.calls}`,
    `  failed or timed out:        ${f.failed}`,
    `  answered while SignalK down: ${f.answeredWhileDown}, of which marked stale ("as of ..."): ${f.staleWhileDown}`,
    `  staleness mismatches:       ${f.staleMismatches.length}`,
    `  recovery (restart -> fresh value answered): median ${f.recoveryMedianMs} ms, max ${f.recoveryMaxMs} ms  [${f.recoveryMs.join(', ')}]`,
    `  next value over the stream: median ${median(f.streamMs)} ms, max ${Math.max(...f.streamMs)} ms`,
    `  slowest call:               ${f.maxCallMs} ms`,
    `  log lines: ${f.warnLines} warnings about SignalK, ${f.backLines} "is back; resubscribed"`,
  ].join('\n');
}
