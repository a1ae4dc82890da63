/**
 * Our own anchor watch (src/actions/own-anchor.ts), without SignalK: the watch file (its exact text,
 * mode 0600, read back by a new watch, a broken one ignored with a log line), the circle applied into
 * the vessel model as `navigation.anchor.*` from `signalk-assist` (anchor_state says it) and applied
 * again when the model's reload drops it, raising it (only our own paths go null), and the SignalK
 * drag notification that follows our AnchorWatch: raised once with the given message, cleared when the
 * drag clears or the watch is raised, retried after 5, 10, 20, 40, 60, 60 s while SignalK is
 * unreachable (timers mocked), not retried after a refusal, and a notification left by a previous run
 * cleared at start. SignalK's writes are a scripted stub: what is tested is this module's decisions.
 */
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isAnchorCircle, modelShowsCircle, OWN_ANCHOR_FILE, OwnAnchorWatch, ownCircleDelta, parseOwnAnchorFile } from '../../src/actions/own-anchor.js';
import type { SignalKWrites, WriteOutcome } from '../../src/actions/types.js';
import { setLogSink } from '../../src/log.js';
import { query as anchorState } from '../../src/questions/anchor-state/query.js';
import { AnchorWatch, DRAG_AFTER_MS, attachAnchorWatch } from '../../src/vessel/anchor-watch.js';
import { VesselModel } from '../../src/vessel/model.js';
import { contextOf } from '../helpers/query-context.js';
import { destination } from '../helpers/sphere.js';

const T0 = Date.parse('2026-12-05T02:00:00Z');
const ANCHOR = { latitude: 38.69, longitude: -9.42 };
const CIRCLE = { position: ANCHOR, radius: 40 };
const MESSAGE = 'Anchor dragging: 62 meters from the anchor.';

/** A scripted stand-in for SignalK's notification writes: answers from `answers` in order (then completed), every call recorded. */
class ScriptedWrites implements Pick<SignalKWrites, 'raiseNotification' | 'clear'> {
  calls: string[] = [];
  answers: WriteOutcome[] = [];
  private n = 0;
  private next(): Promise<WriteOutcome> {
    return Promise.resolve(this.answers.shift() ?? { status: 'completed', httpStatus: 200, id: `id-${++this.n}` });
  }
  raiseNotification(path: string, state: 'alarm' | 'emergency', message: string) {
    this.calls.push(`raise ${path} ${state} ${message}`);
    return this.next();
  }
  clear(id: string) {
    this.calls.push(`clear ${id}`);
    return this.answers.length > 0 ? this.next() : Promise.resolve<WriteOutcome>({ status: 'completed', httpStatus: 200 });
  }
}

/** Lets the writes' promises and their follow-ups run. */
const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

function boat(dataDir: string) {
  const clock = { now: T0 };
  const model = new VesselModel(() => clock.now);
  const watch = new AnchorWatch();
  attachAnchorWatch(model, watch);
  const writes = new ScriptedWrites();
  const fix = (meters: number, bearing = 225) =>
    model.applyDelta({
      updates: [{ $source: 'gps.1', timestamp: new Date(clock.now).toISOString(), values: [{ path: 'navigation.position', value: destination(ANCHOR, bearing, meters) }] }],
    });
  const own = () => new OwnAnchorWatch({ dataDir, model, watch, writes, message: () => MESSAGE, now: () => clock.now });
  /** One fix a second at `meters` from the anchor for `seconds`. */
  const hold = (meters: number, seconds: number) => {
    for (let i = 0; i < seconds; i++) {
      clock.now += 1000;
      fix(meters);
    }
  };
  return { clock, model, watch, writes, fix, own, hold };
}

describe('own anchor watch: the file', () => {
  it('reads a watch, and says why a file is not one', () => {
    const good = { circle: { position: ANCHOR, radius: 40, setAt: '2026-12-05T02:00:00.000Z' }, notification: null };
    assert.deepEqual(parseOwnAnchorFile(JSON.stringify(good)), good);
    assert.deepEqual(parseOwnAnchorFile('{"circle":null,"notification":"abc"}'), { circle: null, notification: 'abc' });
    assert.deepEqual(parseOwnAnchorFile('{"circle": {"position"'), { error: 'not JSON' });
    assert.deepEqual(parseOwnAnchorFile('[1]'), { error: 'not an object' });
    const bad = 'the circle needs a position in degrees and a radius of at least 0 m';
    assert.deepEqual(parseOwnAnchorFile(JSON.stringify({ circle: { ...good.circle, radius: 'forty' } })), { error: bad });
    assert.deepEqual(parseOwnAnchorFile(JSON.stringify({ circle: { ...good.circle, radius: -1 } })), { error: bad });
    assert.deepEqual(parseOwnAnchorFile(JSON.stringify({ circle: { ...good.circle, position: { latitude: 91, longitude: 0 } } })), { error: bad });
    assert.deepEqual(parseOwnAnchorFile(JSON.stringify({ circle: { position: ANCHOR, radius: 40 } })), { error: 'the circle has no valid setAt time' });
    assert.deepEqual(parseOwnAnchorFile(JSON.stringify({ circle: null, notification: 7 })), { error: 'the notification id is not a string' });
  });

  it('takes a circle only with a finite position in range and a finite radius of at least 0 m', () => {
    assert.equal(isAnchorCircle(CIRCLE), true);
    assert.equal(isAnchorCircle({ position: ANCHOR, radius: 0 }), true);
    for (const radius of [-0.1, Number.NaN, Number.POSITIVE_INFINITY, '40', null]) assert.equal(isAnchorCircle({ position: ANCHOR, radius }), false, String(radius));
    assert.equal(isAnchorCircle({ position: { latitude: 38, longitude: 181 }, radius: 40 }), false);
    assert.equal(isAnchorCircle({ position: null, radius: 40 }), false);
  });

  it('the delta of a circle and of none', () => {
    assert.deepEqual(ownCircleDelta(CIRCLE, '2026-12-05T02:00:00.000Z'), {
      context: 'vessels.self',
      updates: [
        {
          $source: 'signalk-assist',
          timestamp: '2026-12-05T02:00:00.000Z',
          values: [
            { path: 'navigation.anchor.position', value: ANCHOR },
            { path: 'navigation.anchor.maxRadius', value: 40 },
          ],
        },
      ],
    });
    assert.deepEqual(ownCircleDelta(null, 'x').updates, [
      {
        $source: 'signalk-assist',
        timestamp: 'x',
        values: [
          { path: 'navigation.anchor.position', value: null },
          { path: 'navigation.anchor.maxRadius', value: null },
        ],
      },
    ]);
  });
});

describe('own anchor watch: the circle', () => {
  let dataDir: string;
  const lines: string[] = [];
  let previousSink: (line: string) => void;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'own-anchor-'));
    lines.length = 0;
    previousSink = setLogSink((l) => lines.push(l));
  });
  afterEach(() => {
    setLogSink(previousSink);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('arms: the file (mode 0600), the model from signalk-assist, and anchor_state says it', () => {
    const b = boat(dataDir);
    b.fix(20);
    const own = b.own();
    assert.equal(own.circle(), null);
    assert.equal(own.arm(CIRCLE), true);
    const file = join(dataDir, OWN_ANCHOR_FILE);
    assert.equal(statSync(file).mode & 0o777, 0o600);
    assert.equal(readFileSync(file, 'utf8'), JSON.stringify({ circle: { position: ANCHOR, radius: 40, setAt: '2026-12-05T02:00:00.000Z' }, notification: null }, null, 2) + '\n');
    assert.deepEqual(own.circle(), CIRCLE);
    assert.deepEqual(b.model.get('navigation.anchor.position')?.value, ANCHOR);
    assert.deepEqual([b.model.get('navigation.anchor.maxRadius')?.value, b.model.get('navigation.anchor.maxRadius')?.source], [40, 'signalk-assist']);
    assert.equal(modelShowsCircle(b.model, CIRCLE), true);
    const r = anchorState.run({}, contextOf(b.model, { now: () => b.clock.now, anchorWatch: b.watch }));
    assert.equal(r.display, 'Anchored; 20 meters from the anchor, bearing north-east; inside the 40 meter circle.');
    assert.deepEqual([r.set, r.max_radius_m, r.inside, r.calc_source], [true, 40, true, 'signalk-assist']);
    own.stop();
  });

  it('a new watch on the same data dir reads it back and applies it; a broken file is ignored with a log line', () => {
    const first = boat(dataDir);
    first.own().arm(CIRCLE);
    const second = boat(dataDir);
    const again = second.own();
    assert.deepEqual(again.circle(), CIRCLE);
    assert.equal(modelShowsCircle(second.model, CIRCLE), true);
    assert.equal(second.model.get('navigation.anchor.position')?.time, T0);
    assert.ok(lines.some((l) => l.endsWith(`INFO Own anchor watch: armed from ${join(dataDir, OWN_ANCHOR_FILE)} (40 m circle).`)));
    again.stop();

    writeFileSync(join(dataDir, OWN_ANCHOR_FILE), '{"circle": {"position": {"latitude": 38.69, ');
    lines.length = 0;
    const third = boat(dataDir);
    const broken = third.own();
    assert.equal(broken.circle(), null);
    assert.equal(third.model.get('navigation.anchor.position'), undefined);
    assert.deepEqual(
      lines.map((l) => l.replace(/^\S+ /, '')),
      [`WARNING Own anchor watch: ${join(dataDir, OWN_ANCHOR_FILE)} is not an anchor watch (not JSON); ignored, starting without a watch.`],
    );
    broken.stop();
  });

  it('is applied again when the model drops it (reload after a SignalK restart), once', async () => {
    const b = boat(dataDir);
    const own = b.own();
    own.arm(CIRCLE);
    const heard: string[] = [];
    b.model.onChange((_c, path, r) => path.startsWith('navigation.anchor.') && heard.push(`${path} ${r.gone ? 'gone' : JSON.stringify(r.value)}`));
    assert.equal(b.model.reload({ self: 'vessels.urn:mrn:imo:mmsi:263000001', vessels: { 'urn:mrn:imo:mmsi:263000001': { name: 'Tern' } } }), 2);
    assert.equal(b.model.get('navigation.anchor.position'), undefined);
    await settle();
    assert.equal(modelShowsCircle(b.model, CIRCLE), true);
    assert.deepEqual(heard, [
      'navigation.anchor.position gone',
      'navigation.anchor.maxRadius gone',
      `navigation.anchor.position ${JSON.stringify(ANCHOR)}`,
      'navigation.anchor.maxRadius 40',
    ]);
    own.stop();
  });

  it('raises: the file goes, our paths go null; a circle from another source is left alone', () => {
    const b = boat(dataDir);
    const own = b.own();
    own.arm(CIRCLE);
    own.disarm();
    assert.equal(own.circle(), null);
    assert.equal(existsSync(join(dataDir, OWN_ANCHOR_FILE)), false);
    assert.deepEqual([b.model.get('navigation.anchor.position')?.value, b.model.get('navigation.anchor.maxRadius')?.value], [null, null]);

    const plugin = { latitude: 38.7, longitude: -9.41 };
    b.model.applyDelta({
      updates: [
        {
          $source: 'anchoralarm',
          values: [
            { path: 'navigation.anchor.position', value: plugin },
            { path: 'navigation.anchor.maxRadius', value: 30 },
          ],
        },
      ],
    });
    own.disarm();
    assert.deepEqual([b.model.get('navigation.anchor.position')?.value, b.model.get('navigation.anchor.maxRadius')?.value], [plugin, 30]);
    own.stop();
  });

  it('refuses a circle that is no circle and changes nothing', () => {
    const b = boat(dataDir);
    const own = b.own();
    assert.equal(own.arm({ position: ANCHOR, radius: Number.NaN }), false);
    assert.equal(own.arm({ position: ANCHOR, radius: -5 }), false);
    assert.equal(own.circle(), null);
    assert.equal(existsSync(join(dataDir, OWN_ANCHOR_FILE)), false);
    assert.equal(b.model.get('navigation.anchor.maxRadius'), undefined);
    own.stop();
  });
});

describe('own anchor watch: the drag notification in SignalK', () => {
  let dataDir: string;
  let previousSink: (line: string) => void;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'own-anchor-'));
    previousSink = setLogSink(() => {});
    mock.timers.enable({ apis: ['setTimeout'] });
  });
  afterEach(() => {
    mock.timers.reset();
    setLogSink(previousSink);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is raised once when our watch drags, kept in the file, and cleared when the boat is back inside', async () => {
    const b = boat(dataDir);
    b.fix(20);
    const own = b.own();
    own.arm(CIRCLE);
    b.hold(62, DRAG_AFTER_MS / 1000 - 1);
    await settle();
    assert.deepEqual(b.writes.calls, []);
    b.hold(62, 2);
    await settle();
    assert.equal(b.watch.dragging, true);
    assert.deepEqual(b.writes.calls, [`raise navigation.anchor emergency ${MESSAGE}`]);
    assert.equal(own.notificationId(), 'id-1');
    assert.equal(JSON.parse(readFileSync(join(dataDir, OWN_ANCHOR_FILE), 'utf8')).notification, 'id-1');
    b.hold(70, 60);
    await settle();
    assert.equal(b.writes.calls.length, 1);
    b.hold(30, 1);
    await settle();
    assert.deepEqual(b.writes.calls.slice(1), ['clear id-1']);
    assert.equal(own.notificationId(), null);
    assert.equal(JSON.parse(readFileSync(join(dataDir, OWN_ANCHOR_FILE), 'utf8')).notification, null);
    own.stop();
  });

  it('is cleared when the watch is raised while dragging, and never raised for a circle that is not ours', async () => {
    const b = boat(dataDir);
    const own = b.own();
    own.arm(CIRCLE);
    b.hold(62, 31);
    await settle();
    own.disarm();
    await settle();
    assert.deepEqual(b.writes.calls, [`raise navigation.anchor emergency ${MESSAGE}`, 'clear id-1']);
    assert.equal(existsSync(join(dataDir, OWN_ANCHOR_FILE)), false);

    // The plugin's circle drags: the plugin raises its own alarm, we raise none.
    b.model.applyDelta({
      updates: [
        {
          $source: 'anchoralarm',
          values: [
            { path: 'navigation.anchor.position', value: ANCHOR },
            { path: 'navigation.anchor.maxRadius', value: 40 },
          ],
        },
      ],
    });
    b.hold(62, 40);
    await settle();
    assert.equal(b.watch.dragging, true);
    assert.equal(b.writes.calls.length, 2);
    own.stop();
  });

  it('retries while SignalK is unreachable, 5 s doubling to 60 s, with no write between', async () => {
    const b = boat(dataDir);
    const own = b.own();
    own.arm(CIRCLE);
    const down: WriteOutcome = { status: 'unreachable', message: 'connect ECONNREFUSED 127.0.0.1:3000' };
    b.writes.answers = [down, down, down, down, down, { status: 'failed', httpStatus: 502, message: null }, down];
    b.hold(62, 31);
    await settle();
    assert.equal(b.writes.calls.length, 1);
    const waits = [5000, 10_000, 20_000, 40_000, 60_000, 60_000, 60_000];
    for (const [i, wait] of waits.entries()) {
      mock.timers.tick(wait - 1);
      await settle();
      assert.equal(b.writes.calls.length, i + 1, `before ${wait} ms`);
      mock.timers.tick(1);
      await settle();
      assert.equal(b.writes.calls.length, i + 2, `at ${wait} ms`);
    }
    assert.equal(own.notificationId(), 'id-1');
    mock.timers.tick(600_000);
    await settle();
    assert.equal(b.writes.calls.length, 8);
    own.stop();
  });

  it('a refused raise is not retried until the drag changes', async () => {
    const b = boat(dataDir);
    const own = b.own();
    own.arm(CIRCLE);
    b.writes.answers = [{ status: 'unauthorized', httpStatus: 401 }];
    b.hold(62, 31);
    await settle();
    mock.timers.tick(600_000);
    b.hold(62, 30);
    await settle();
    assert.deepEqual(b.writes.calls, [`raise navigation.anchor emergency ${MESSAGE}`]);
    assert.equal(own.notificationId(), null);
    // Back inside, then dragging again: asked again.
    b.hold(30, 1);
    b.hold(62, 31);
    await settle();
    assert.deepEqual(b.writes.calls, [`raise navigation.anchor emergency ${MESSAGE}`, `raise navigation.anchor emergency ${MESSAGE}`]);
    own.stop();
  });

  it('a notification a previous run left raised is cleared at start; one SignalK no longer knows is forgotten', async () => {
    writeFileSync(join(dataDir, OWN_ANCHOR_FILE), JSON.stringify({ circle: { position: ANCHOR, radius: 40, setAt: '2026-12-05T01:00:00.000Z' }, notification: 'old-7' }));
    const b = boat(dataDir);
    b.writes.answers = [{ status: 'refused', httpStatus: 400, message: 'Alarm not found!' }];
    const own = b.own();
    await settle();
    assert.deepEqual(b.writes.calls, ['clear old-7']);
    assert.deepEqual(own.circle(), CIRCLE);
    assert.deepEqual(JSON.parse(readFileSync(join(dataDir, OWN_ANCHOR_FILE), 'utf8')), {
      circle: { position: ANCHOR, radius: 40, setAt: '2026-12-05T01:00:00.000Z' },
      notification: null,
    });
    own.stop();
  });
});
