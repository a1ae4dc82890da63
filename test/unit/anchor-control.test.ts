/**
 * The anchor watch's control (src/actions/anchor-control.ts), its decisions over SignalK's answers:
 * the PUTs it sends in order and where it stops (a 202 FAILED, a 401, an unreachable server: nothing
 * more is sent), a 405 going to our own watch (armed, shown in the model, `completed` with `own`),
 * a plugin watch replacing ours, a circle that is no circle refused before any PUT, raising ours or
 * the plugin's, and `current()` from our watch or the plugin's circle in the model. SignalK's writes
 * are a scripted stub here (test/integration/anchor-actions.test.ts runs the real ones).
 */
import { afterEach, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAnchorControl } from '../../src/actions/anchor-control.js';
import { modelShowsCircle, OWN_ANCHOR_FILE, OwnAnchorWatch } from '../../src/actions/own-anchor.js';
import type { SignalKWrites, WriteOutcome } from '../../src/actions/types.js';
import { setLogSink } from '../../src/log.js';
import { AnchorWatch, attachAnchorWatch } from '../../src/vessel/anchor-watch.js';
import { VesselModel } from '../../src/vessel/model.js';

const ANCHOR = { latitude: 38.69, longitude: -9.42 };
const CIRCLE = { position: ANCHOR, radius: 40 };
const COMPLETED: WriteOutcome = { status: 'completed', httpStatus: 202 };
const NO_HANDLER: WriteOutcome = { status: 'unsupported', httpStatus: 405 };

/** SignalK's PUTs as scripted answers in order; every PUT recorded as "path value". Other writes are not used by the control. */
function scripted(answers: WriteOutcome[]) {
  const puts: string[] = [];
  const unused = () => Promise.reject(new Error('not used by the anchor control'));
  const writes: SignalKWrites = {
    put: async (path, value) => {
      puts.push(`${path} ${JSON.stringify(value)}`);
      const a = answers.shift();
      if (a === undefined) throw new Error(`unscripted PUT ${path}`);
      return a;
    },
    writeAccess: unused,
    raiseMob: unused,
    notifications: unused,
    silence: unused,
    acknowledge: unused,
    silenceAll: unused,
    clear: async () => COMPLETED,
    raiseNotification: async () => ({ status: 'completed', httpStatus: 200, id: 'n-1' }),
  };
  return { writes, puts };
}

describe('anchor control', () => {
  let dataDir: string;
  let previousSink: (line: string) => void;
  let owns: OwnAnchorWatch[] = [];
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'anchor-control-'));
    previousSink = setLogSink(() => {});
  });
  afterEach(() => {
    for (const o of owns) o.stop();
    owns = [];
    setLogSink(previousSink);
    rmSync(dataDir, { recursive: true, force: true });
  });

  function rig(answers: WriteOutcome[]) {
    const model = new VesselModel();
    const watch = new AnchorWatch();
    attachAnchorWatch(model, watch);
    const { writes, puts } = scripted(answers);
    const own = new OwnAnchorWatch({ dataDir, model, watch, writes, message: () => 'Anchor dragging.' });
    owns.push(own);
    return { model, own, puts, control: createAnchorControl({ writes, model, own }) };
  }

  it('with the plugin: PUT position, then maxRadius; completed when both are', async () => {
    const r = rig([COMPLETED, COMPLETED]);
    assert.deepEqual(await r.control.set(CIRCLE), { outcome: COMPLETED, own: false });
    assert.deepEqual(r.puts, [`navigation.anchor.position ${JSON.stringify(ANCHOR)}`, 'navigation.anchor.maxRadius 40']);
    assert.equal(r.own.circle(), null);
  });

  it('a 202 FAILED, a 401 or no answer on the position ends the set: nothing more is sent', async () => {
    const failures: WriteOutcome[] = [
      { status: 'failed', httpStatus: 202, message: "'undefined' is no valid coordinate." },
      { status: 'unauthorized', httpStatus: 401 },
      { status: 'unreachable', message: 'connect ECONNREFUSED 127.0.0.1:3000' },
    ];
    for (const failure of failures) {
      const r = rig([failure]);
      assert.deepEqual(await r.control.set(CIRCLE), { outcome: failure, own: false });
      assert.deepEqual(r.puts, [`navigation.anchor.position ${JSON.stringify(ANCHOR)}`]);
      assert.equal(r.own.circle(), null);
    }
  });

  it('a failing maxRadius is the answer; accepted but unseen on the stream is unconfirmed', async () => {
    const failed: WriteOutcome = { status: 'failed', httpStatus: 500, message: null };
    const r = rig([COMPLETED, failed]);
    assert.deepEqual(await r.control.set(CIRCLE), { outcome: failed, own: false });
    assert.equal(r.puts.length, 2);
    const u = rig([{ status: 'unconfirmed', httpStatus: 202 }, COMPLETED]);
    assert.deepEqual(await u.control.set(CIRCLE), { outcome: { status: 'unconfirmed', httpStatus: 202 }, own: false });
    const v = rig([COMPLETED, { status: 'unconfirmed', httpStatus: 202 }]);
    assert.deepEqual(await v.control.set(CIRCLE), { outcome: { status: 'unconfirmed', httpStatus: 202 }, own: false });
  });

  it('a 405 arms our own watch: completed once the model shows it; current() says it is ours', async () => {
    const r = rig([NO_HANDLER]);
    assert.deepEqual(await r.control.set(CIRCLE), { outcome: { status: 'completed', httpStatus: 405 }, own: true });
    assert.deepEqual(r.puts, [`navigation.anchor.position ${JSON.stringify(ANCHOR)}`]);
    assert.deepEqual(r.own.circle(), CIRCLE);
    assert.equal(modelShowsCircle(r.model, CIRCLE), true);
    assert.deepEqual(r.control.current(), { ...CIRCLE, own: true });
    assert.equal(existsSync(join(dataDir, OWN_ANCHOR_FILE)), true);
  });

  it('moving our own watch is tried on SignalK first; a plugin that took it replaces ours', async () => {
    const r = rig([NO_HANDLER, NO_HANDLER, COMPLETED, COMPLETED]);
    await r.control.set(CIRCLE);
    const moved = { position: { latitude: 38.7, longitude: -9.41 }, radius: 55 };
    assert.deepEqual(await r.control.set(moved), { outcome: { status: 'completed', httpStatus: 405 }, own: true });
    assert.deepEqual(r.own.circle(), moved);
    assert.deepEqual(await r.control.set(CIRCLE), { outcome: COMPLETED, own: false });
    assert.equal(r.own.circle(), null);
    assert.equal(existsSync(join(dataDir, OWN_ANCHOR_FILE)), false);
    assert.equal(r.puts.length, 4);
  });

  it('refuses a circle that is no circle before any PUT', async () => {
    const r = rig([]);
    for (const radius of [Number.NaN, -1, Number.POSITIVE_INFINITY]) {
      const { outcome, own } = await r.control.set({ position: ANCHOR, radius });
      assert.deepEqual(outcome, {
        status: 'refused',
        httpStatus: 0,
        message: 'not an anchor watch: it needs a position in degrees and a radius of at least 0 meters',
      });
      assert.equal(own, false);
    }
    assert.equal((await r.control.set({ position: { latitude: 95, longitude: 0 }, radius: 40 })).outcome.status, 'refused');
    assert.deepEqual(r.puts, []);
  });

  it('raise: ours is cleared without a PUT; else PUT position null and its answer', async () => {
    const r = rig([NO_HANDLER]);
    await r.control.set(CIRCLE);
    assert.deepEqual(await r.control.raise(), { outcome: { status: 'completed', httpStatus: 0 }, own: true });
    assert.equal(r.own.circle(), null);
    assert.equal(r.control.current(), null);
    assert.equal(r.puts.length, 1);

    const p = rig([COMPLETED]);
    assert.deepEqual(await p.control.raise(), { outcome: COMPLETED, own: false });
    assert.deepEqual(p.puts, ['navigation.anchor.position null']);
    const none = rig([NO_HANDLER]);
    assert.deepEqual(await none.control.raise(), { outcome: NO_HANDLER, own: false });
  });

  it("current(): the plugin's circle from the model, none without a radius", () => {
    const r = rig([]);
    assert.equal(r.control.current(), null);
    const send = (values: Record<string, unknown>) =>
      r.model.applyDelta({ updates: [{ $source: 'anchoralarm', values: Object.entries(values).map(([path, value]) => ({ path, value })) }] });
    send({ 'navigation.anchor.position': ANCHOR });
    assert.equal(r.control.current(), null);
    send({ 'navigation.anchor.maxRadius': 'forty' });
    assert.equal(r.control.current(), null);
    send({ 'navigation.anchor.maxRadius': 30 });
    assert.deepEqual(r.control.current(), { position: ANCHOR, radius: 30, own: false });
    send({ 'navigation.anchor.position': null, 'navigation.anchor.maxRadius': null });
    assert.equal(r.control.current(), null);
  });
});
