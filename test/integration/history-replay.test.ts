/**
 * The last hours remembered, against a real signalk-server: the N2K sample's recorded
 * wind, depth and battery values (test/samples/ws-n2k-only-all-raw.json) replayed one a minute with
 * explicit timestamps through the server into the add-on (startApp, its SignalK client and model),
 * with a 25-minute gap, then the add-on restarted. Exact answers in English and German.
 *
 * Simulated time: the add-on's clock is the timestamp of the delta being sent plus one second, so
 * every value keeps its source time (vessel/model.ts readingTime: a lag under 10 s) and the windows
 * are exact. The sample has no barometer and its battery current is 0 A: the pressure readings and
 * a 5 A night load are added here, in the same deltas.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSignalK, type SignalKServer } from '../helpers/signalk.js';
import { REPO_ROOT } from '../helpers/repo.js';
import { askApp, quietConfig } from '../helpers/in-process.js';
import { startApp, type App } from '../../src/app.js';
import { SELF } from '../../src/vessel/model.js';
import type { Language } from '../../src/speech/types.js';

/** The recorded values of a path, in order. */
function recorded(path: string): number[] {
  const frames = JSON.parse(readFileSync(join(REPO_ROOT, 'test/samples/ws-n2k-only-all-raw.json'), 'utf8')) as {
    msg: { updates?: { values?: { path: string; value: unknown }[] }[] };
  }[];
  const out: number[] = [];
  for (const f of frames) for (const u of f.msg.updates ?? []) for (const v of u.values ?? []) if (v.path === path && typeof v.value === 'number') out.push(v.value);
  return out;
}

const WIND = recorded('environment.wind.speedApparent'); // 8 values, 5.97..7 m/s
const DEPTH = recorded('environment.depth.belowKeel'); // 8 values
const VOLTS = recorded('electrical.batteries.1.voltage'); // 16 values
const AMPS = recorded('electrical.batteries.1.current'); // 16 zeros

const S = Date.parse('2026-11-30T02:00:00Z');
const MIN = 60_000;
/** Minutes with readings: 0..29, a gap, then 55..89. */
const MINUTES = [...Array(90).keys()].filter((m) => m < 30 || m >= 55);

describe('recent history replayed through a real signalk-server', { timeout: 300_000 }, () => {
  let sk: SignalKServer;
  let dir: string;
  const clock = { t: S };
  let app: App;

  const start = async () => {
    app = await startApp(await quietConfig(sk.url, dir), { now: () => clock.t + 1000 });
    await until(() => app.client?.feed().status === 'up');
  };
  const ask = (tool: string, args: Record<string, unknown> = {}, language: Language = 'en') => askApp(app, tool, args, language);

  before(async () => {
    sk = await startSignalK();
    dir = mkdtempSync(join(tmpdir(), 'history-'));
    await start();
    for (const m of MINUTES) {
      clock.t = S + m * MIN;
      const timestamp = new Date(clock.t).toISOString();
      const values = [
        { path: 'environment.wind.speedApparent', value: WIND[m % WIND.length] },
        { path: 'environment.depth.belowKeel', value: DEPTH[m % DEPTH.length] },
        { path: 'electrical.batteries.1.voltage', value: VOLTS[m % VOLTS.length] },
        { path: 'electrical.batteries.1.current', value: m >= 60 ? -5 : AMPS[m % AMPS.length] },
        { path: 'environment.outside.pressure', value: 101_500 - m * 5 },
      ];
      await sk.sendDelta({ context: 'vessels.self', updates: [{ $source: 'replay.1', timestamp, values }] });
      // The add-on has it when its model holds this minute's pressure.
      await until(() => app.context().model.get('environment.outside.pressure', SELF)?.time === clock.t);
    }
    clock.t = S + 90 * MIN;
  });

  after(async () => {
    await app?.stop();
    await sk?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('replays what the sample recorded', () => {
    assert.deepEqual(WIND, [6.18, 6.69, 7, 5.97, 6.74, 6.13, 6.95, 6.43]);
    assert.deepEqual(
      DEPTH.map((d) => Math.round(d * 100) / 100),
      [40, 40, 37.84, 38.97, 37.99, 36.44, 36.13, 37.05],
    );
    assert.ok(AMPS.every((a) => a === 0));
  });

  it('strongest gust and average over the last hour and since the start, with the gap said', () => {
    const hour = ask('wind_history');
    assert.equal(hour.display, 'In the last 35 minutes: strongest apparent wind 14 knots, average 13 knots.');
    const two = ask('wind_history', { hours: 2 });
    // The 26 minutes without readings are said after the lead, and only the strongest follows (the average stays a field).
    assert.equal(two.display, 'Since I started 2 hours ago, 26 minutes missing: strongest apparent wind 14 knots.');
    assert.deepEqual([two.speed_max_mps, two.apparent, two.since_start, two.span_s, two.gap_s], [7, true, true, 5401, 1560]);
    assert.equal(ask('wind_history', { hours: 2 }, 'de').display, 'Seit dem Start vor 2 Stunden, 26 Minuten fehlen: stärkster scheinbarer Wind 14 Knoten.');
  });

  it("the battery's lowest voltage and the night load's energy", () => {
    const r = ask('battery_history');
    // The gap is said, so only the lowest voltage is heard; the night load's energy is in the answer's fields.
    assert.equal(r.display, 'Since I started 2 hours ago, 26 minutes missing: lowest 13 volts.');
    assert.equal(Math.round((r.energy_out_j as number) / 3600), 32);
    assert.equal(ask('battery_history', {}, 'de').display, 'Seit dem Start vor 2 Stunden, 26 Minuten fehlen: niedrigste Spannung 13 Volt.');
  });

  it('the least depth, and a pressure trend', () => {
    // The last depth (replayed one a minute) is a minute old, past depth_state's 30 seconds: its age leads, "last" not "now".
    assert.equal(ask('depth_history').display, 'Until 1 minute ago: shallowest 36 meters under the keel, last 40 meters.');
    assert.equal(ask('depth_history', {}, 'de').display, 'Bis vor 1 Minute: mindestens 36 Meter unter dem Kiel, zuletzt 40 Meter.');
    assert.equal(ask('air_history').display, 'Since I started 2 hours ago, 26 minutes missing: pressure falling 4.5 hectopascals.');
    assert.equal(ask('barometer_state').display, '1011 hectopascals, falling 4.5 hectopascals over the last hour');
  });

  it("after a restart the history starts again from the server's last values, and says so", async () => {
    await app.stop();
    clock.t = S + 100 * MIN;
    await start();
    // The server hands over its last values (11 minutes old): they are all the new process knows.
    assert.equal(ask('wind_history', { hours: 2 }).display, 'Until 11 minutes ago: strongest apparent wind 13 knots, average 13 knots.');
    // Asked the second it started: the real time since the start, at least a second.
    assert.equal(ask('air_history', { hours: 2 }).display, 'Since I started 1 second ago: pressure steady.');
    assert.equal(ask('air_history', { hours: 2 }, 'de').display, 'Seit dem Start vor 1 Sekunde: Luftdruck gleichbleibend.');
    // A new reading: the depth of the first run (36.1 meters) is forgotten.
    clock.t = S + 101 * MIN;
    await sk.sendDelta({
      context: 'vessels.self',
      updates: [{ $source: 'replay.1', timestamp: new Date(clock.t).toISOString(), values: [{ path: 'environment.depth.belowKeel', value: DEPTH[5] }] }],
    });
    await until(() => app.context().model.get('environment.depth.belowKeel', SELF)?.time === clock.t);
    clock.t = S + 102 * MIN;
    const depth = ask('depth_history');
    assert.equal(depth.display, 'Until 1 minute ago: shallowest 36 meters under the keel, last 36 meters.');
    assert.equal(ask('depth_history', {}, 'de').display, 'Bis vor 1 Minute: mindestens 36 Meter unter dem Kiel, zuletzt 36 Meter.');
    // Asked within depth_state's 30 seconds of the reading: "now", and the span since the start.
    clock.t = S + 101 * MIN + 20_000;
    assert.equal(ask('depth_history').display, 'Since I started 1 minute ago: shallowest 36 meters under the keel, now 36 meters.');
    assert.deepEqual([depth.min_m, depth.since_start], [DEPTH[5], true]);
  });
});

/** Polls `ok` every 20 ms for at most 10 s. */
async function until(ok: () => boolean): Promise<void> {
  const end = Date.now() + 10_000;
  while (!ok()) {
    if (Date.now() > end) throw new Error('timed out waiting for the add-on');
    await new Promise((r) => setTimeout(r, 20));
  }
}
