/**
 * Hostile and broken input: 12,000 generated frames from a seeded PRNG go through
 * `handleFrame`, the very function the SignalK WebSocket runs for every text frame: invalid JSON,
 * bare strings, wrong types, huge numbers and 1e999 (Infinity after parsing), deep nesting, giant
 * arrays, unknown and overlong contexts, pathless and meta-only deltas, prototype-pollution keys,
 * random hellos. Valid deltas for a few real paths are injected between the junk.
 * Asserts: nothing throws, no unhandled rejection, Object.prototype untouched, heap growth bounded
 * (the model's caps), every frame counted, and the valid paths read back exactly what was last sent.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { handleFrame } from '../../src/signalk/client.js';
import { isClearedNotification } from '../../src/domain/notification.js';
import { SELF, VesselModel } from '../../src/vessel/model.js';
import { setLogSink } from '../../src/log.js';
import { seededRandom } from '../helpers/random.js';

const FRAMES = 12_000;
const SEED = 0x5eed11;
/** Heap growth allowed over the whole run (the model holds at most a few thousand small junk readings here). */
const HEAP_BOUND_BYTES = 64 * 1024 * 1024;

/** The real paths whose values must survive the junk, and how to make a fresh valid value for each. */
const CHECKED: Record<string, (r: () => number) => unknown> = {
  'navigation.speedOverGround': (r) => Math.round(r() * 1000) / 100,
  'electrical.batteries.house.voltage': (r) => 11 + Math.round(r() * 300) / 100,
  'environment.depth.belowKeel': (r) => Math.round(r() * 5000) / 100,
  'navigation.position': (r) => ({ latitude: Math.round((r() * 180 - 90) * 1e6) / 1e6, longitude: Math.round((r() * 360 - 180) * 1e6) / 1e6 }),
  'notifications.fuzz.check': (r) => ({ state: r() < 0.5 ? 'alarm' : 'normal', method: ['visual'], message: `check ${Math.floor(r() * 1000)}` }),
};
const CHECKED_PATHS = Object.keys(CHECKED);

function generator(seed: number) {
  const r = seededRandom(seed);
  const int = (n: number) => Math.floor(r() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;
  const chars = 'abcdefghijklmnopqrstuvwxyzABC0123456789_.:$-"{}[],\\ \u00e9\u0000\ud83d';
  const str = (max: number) => Array.from({ length: int(max) }, () => chars[int(chars.length)]).join('');
  const SEGMENTS = ['a', 'b', 'junk', 'x1', 'navigation', 'electrical', 'tanks', 'meta', 'value', '__proto__', 'constructor', 'prototype', '$source', 'speedOverGround'];
  const junkPath = (): string => {
    for (;;) {
      const p = r() < 0.2 ? str(40) : Array.from({ length: 1 + int(5) }, () => (r() < 0.8 ? pick(SEGMENTS) : str(8))).join('.');
      if (!CHECKED_PATHS.includes(p)) return p;
    }
  };
  const mmsi = () => `vessels.urn:mrn:imo:mmsi:${100000000 + int(900000000)}`;
  const context = () =>
    pick(['vessels.self', mmsi(), mmsi(), 'aircraft.urn:x', 'shore.basestations.urn:mrn:imo:mmsi:002', '__proto__', 'constructor', 'x'.repeat(300), '', str(20)]);
  const deep = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);
  const deepArr = (n: number) => '['.repeat(n) + ']'.repeat(n);
  const giantArray = (n: number) => '[' + Array.from({ length: n }, (_, i) => i).join(',') + ']';
  const bigObject = (n: number) => '{' + Array.from({ length: n }, (_, i) => `"k${i}":${i}`).join(',') + '}';
  const wrap = (ctx: string, valuesText: string) => `{"context":${JSON.stringify(ctx)},"updates":[{"$source":"fuzz.1","values":${valuesText}}]}`;
  const pv = (path: string, valueText: string) => `{"path":${JSON.stringify(path)},"value":${valueText}}`;
  /** Values that are never a reading: each must be dropped even on a real path. */
  const invalidValueText = () =>
    pick([
      '1e999',
      '-1e999',
      `{"latitude":1e999,"longitude":2}`,
      deep(8 + int(60)),
      deepArr(10 + int(5000)),
      giantArray(600 + int(20000)),
      bigObject(600 + int(3000)),
      JSON.stringify('s'.repeat(4097 + int(10000))),
      `[${Array.from({ length: 20 }, () => JSON.stringify('t'.repeat(1000))).join(',')}]`,
    ]);
  const validJunkValueText = () => pick(['1', '0', '-3.5', '1e308', 'null', 'true', '"text"', '{"x":1}', '[1,2,3]', String(r() * 1e6)]);

  const kinds: (() => string)[] = [
    // invalid JSON text
    () => str(200),
    () => '{"updates":[{"values":[{"path":"navigation.speedOverGround","value":',
    () => '{"context":"vessels.self","updates":[' + '{'.repeat(int(50)),
    () => 'NaN',
    () => '{"value": NaN}',
    () => 'undefined',
    () => "{'single':'quotes'}",
    () => '',
    // bare JSON values of the wrong kind
    () => JSON.stringify(str(100)),
    () => pick(['null', 'true', 'false', '0', '-1', '1e999', '12345678901234567890123456789', '[]', '{}', '[1,2]']),
    // wrong types inside a delta
    () => pick([`{"updates":"x"}`, `{"updates":5}`, `{"updates":{}}`, `{"updates":[1,"a",null,[],true]}`, `{"context":5,"updates":[]}`, `{"context":{},"updates":[]}`]),
    () => `{"context":"vessels.self","updates":[{"values":"nope","meta":7,"timestamp":12,"$source":{}}]}`,
    () => `{"context":"vessels.self","updates":[{"values":[{"path":5,"value":1},{"value":2},{"path":null},{"path":["a"],"value":3},"x",7]}]}`,
    () => `{"updates":[{"timestamp":"not a time","values":[${pv(junkPath(), validJunkValueText())}]}]}`,
    () => `{"updates":[{"timestamp":"9999-01-01T00:00:00Z","values":[${pv(junkPath(), validJunkValueText())}]}]}`,
    // invalid values on the real paths: must never replace what they hold
    () => wrap('vessels.self', `[${pv(pick(CHECKED_PATHS), invalidValueText())}]`),
    () => wrap(context(), `[${pv(pick(CHECKED_PATHS), invalidValueText())}]`),
    // huge numbers and junk values on junk paths, in any context
    () => wrap(context(), `[${Array.from({ length: 1 + int(6) }, () => pv(junkPath(), r() < 0.5 ? validJunkValueText() : invalidValueText())).join(',')}]`),
    // deep nesting of the whole frame
    () => deep(1 + int(20000)),
    () => `{"updates":${deepArr(1 + int(20000))}}`,
    // giant arrays: of updates, of values
    () => `{"updates":[${Array.from({ length: 2000 + int(3000) }, () => '{}').join(',')}]}`,
    () => wrap(context(), `[${Array.from({ length: 500 + int(1500) }, () => pv(junkPath(), '1')).join(',')}]`),
    // unknown contexts with identity (pathless) updates, and pathless updates of the wrong kind
    () => wrap(mmsi(), `[${pv('', JSON.stringify({ name: str(20), mmsi: String(int(1e9)) }))}]`),
    () => wrap(context(), `[${pv('', pick(['5', '"x"', 'null', '[1,2]', '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}', deep(30)]))}]`),
    // meta-only deltas
    () =>
      `{"context":${JSON.stringify(context())},"updates":[{"meta":[{"path":${JSON.stringify(junkPath())},"value":{"units":"m/s","description":${JSON.stringify(str(30))}}},{"path":"x"},{"value":{}},5,{"path":"a","value":"b"}]}]}`,
    () => `{"updates":[{"meta":[{"path":"__proto__","value":{"units":"K","polluted":1}},{"path":"constructor.prototype","value":{"polluted":1}}]}]}`,
    // prototype-pollution keys everywhere
    () =>
      `{"__proto__":{"polluted":1},"context":"vessels.self","updates":[{"__proto__":{"polluted":1},"values":[${pv('__proto__.polluted', '1')},${pv('constructor.prototype.polluted', '1')},${pv('a', '{"__proto__":{"polluted":1}}')}]}]}`,
    () => `{"context":"__proto__","updates":[{"values":[${pv('polluted', '1')}]}]}`,
    // hellos with odd selves
    () => JSON.stringify({ name: 'fuzz', version: '0', self: pick([str(20), 'vessels.self', '', 'urn:mrn:imo:mmsi:000000000', '__proto__']), roles: ['main'] }),
    () => JSON.stringify({ self: 42, roles: 'x' }),
  ];
  return { next: () => pick(kinds)(), r };
}

describe('fuzz: 12,000 hostile frames through the real stream handler', () => {
  const logLines: string[] = [];
  let restoreSink: ((line: string) => void) | undefined;
  const rejections: unknown[] = [];
  const onRejection = (e: unknown) => rejections.push(e);
  before(() => {
    restoreSink = setLogSink((l) => logLines.push(l));
    process.on('unhandledRejection', onRejection);
  });
  after(() => {
    if (restoreSink) setLogSink(restoreSink);
    process.off('unhandledRejection', onRejection);
  });

  it('never throws, stays bounded, and keeps the valid paths exact', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const protoKeysBefore = Object.getOwnPropertyNames(Object.prototype).sort();

    const model = new VesselModel();
    const changes: string[] = [];
    model.onChange((ctx, path) => {
      if (ctx === SELF && CHECKED_PATHS.includes(path)) changes.push(path);
    });
    const gen = generator(SEED);
    const last = new Map<string, unknown>();
    const inject = () => {
      const path = CHECKED_PATHS[Math.floor(gen.r() * CHECKED_PATHS.length)]!;
      const value = CHECKED[path]!(gen.r);
      const applied = handleFrame(
        model,
        JSON.stringify({ context: 'vessels.self', updates: [{ $source: 'valid.1', timestamp: new Date().toISOString(), values: [{ path, value }] }] }),
      );
      assert.equal(applied, 1, `valid ${path} applied`);
      last.set(path, value);
    };
    for (const path of CHECKED_PATHS) {
      const value = CHECKED[path]!(gen.r);
      handleFrame(model, JSON.stringify({ context: 'vessels.self', updates: [{ values: [{ path, value }] }] }));
      last.set(path, value);
    }
    gc();
    const heapBefore = process.memoryUsage().heapUsed;
    let bytes = 0;
    let framesFed = CHECKED_PATHS.length;

    for (let i = 0; i < FRAMES; i++) {
      const text = gen.next();
      bytes += text.length;
      assert.doesNotThrow(() => handleFrame(model, text), `frame ${i}: ${text.slice(0, 80)}`);
      framesFed++;
      if (i % 97 === 0) {
        inject();
        framesFed++;
      }
    }
    await new Promise((r) => setImmediate(r)); // let any stray promise settle
    gc();
    const heapAfter = process.memoryUsage().heapUsed;

    // Every frame counted once; most were dropped.
    assert.equal(model.stats.frames, framesFed);
    assert.ok(model.stats.dropped > FRAMES / 2, `dropped ${model.stats.dropped}`);
    // The valid paths hold exactly what was last sent, and nothing invalid ever replaced them; a
    // cleared notification may have given way to new paths of ours (vessel/model.ts), never to junk values.
    for (const [path, value] of last) {
      if (isClearedNotification(value) && model.get(path) === undefined) continue;
      assert.deepEqual(model.get(path)?.value, value, path);
    }
    assert.equal(changes.length, CHECKED_PATHS.length + Math.ceil(FRAMES / 97), 'only valid deltas changed the checked paths');
    // No prototype pollution, and no path naming a prototype.
    assert.deepEqual(Object.getOwnPropertyNames(Object.prototype).sort(), protoKeysBefore);
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
    for (const p of model.paths()) assert.doesNotMatch(p, /(^|\.)(__proto__|prototype|constructor)(\.|$)/, p);
    for (const c of model.otherContexts()) for (const p of model.paths(c)) assert.doesNotMatch(p, /(^|\.)(__proto__|prototype|constructor)(\.|$)/, `${c} ${p}`);
    // Bounded: contexts under the cap, memory growth under the bound.
    assert.ok([...model.otherContexts()].length < 2000);
    assert.ok(heapAfter - heapBefore < HEAP_BOUND_BYTES, `heap grew by ${((heapAfter - heapBefore) / 1048576).toFixed(1)} MiB`);
    assert.deepEqual(rejections, []);
    assert.deepEqual(logLines, [], 'the model never threw (handleFrame logs only our own bugs)');
    console.log(
      `fuzz: ${FRAMES} junk frames (${(bytes / 1048576).toFixed(1)} MiB) + ${Math.ceil(FRAMES / 97)} valid; dropped ${model.stats.dropped}, values kept ${model.stats.values}; heap growth ${((heapAfter - heapBefore) / 1048576).toFixed(1)} MiB`,
    );
  });

  it('bounds a single reading: giant, deep and non-finite values are refused on a real path', () => {
    const model = new VesselModel();
    handleFrame(model, JSON.stringify({ updates: [{ values: [{ path: 'navigation.speedOverGround', value: 3.2 }] }] }));
    for (const text of ['1e999', giantArrayText(100_000), '{"a":'.repeat(7) + '1' + '}'.repeat(7), JSON.stringify('x'.repeat(5000))]) {
      assert.equal(handleFrame(model, `{"updates":[{"values":[{"path":"navigation.speedOverGround","value":${text}}]}]}`), 0);
    }
    assert.equal(model.get('navigation.speedOverGround')?.value, 3.2);
    // A position and a notification, the largest ordinary values, are kept.
    assert.equal(handleFrame(model, JSON.stringify({ updates: [{ values: [{ path: 'navigation.position', value: { latitude: 59.7, longitude: 24.7, altitude: 0 } }] }] })), 1);
  });
});

function giantArrayText(n: number): string {
  return '[' + Array.from({ length: n }, (_, i) => i).join(',') + ']';
}
