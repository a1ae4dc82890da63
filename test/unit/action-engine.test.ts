/**
 * The voice action engine (src/actions/engine.ts) decides what a command heard does, asks back, undoes
 * and says. Here it runs on a real VesselModel fed with deltas as SignalK sends them
 * (`navigation.position`, `navigation.speedOverGround`, `notifications.mob.<id>`), an injected clock,
 * and a scripted SignalK write side and anchor control that record every call: each test asserts the
 * exact English answer and exactly which writes were sent, or that none was. The real SignalK side
 * (signalk/writes.ts, actions/anchor-control.ts) is tested against a real signalk-server elsewhere.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  ActionEngine,
  type ActionEngineOptions,
  type ActionState,
  CONFIRM_WINDOW_MS,
  FIX_MAX_AGE_MS,
  LATE_CONFIRM_MS,
  MOB_FRESH_FIX_MS,
  MOVING_MS,
  parseRadius,
  RADIUS_MAX_M,
  RADIUS_MIN_M,
  UNDO_WINDOW_MS,
} from '../../src/actions/engine.js';
import type {
  ActionFamily,
  AnchorCircle,
  AnchorControl,
  CommandId,
  CommandOrigin,
  CommandSlot,
  HeardCommand,
  ServerNotification,
  SignalKWrites,
  WriteAccess,
  WriteOutcome,
} from '../../src/actions/types.js';
import { VesselModel } from '../../src/vessel/model.js';
import type { Language } from '../../src/domain/language.js';

// The clock time of a MOB without a fix is said in the add-on's own zone (the process's): fixed here.
process.env.TZ = 'UTC';

/** 13:42 in Lisbon (summer time, UTC+1): the boat below is off Cascais. */
const T0 = Date.parse('2026-07-15T12:42:00Z');
const CASCAIS = { latitude: 38.69, longitude: -9.42 };
const EARTH_R = 6_371_000;

/** The point `north` metres north of `from` (a flat offset, exact enough for a few hundred metres). */
function north(from: { latitude: number; longitude: number }, metres: number): { latitude: number; longitude: number } {
  return { latitude: from.latitude + (metres / EARTH_R) * (180 / Math.PI), longitude: from.longitude };
}

/** Great-circle distance (haversine), metres: the expected distance to the anchor, computed apart from the engine. */
function haversine(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_R * Math.asin(Math.sqrt(h));
}

/** Each command's first English sentence, as the grammar would give it (`sentence` option). */
const SENTENCES: Readonly<Record<CommandId, string>> = {
  mob: 'man overboard',
  mob_another: 'another man overboard',
  mob_cancel: 'cancel man overboard',
  mob_undo: 'undo man overboard',
  confirm_mob_cancel: 'confirm cancel man overboard',
  mob_acknowledge: 'acknowledge man overboard',
  alarm_silence: 'silence the alarm',
  alarm_silence_all: 'silence all alarms',
  anchor_set: 'set the anchor watch to 40 meters',
  confirm_anchor_set: 'confirm anchor watch',
  anchor_raise: 'raise the anchor watch',
  confirm_anchor_raise: 'confirm anchor watch off',
  anchor_undo: 'undo anchor watch',
};

const COCKPIT: CommandOrigin = { via: 'assist', satellite: 'assist_satellite.cockpit' };
const SALOON: CommandOrigin = { via: 'assist', satellite: 'assist_satellite.saloon' };
/** Home Assistant 2024.3 does not say which satellite heard it. */
const NO_SATELLITE: CommandOrigin = { via: 'assist', satellite: null };
const MCP: CommandOrigin = { via: 'mcp' };

const COMPLETED: WriteOutcome = { status: 'completed', httpStatus: 200 };

/** One call the engine made to the write side or the anchor control. */
type Call = [string, ...unknown[]];

/** The reads that write nothing; everything else recorded is a write. */
const READS = new Set(['writeAccess', 'notifications']);

interface Rig {
  engine: ActionEngine;
  model: VesselModel;
  clock: { now: number };
  /** Every call, reads included, in order. */
  calls: Call[];
  /** The writes only (no writeAccess, no notifications listing). */
  writes(): Call[];
  /** What the scripted SignalK answers; change it between commands. */
  script: Script;
  /** The armed watch as the anchor control holds it. */
  anchor: { circle: (AnchorCircle & { own: boolean }) | null };
  announced: [string, Language][];
  say(command: CommandId, slots?: Partial<Record<CommandSlot, string>>, origin?: CommandOrigin): ReturnType<ActionEngine['command']>;
  /** A `navigation.position` delta stamped `at` (default now). */
  fix(position: { latitude: number; longitude: number }, at?: number): void;
  /** Any self delta, as the stream sends it. */
  delta(path: string, value: unknown, source?: string): void;
  /** Moves the clock on. */
  advance(ms: number): void;
}

interface Script {
  access: WriteAccess;
  /** What `raiseMob` does; default: SignalK records the MOB (the delta, with its position or null) and answers completed. */
  raiseMob: ((message: string) => WriteOutcome) | null;
  /** The v2 listing, or null when SignalK does not answer it. */
  list: ServerNotification[] | null;
  silence: (id: string) => WriteOutcome;
  acknowledge: (id: string) => WriteOutcome;
  silenceAll: () => WriteOutcome;
  clear: ((id: string) => WriteOutcome) | null;
  /** The anchor control's outcome for set and raise, and which path took it. */
  anchorOutcome: WriteOutcome;
  own: boolean;
}

interface RigOptions {
  enabled?: readonly ActionFamily[];
  demo?: boolean;
  store?: ActionEngineOptions['store'];
  dragging?: () => boolean;
  model?: VesselModel;
  clock?: { now: number };
  /** Ids given to the MOBs SignalK raises, in order. */
  mobIds?: string[];
}

function rig(o: RigOptions = {}): Rig {
  const clock = o.clock ?? { now: T0 };
  const model = o.model ?? new VesselModel(() => clock.now);
  const calls: Call[] = [];
  const announced: [string, Language][] = [];
  const mobIds = [...(o.mobIds ?? ['6f1c2d3e-0001', '6f1c2d3e-0002', '6f1c2d3e-0003'])];
  const delta = (path: string, value: unknown, source = 'signalk-server'): void => {
    model.applyDelta({ context: 'vessels.self', updates: [{ $source: source, timestamp: new Date(clock.now).toISOString(), values: [{ path, value }] }] });
  };
  const script: Script = {
    access: 'readwrite',
    raiseMob: null,
    list: [],
    silence: () => COMPLETED,
    acknowledge: () => COMPLETED,
    silenceAll: () => COMPLETED,
    clear: null,
    anchorOutcome: COMPLETED,
    own: false,
  };
  const anchorState: { circle: (AnchorCircle & { own: boolean }) | null } = { circle: null };
  const writes: SignalKWrites = {
    writeAccess: async () => {
      calls.push(['writeAccess']);
      return script.access;
    },
    raiseMob: async (message) => {
      calls.push(['raiseMob', message]);
      if (script.raiseMob) return script.raiseMob(message);
      // What signalk-server 2.23 records: the position at that moment, or null without one.
      const id = mobIds.shift() ?? 'mob-extra';
      const pos = model.get('navigation.position')?.value ?? null;
      delta(`notifications.mob.${id}`, {
        id,
        state: 'emergency',
        method: ['visual', 'sound'],
        message,
        position: pos,
        createdAt: new Date(clock.now).toISOString(),
        status: { silenced: false, acknowledged: false, canSilence: false, canAcknowledge: true, canClear: true },
      });
      return { status: 'completed', httpStatus: 200, id };
    },
    notifications: async () => {
      calls.push(['notifications']);
      return script.list;
    },
    silence: async (id) => {
      calls.push(['silence', id]);
      return script.silence(id);
    },
    acknowledge: async (id) => {
      calls.push(['acknowledge', id]);
      return script.acknowledge(id);
    },
    silenceAll: async () => {
      calls.push(['silenceAll']);
      return script.silenceAll();
    },
    clear: async (id) => {
      calls.push(['clear', id]);
      if (script.clear) return script.clear(id);
      // SignalK sets a cleared MOB normal (it keeps `visual`).
      delta(`notifications.mob.${id}`, { id, state: 'normal', method: ['visual'], message: 'Man overboard' });
      return COMPLETED;
    },
    put: async (path, value) => {
      calls.push(['put', path, value]);
      return COMPLETED;
    },
    raiseNotification: async (path, state, message) => {
      calls.push(['raiseNotification', path, state, message]);
      return COMPLETED;
    },
  };
  const anchor: AnchorControl = {
    current: () => anchorState.circle,
    set: async (circle) => {
      calls.push(['anchor.set', circle]);
      const outcome = script.anchorOutcome;
      if (outcome.status === 'completed') anchorState.circle = { ...circle, own: script.own };
      return { outcome, own: script.own };
    },
    raise: async () => {
      calls.push(['anchor.raise']);
      const outcome = script.anchorOutcome;
      if (outcome.status === 'completed') anchorState.circle = null;
      return { outcome, own: script.own };
    },
  };
  const engine = new ActionEngine({
    enabled: new Set(o.enabled ?? ['mob', 'alarms', 'anchor']),
    writes: o.demo ? null : writes,
    anchor: o.demo ? null : anchor,
    model,
    now: () => clock.now,
    units: 'nautical-metric',
    sentence: (_language, command) => SENTENCES[command],
    ...(o.dragging ? { dragging: o.dragging } : {}),
    announce: (text, language) => announced.push([text, language]),
    ...(o.store ? { store: o.store } : {}),
  });
  const heard = (command: CommandId, slots: Partial<Record<CommandSlot, string>> = {}): HeardCommand => ({ command, slots, sentence: SENTENCES[command], language: 'en' });
  return {
    engine,
    model,
    clock,
    calls,
    writes: () => calls.filter((c) => !READS.has(c[0])),
    script,
    anchor: anchorState,
    announced,
    say: (command, slots = {}, origin = COCKPIT) => engine.command(heard(command, slots), origin),
    fix: (position, at = clock.now) => {
      model.applyDelta({
        context: 'vessels.self',
        updates: [{ $source: 'gps.1', timestamp: new Date(at).toISOString(), values: [{ path: 'navigation.position', value: position }] }],
      });
    },
    delta,
    advance: (ms) => {
      clock.now += ms;
    },
  };
}

/** A notification as the v2 listing gives it. */
function note(id: string, path: string, state: string, message: string, o: { sound?: boolean; canSilence?: boolean; silenced?: boolean } = {}): ServerNotification {
  const emergency = state === 'emergency';
  return {
    id,
    path,
    state,
    message,
    method: o.sound === false ? ['visual'] : ['visual', 'sound'],
    status: {
      silenced: o.silenced ?? false,
      acknowledged: false,
      canSilence: o.canSilence ?? !emergency,
      canAcknowledge: true,
      canClear: true,
    },
    createdAt: new Date(T0).toISOString(),
  };
}

const MOB_NOTE = note('mob-dev-1', 'notifications.mob.mob-dev-1', 'emergency', 'Person Overboard!');
const BILGE = note('bilge-1', 'notifications.bilge.pump', 'alarm', 'Bilge pump running');
const SHALLOW = note('depth-1', 'notifications.environment.depth.belowTransducer', 'warn', 'Shallow water');
const FIRE = note('fire-1', 'notifications.fire.engineRoom', 'emergency', 'Fire in the engine room');

const MARKED = 'Man overboard marked at 1:42 PM, with our position. To undo, say undo man overboard.';

describe('action engine: switches, demo boat and write access', () => {
  it('a family that is off says so and what to do instead, and writes nothing (its confirmation too)', async () => {
    const r = rig({ enabled: ['alarms'] });
    r.fix(CASCAIS);
    const mob = await r.say('mob');
    assert.deepEqual(mob, { display: 'Not marked: voice actions are off. Press the MOB button.', timestamp: '2026-07-15T12:42:00.000Z', command: 'mob', done: false });
    assert.equal((await r.say('confirm_mob_cancel')).display, 'Not marked: voice actions are off. Press the MOB button.');
    assert.equal((await r.say('anchor_set', { radius: '40' })).display, 'Anchor watch not changed: voice actions are off. Use the plotter.');
    assert.equal((await r.say('confirm_anchor_set')).display, 'Anchor watch not changed: voice actions are off. Use the plotter.');
    assert.equal((await r.say('anchor_undo')).display, 'Anchor watch not changed: voice actions are off. Use the plotter.');
    const off = rig({ enabled: [] });
    assert.equal((await off.say('alarm_silence_all')).display, 'Not silenced: voice actions are off. Use the plotter.');
    assert.deepEqual(r.calls, []);
    assert.deepEqual(off.calls, []);
  });

  it('the demo boat (no write side) says so for every action and writes nothing', async () => {
    const r = rig({ demo: true });
    r.fix(CASCAIS);
    const demo = 'This is the demo boat: nothing was changed.';
    for (const [command, slots] of [
      ['mob', {}],
      ['mob_another', {}],
      ['alarm_silence', {}],
      ['alarm_silence_all', {}],
      ['mob_acknowledge', {}],
      ['anchor_set', { radius: '40' }],
      ['anchor_raise', {}],
    ] as [CommandId, Partial<Record<CommandSlot, string>>][]) {
      const a = await r.say(command, slots);
      assert.deepEqual([a.command, a.display, a.done, a.confirm_id], [command, demo, false, undefined]);
    }
    assert.equal(r.engine.pendingId(), null);
    assert.deepEqual(r.calls, []);
  });

  it('a read-only grant, or none yet, is said instead of writing', async () => {
    for (const [access, said] of [
      ['readonly', 'I can read but not write: approve write access for signalk-assist in SignalK.'],
      ['none', 'SignalK has not approved signalk-assist yet: approve it with write access.'],
    ] as const) {
      const r = rig();
      r.script.access = access;
      r.script.list = [BILGE];
      r.fix(CASCAIS);
      r.anchor.circle = { position: CASCAIS, radius: 30, own: false };
      assert.equal((await r.say('mob')).display, `${said} Press the MOB button.`);
      assert.equal((await r.say('mob_another')).display, `${said} Press the MOB button.`);
      assert.equal((await r.say('alarm_silence')).display, said);
      assert.equal((await r.say('alarm_silence_all')).display, said);
      assert.equal((await r.say('mob_acknowledge')).display, said);
      assert.equal((await r.say('anchor_set', { radius: '40' })).display, said);
      assert.equal((await r.say('anchor_raise')).display, said);
      assert.equal(r.engine.pendingId(), null);
      assert.deepEqual(r.writes(), []);
    }
  });

  it('an access SignalK does not answer about ("unknown") still raises the MOB', async () => {
    const r = rig();
    r.script.access = 'unknown';
    r.fix(CASCAIS);
    const a = await r.say('mob');
    assert.deepEqual([a.display, a.done], [MARKED, true]);
    assert.deepEqual(r.writes(), [['raiseMob', 'Man overboard']]);
  });
});

describe('action engine: man overboard', () => {
  it('with a fresh fix: the clock time in the boat zone (Lisbon), our position, how to undo', async () => {
    const r = rig();
    r.fix(CASCAIS);
    r.advance(MOB_FRESH_FIX_MS - 1000);
    const a = await r.say('mob');
    assert.deepEqual(a, {
      display: 'Man overboard marked at 1:42 PM, with our position. To undo, say undo man overboard.',
      timestamp: '2026-07-15T12:42:04.000Z',
      command: 'mob',
      done: true,
    });
    assert.deepEqual(r.calls, [['writeAccess'], ['raiseMob', 'Man overboard']]);
  });

  it('with an old fix: its age is said', async () => {
    const r = rig();
    r.fix(CASCAIS, T0 - 3 * 60_000);
    const a = await r.say('mob');
    assert.equal(a.display, 'Man overboard marked at 1:42 PM, position 3 minutes old. To undo, say undo man overboard.');
    assert.equal(a.done, true);
    r.fix(CASCAIS);
    r.advance(50_000);
    const b = await r.say('mob_another');
    assert.equal(b.display, 'Another man overboard marked at 1:42 PM, position 50 seconds old. To undo, say undo man overboard.');
    assert.deepEqual(r.writes(), [
      ['raiseMob', 'Man overboard'],
      ['raiseMob', 'Man overboard'],
    ]);
  });

  it('without a fix: SignalK records position null, "no position" is said with the time (the add-on zone)', async () => {
    const r = rig();
    const a = await r.say('mob');
    assert.equal((r.model.get('notifications.mob.6f1c2d3e-0001')?.value as { position?: unknown } | undefined)?.position, null);
    assert.deepEqual([a.display, a.done], ['Man overboard marked at 12:42 PM, no position: note the time. To undo, say undo man overboard.', true]);
    const b = await r.say('mob_another');
    assert.equal(b.display, 'Another man overboard marked at 12:42 PM, no position. To undo, say undo man overboard.');
  });

  it('a position SignalK recorded as null is "no position" even when the model holds a fix', async () => {
    const r = rig();
    r.fix(CASCAIS);
    r.script.raiseMob = (message) => {
      r.delta('notifications.mob.m-null', { id: 'm-null', state: 'emergency', method: ['visual', 'sound'], message, position: null });
      return { status: 'completed', httpStatus: 200, id: 'm-null' };
    };
    assert.equal((await r.say('mob')).display, 'Man overboard marked at 1:42 PM, no position: note the time. To undo, say undo man overboard.');
  });

  it('unconfirmed: said so; the confirmation is announced once when the delta comes, and a repeat is the same MOB', async () => {
    const r = rig();
    r.fix(CASCAIS);
    r.script.raiseMob = () => ({ status: 'unconfirmed', httpStatus: 200, id: 'late-1' });
    const a = await r.say('mob');
    assert.deepEqual([a.display, a.done], ['Man overboard sent, but SignalK has not confirmed it. Press the MOB button.', false]);
    assert.deepEqual(r.announced, []);
    r.advance(5_000);
    // Not that MOB, and not active: no announcement.
    r.delta('notifications.mob.other', { state: 'emergency', method: ['visual', 'sound'], message: 'Person Overboard!' });
    r.delta('notifications.mob.late-1', { state: 'normal', method: [], message: 'Man overboard' });
    assert.deepEqual(r.announced, []);
    r.delta('notifications.mob.late-1', { id: 'late-1', state: 'emergency', method: ['visual', 'sound'], message: 'Man overboard', position: CASCAIS });
    r.delta('notifications.mob.late-1', { id: 'late-1', state: 'emergency', method: ['visual'], message: 'Man overboard', position: CASCAIS });
    assert.deepEqual(r.announced, [['SignalK has confirmed the man overboard.', 'en']]);
    const again = await r.say('mob');
    assert.equal(again.display, 'Man overboard already marked 5 seconds ago. For a second person, say another man overboard.');
    assert.deepEqual(r.writes(), [['raiseMob', 'Man overboard']]);
  });

  it('unconfirmed, then no delta within a minute of the injected clock: nothing is announced', async () => {
    const r = rig();
    r.script.raiseMob = () => ({ status: 'unconfirmed', httpStatus: 200, id: 'late-2' });
    await r.say('mob');
    r.advance(LATE_CONFIRM_MS + 1);
    r.delta('notifications.mob.late-2', { id: 'late-2', state: 'emergency', method: ['visual', 'sound'], message: 'Man overboard', position: null });
    assert.deepEqual(r.announced, []);
  });

  it('a failure is said plainly with what to do', async () => {
    for (const [outcome, said] of [
      [{ status: 'unreachable', message: 'ECONNREFUSED' }, 'Man overboard NOT marked: SignalK cannot be reached. Press the MOB button.'],
      [{ status: 'unauthorized', httpStatus: 401 }, 'Man overboard NOT marked: SignalK refused the write. Press the MOB button.'],
      [{ status: 'failed', httpStatus: 202, message: 'FAILED' }, 'Man overboard NOT marked: SignalK reported a failure. Press the MOB button.'],
    ] as [WriteOutcome, string][]) {
      const r = rig();
      r.fix(CASCAIS);
      r.script.raiseMob = () => outcome;
      const a = await r.say('mob');
      assert.deepEqual([a.display, a.done], [said, false]);
      // Nothing was remembered: the next "man overboard" tries again.
      await r.say('mob');
      assert.deepEqual(r.writes(), [
        ['raiseMob', 'Man overboard'],
        ['raiseMob', 'Man overboard'],
      ]);
    }
  });

  it('a repeat while ours is active is the same MOB; "another man overboard" raises a second', async () => {
    const r = rig();
    r.fix(CASCAIS);
    await r.say('mob');
    r.advance(40_000);
    const again = await r.say('mob');
    assert.deepEqual([again.display, again.done], ['Man overboard already marked 40 seconds ago. For a second person, say another man overboard.', false]);
    assert.deepEqual(r.writes(), [['raiseMob', 'Man overboard']]);
    r.fix(CASCAIS);
    const second = await r.say('mob_another');
    assert.deepEqual([second.display, second.done], ['Another man overboard marked at 1:42 PM, with our position. To undo, say undo man overboard.', true]);
    assert.deepEqual(r.writes(), [
      ['raiseMob', 'Man overboard'],
      ['raiseMob', 'Man overboard'],
    ]);
    // Ours acknowledged is still active (emergency, visual): still the same MOB. Cleared: a new one.
    r.delta('notifications.mob.6f1c2d3e-0002', { state: 'normal', method: ['visual'], message: 'Man overboard' });
    r.delta('notifications.mob.6f1c2d3e-0001', { state: 'emergency', method: ['visual'], message: 'Man overboard' });
    r.advance(4 * 60_000);
    assert.equal((await r.say('mob')).display, 'Man overboard already marked 5 minutes ago. For a second person, say another man overboard.');
    r.delta('notifications.mob.6f1c2d3e-0001', { state: 'normal', method: ['visual'], message: 'Man overboard' });
    r.fix(CASCAIS);
    assert.equal((await r.say('mob')).display, 'Man overboard marked at 1:46 PM, with our position. To undo, say undo man overboard.');
    assert.equal(r.writes().length, 3);
  });

  it('a MOB raised by a device does not stop ours', async () => {
    const r = rig();
    r.fix(CASCAIS);
    r.delta('notifications.mob.972000001', { state: 'emergency', method: ['visual', 'sound'], message: 'MOB beacon' }, 'n2k.ais');
    assert.equal((await r.say('mob')).display, MARKED);
    assert.deepEqual(r.writes(), [['raiseMob', 'Man overboard']]);
  });

  it('is not blocked by a pending anchor confirmation, and voids it', async () => {
    const r = rig();
    r.fix(CASCAIS);
    const ask = await r.say('anchor_set', { radius: '40' });
    assert.equal(typeof ask.confirm_id, 'string');
    const mob = await r.say('mob', {}, SALOON);
    assert.deepEqual([mob.display, mob.done], [MARKED, true]);
    assert.equal(r.engine.pendingId(), null);
    assert.equal((await r.say('confirm_anchor_set')).display, 'Nothing is waiting for confirmation.');
    assert.deepEqual(r.writes(), [['raiseMob', 'Man overboard']]);
  });
});

describe('action engine: cancel and undo man overboard', () => {
  it('a MOB raised by a device is not ours: said, nothing asked, nothing written', async () => {
    const r = rig();
    r.delta('notifications.mob.972000001', { state: 'emergency', method: ['visual', 'sound'], message: 'MOB beacon' }, 'n2k.ais');
    const a = await r.say('mob_cancel');
    assert.deepEqual([a.display, a.confirm_id], ['That man overboard was not raised by me: clear it where it was raised.', undefined]);
    assert.equal(r.engine.pendingId(), null);
    const none = rig();
    assert.equal((await none.say('mob_cancel')).display, 'No man overboard is active.');
    assert.deepEqual([...r.writes(), ...none.writes()], []);
  });

  it('ours: asked with a confirm_id; confirmed within 20 s it is cleared', async () => {
    const r = rig();
    r.fix(CASCAIS);
    await r.say('mob');
    r.advance(3 * 60_000);
    const ask = await r.say('mob_cancel');
    assert.equal(ask.display, 'Cancel man overboard from 1:42 PM? Say confirm cancel man overboard.');
    assert.equal(ask.done, false);
    assert.match(ask.confirm_id ?? '', /^[0-9a-f-]{36}$/);
    assert.equal(r.engine.pendingId(), ask.confirm_id);
    assert.deepEqual(r.writes(), [['raiseMob', 'Man overboard']]);
    r.advance(CONFIRM_WINDOW_MS);
    const done = await r.say('confirm_mob_cancel');
    assert.deepEqual([done.display, done.done, done.command], ['Man overboard from 1:42 PM cleared.', true, 'confirm_mob_cancel']);
    assert.deepEqual(r.writes(), [
      ['raiseMob', 'Man overboard'],
      ['clear', '6f1c2d3e-0001'],
    ]);
    assert.equal(r.engine.pendingId(), null);
    // Cleared and forgotten: nothing left to cancel, and a new MOB is a new one.
    assert.equal((await r.say('mob_cancel')).display, 'No man overboard is active.');
  });

  it('a confirmation after 20 s is late: nothing written, the pending dropped', async () => {
    const r = rig();
    r.fix(CASCAIS);
    await r.say('mob');
    await r.say('mob_cancel');
    r.advance(CONFIRM_WINDOW_MS + 1);
    const late = await r.say('confirm_mob_cancel');
    assert.deepEqual([late.display, late.done], ['Too late to confirm: say the command again.', false]);
    assert.equal(r.engine.pendingId(), null);
    assert.equal((await r.say('confirm_mob_cancel')).display, 'Nothing is waiting for confirmation.');
    assert.deepEqual(r.writes(), [['raiseMob', 'Man overboard']]);
  });

  it('from another satellite: refused and kept; the satellite that heard it then confirms', async () => {
    const r = rig();
    r.fix(CASCAIS);
    await r.say('mob');
    const ask = await r.say('mob_cancel', {}, COCKPIT);
    const other = await r.say('confirm_mob_cancel', {}, SALOON);
    assert.equal(other.display, 'Confirm on the speaker that heard the command.');
    assert.equal(r.engine.pendingId(), ask.confirm_id);
    assert.deepEqual(r.writes(), [['raiseMob', 'Man overboard']]);
    const done = await r.say('confirm_mob_cancel', {}, COCKPIT);
    assert.equal(done.display, 'Man overboard from 1:42 PM cleared.');
    assert.deepEqual(r.writes(), [
      ['raiseMob', 'Man overboard'],
      ['clear', '6f1c2d3e-0001'],
    ]);
  });

  it('Home Assistant 2024.3 names no satellite: the confirmation is accepted', async () => {
    const r = rig();
    r.fix(CASCAIS);
    await r.say('mob', {}, NO_SATELLITE);
    await r.say('mob_cancel', {}, NO_SATELLITE);
    assert.equal((await r.say('confirm_mob_cancel', {}, NO_SATELLITE)).display, 'Man overboard from 1:42 PM cleared.');
    assert.deepEqual(r.writes().at(-1), ['clear', '6f1c2d3e-0001']);
  });

  it('over MCP: done by voice or on the plotter; nothing pending, nothing written', async () => {
    const r = rig();
    r.fix(CASCAIS);
    await r.say('mob');
    for (const command of ['mob_cancel', 'mob_undo'] as const) {
      const a = await r.say(command, {}, MCP);
      assert.deepEqual(a, {
        display: 'Cancelling a man overboard is done by voice through Home Assistant, or on the plotter.',
        timestamp: '2026-07-15T12:42:00.000Z',
        command,
        done: false,
        note: 'Cancelling a man overboard is not available over MCP.',
      });
    }
    assert.equal(r.engine.pendingId(), null);
    assert.deepEqual(r.writes(), [['raiseMob', 'Man overboard']]);
  });

  it('"undo man overboard" within 2 minutes asks like a cancel; after 2 minutes it is too late', async () => {
    const r = rig();
    r.fix(CASCAIS);
    await r.say('mob');
    r.advance(UNDO_WINDOW_MS);
    const ask = await r.say('mob_undo');
    assert.deepEqual([ask.display, ask.command], ['Cancel man overboard from 1:42 PM? Say confirm cancel man overboard.', 'mob_undo']);
    assert.equal(typeof ask.confirm_id, 'string');
    r.advance(1);
    const late = await r.say('mob_undo');
    assert.deepEqual([late.display, late.confirm_id], ['Too late to undo: say cancel man overboard.', undefined]);
    // The undo voided the earlier question.
    assert.equal(r.engine.pendingId(), null);
    assert.deepEqual(r.writes(), [['raiseMob', 'Man overboard']]);
  });

  it('"undo man overboard" with no MOB of ours says what there is, not "too late"', async () => {
    const r = rig();
    assert.equal((await r.say('mob_undo')).display, 'No man overboard is active.');
    r.delta('notifications.mob.972000001', { state: 'emergency', method: ['visual', 'sound'], message: 'MOB beacon' }, 'n2k.ais');
    assert.equal((await r.say('mob_undo')).display, 'That man overboard was not raised by me: clear it where it was raised.');
    assert.deepEqual(r.writes(), []);
  });

  it('a clear SignalK refuses is said, and the MOB stays ours to cancel', async () => {
    const r = rig();
    r.fix(CASCAIS);
    await r.say('mob');
    r.script.clear = () => ({ status: 'refused', httpStatus: 400, message: 'Alarm not found!' });
    await r.say('mob_cancel');
    const a = await r.say('confirm_mob_cancel');
    assert.deepEqual([a.display, a.done], ['Man overboard NOT cleared: SignalK no longer has it.', false]);
    assert.equal((await r.say('mob_cancel')).display, 'Cancel man overboard from 1:42 PM? Say confirm cancel man overboard.');
  });

  it('the saved MOBs: a new engine (a restart) recognises ours and cancels it', async () => {
    let saved: unknown = null;
    const store = {
      load: () => saved,
      save: (state: ActionState) => {
        saved = JSON.parse(JSON.stringify(state));
      },
    };
    const first = rig({ store });
    first.fix(CASCAIS);
    await first.say('mob');
    assert.deepEqual(saved, { mobs: [{ id: '6f1c2d3e-0001', at: T0 }] });
    first.advance(10 * 60_000);
    const second = rig({ store, model: first.model, clock: first.clock });
    const ask = await second.say('mob_cancel');
    assert.equal(ask.display, 'Cancel man overboard from 1:42 PM? Say confirm cancel man overboard.');
    const done = await second.say('confirm_mob_cancel');
    assert.equal(done.display, 'Man overboard from 1:42 PM cleared.');
    assert.deepEqual(second.writes(), [['clear', '6f1c2d3e-0001']]);
    assert.deepEqual(saved, { mobs: [] });
    // Without the saved state the same MOB is not ours.
    const forgetful = rig({ model: first.model, clock: first.clock });
    first.delta('notifications.mob.6f1c2d3e-0001', { state: 'emergency', method: ['visual', 'sound'], message: 'Man overboard' });
    assert.equal((await forgetful.say('mob_cancel')).display, 'That man overboard was not raised by me: clear it where it was raised.');
  });

  it('a saved state that is not ours, or a store that throws, loses nothing else', async () => {
    for (const bad of [null, 'junk', { mobs: 'x' }, { mobs: [{ id: 5, at: 'y' }, null, 7] }]) {
      const r = rig({ store: { load: () => bad, save: () => {} } });
      assert.equal((await r.say('mob_cancel')).display, 'No man overboard is active.');
    }
    const r = rig({
      store: {
        load: () => {
          return { mobs: [] };
        },
        save: () => {
          throw new Error('disk full');
        },
      },
    });
    r.fix(CASCAIS);
    assert.equal((await r.say('mob')).display, MARKED);
    await r.say('mob_cancel');
    assert.equal((await r.say('confirm_mob_cancel')).display, 'Man overboard from 1:42 PM cleared.');
  });
});

describe('action engine: MCP confirmations (confirmById)', () => {
  it('the right id with a yes acts', async () => {
    const r = rig();
    r.fix(CASCAIS);
    const ask = await r.say('anchor_set', { radius: '40' }, MCP);
    assert.equal(ask.display, 'Anchor watch 40 meters, here? Say confirm anchor watch.');
    const done = await r.engine.confirmById(ask.confirm_id!, true, 'en');
    assert.deepEqual(done, {
      display: 'Anchor watch set: 40 meters. To undo, say undo anchor watch.',
      timestamp: '2026-07-15T12:42:00.000Z',
      command: 'confirm_anchor_set',
      done: true,
    });
    assert.deepEqual(r.writes(), [['anchor.set', { position: CASCAIS, radius: 40 }]]);
  });

  it('a wrong id does nothing and keeps the pending; a no drops it', async () => {
    const r = rig();
    r.fix(CASCAIS);
    const ask = await r.say('anchor_set', { radius: '40' }, MCP);
    const wrong = await r.engine.confirmById('00000000-0000-0000-0000-000000000000', true, 'en');
    assert.deepEqual(wrong, {
      display: 'Nothing is waiting for confirmation.',
      timestamp: '2026-07-15T12:42:00.000Z',
      command: null,
      done: false,
      note: 'Nothing waits for this confirm_id: send the command again.',
    });
    assert.equal(r.engine.pendingId(), ask.confirm_id);
    const no = await r.engine.confirmById(ask.confirm_id!, false, 'en');
    assert.deepEqual(
      [no.display, no.command, no.done, no.note],
      ['Not confirmed: that was not a yes.', null, false, 'Not confirmed; send the command again if the skipper wants it.'],
    );
    assert.equal(r.engine.pendingId(), null);
    assert.equal((await r.engine.confirmById(ask.confirm_id!, true, 'en')).display, 'Nothing is waiting for confirmation.');
    assert.deepEqual(r.writes(), []);
  });

  it('an id past 20 s is late', async () => {
    const r = rig();
    r.fix(CASCAIS);
    const ask = await r.say('anchor_set', { radius: '40' }, MCP);
    r.advance(CONFIRM_WINDOW_MS + 1);
    assert.equal((await r.engine.confirmById(ask.confirm_id!, true, 'en')).display, 'Too late to confirm: say the command again.');
    assert.deepEqual(r.writes(), []);
  });

  it('never confirms over MCP what MCP may not do (cancel man overboard, raise the watch), even with the id', async () => {
    const r = rig();
    r.fix(CASCAIS);
    await r.say('mob');
    const cancel = await r.say('mob_cancel');
    const a = await r.engine.confirmById(cancel.confirm_id!, true, 'en');
    assert.deepEqual([a.display, a.done], ['Cancelling a man overboard is done by voice through Home Assistant, or on the plotter.', false]);
    // The skipper's own question still waits for the skipper's voice.
    assert.equal(r.engine.pendingId(), cancel.confirm_id);
    r.anchor.circle = { position: CASCAIS, radius: 30, own: false };
    const raise = await r.say('anchor_raise');
    const b = await r.engine.confirmById(raise.confirm_id!, true, 'en');
    assert.deepEqual([b.display, b.done], ['Switching the anchor watch off is done by voice through Home Assistant, or on the plotter.', false]);
    assert.deepEqual(r.writes(), [['raiseMob', 'Man overboard']]);
    assert.equal((await r.say('confirm_anchor_raise')).display, 'Anchor watch off. To undo, say undo anchor watch.');
  });
});

describe('action engine: alarms', () => {
  it('silence with an alarm and a MOB sounding: the alarm is silenced (not acknowledged), the MOB is said as still sounding', async () => {
    const r = rig();
    r.script.list = [MOB_NOTE, BILGE];
    const a = await r.say('alarm_silence');
    assert.deepEqual(a, {
      display: 'Silenced: Bilge pump running. SignalK cannot unsilence. Still sounding: Person Overboard.',
      timestamp: '2026-07-15T12:42:00.000Z',
      command: 'alarm_silence',
      done: true,
    });
    assert.deepEqual(r.writes(), [['silence', 'bilge-1']]);
  });

  it('silence without a name: the worst alarm that is no emergency; the others still sound', async () => {
    const r = rig();
    r.script.list = [
      SHALLOW,
      BILGE,
      note('old-1', 'notifications.engine.temp', 'alarm', 'Engine hot', { silenced: true }),
      note('vis-1', 'notifications.x', 'alarm', 'Quiet one', { sound: false }),
    ];
    const a = await r.say('alarm_silence');
    assert.equal(a.display, 'Silenced: Bilge pump running. SignalK cannot unsilence. Still sounding: Shallow water.');
    assert.deepEqual(r.writes(), [['silence', 'bilge-1']]);
  });

  it('only a MOB sounding and no name: nothing silenced, the emergency must be named', async () => {
    const r = rig();
    r.script.list = [MOB_NOTE];
    const a = await r.say('alarm_silence');
    assert.deepEqual([a.display, a.done], ['Only Person Overboard is sounding: name it to silence it.', false]);
    assert.deepEqual(r.writes(), []);
  });

  it('nothing sounding, or no sounding alarm of that name: said, nothing written', async () => {
    const r = rig();
    r.script.list = [note('b', 'notifications.bilge', 'alarm', 'Bilge', { silenced: true }), note('n', 'notifications.ok', 'normal', 'All fine')];
    assert.equal((await r.say('alarm_silence')).display, 'No alarm is sounding.');
    assert.equal((await r.say('alarm_silence_all')).display, 'No alarm is sounding.');
    r.script.list = [BILGE];
    assert.equal((await r.say('alarm_silence', { alarm: 'windlass' })).display, 'No sounding alarm is called windlass.');
    assert.deepEqual(r.writes(), []);
  });

  it('a named emergency ("fire") is acknowledged, not silenced', async () => {
    const r = rig();
    r.script.list = [FIRE, BILGE];
    const a = await r.say('alarm_silence', { alarm: 'fire' });
    assert.deepEqual([a.display, a.done], ['Silenced: Fire in the engine room. SignalK cannot unsilence. Still sounding: Bilge pump running.', true]);
    assert.deepEqual(r.writes(), [['acknowledge', 'fire-1']]);
  });

  it('a named alarm is found by the words of its message or path', async () => {
    const r = rig();
    r.script.list = [MOB_NOTE, SHALLOW, BILGE];
    const a = await r.say('alarm_silence', { alarm: 'depth' });
    assert.equal(a.display, 'Silenced: Shallow water. SignalK cannot unsilence. Still sounding: Person Overboard, Bilge pump running.');
    assert.deepEqual(r.writes(), [['silence', 'depth-1']]);
  });

  it("SignalK's refusal is said as its reason", async () => {
    for (const [message, said] of [
      ['Alarm already silenced or acknowledged!', 'Not silenced: it is already silenced.'],
      ['Alarm cannot be silenced!', 'Not silenced: it cannot be silenced.'],
      ['Alarm already acknowledged!', 'Not silenced: it is already acknowledged.'],
      ['Something else', 'Not silenced: SignalK reported a failure.'],
    ] as const) {
      const r = rig();
      r.script.list = [BILGE];
      r.script.silence = () => ({ status: 'refused', httpStatus: 400, message });
      const a = await r.say('alarm_silence');
      assert.deepEqual([a.display, a.done], [said, false]);
      assert.deepEqual(r.writes(), [['silence', 'bilge-1']]);
    }
  });

  it('no listing from SignalK: said, nothing written', async () => {
    const r = rig();
    r.script.list = null;
    for (const command of ['alarm_silence', 'alarm_silence_all', 'mob_acknowledge'] as const) {
      assert.equal((await r.say(command)).display, 'I cannot read the alarms from SignalK: use the plotter.');
    }
    assert.deepEqual(r.writes(), []);
  });

  it('silence all with two alarms and a MOB: one silenceAll, the count, the MOB still sounding', async () => {
    const r = rig();
    r.script.list = [BILGE, MOB_NOTE, SHALLOW];
    const a = await r.say('alarm_silence_all');
    assert.deepEqual([a.display, a.done], ['Silenced 2 alarms. SignalK cannot unsilence. Still sounding: Person Overboard.', true]);
    assert.deepEqual(r.writes(), [['silenceAll']]);
  });

  it('silence all with one alarm names it; with only a MOB, nothing is sent', async () => {
    const r = rig();
    r.script.list = [SHALLOW];
    assert.equal((await r.say('alarm_silence_all')).display, 'Silenced: Shallow water. SignalK cannot unsilence.');
    r.script.list = [MOB_NOTE];
    assert.equal((await r.say('alarm_silence_all')).display, 'Only Person Overboard is sounding: name it to silence it.');
    assert.deepEqual(r.writes(), [['silenceAll']]);
  });

  it('silence all that SignalK cannot reach, or does not confirm, is said so', async () => {
    const r = rig();
    r.script.list = [BILGE, SHALLOW];
    r.script.silenceAll = () => ({ status: 'unreachable', message: 'timeout' });
    assert.equal((await r.say('alarm_silence_all')).display, 'Not silenced: SignalK cannot be reached.');
    r.script.silenceAll = () => ({ status: 'unconfirmed', httpStatus: 200 });
    const a = await r.say('alarm_silence_all');
    assert.deepEqual([a.display, a.done], ['Silenced 2 alarms. SignalK cannot unsilence.', false]);
  });

  it('acknowledge man overboard: every sounding MOB acknowledged, other alarms left alone', async () => {
    const r = rig();
    const ours = note('ours-1', 'notifications.mob.ours-1', 'emergency', 'Man overboard');
    r.script.list = [MOB_NOTE, BILGE, ours];
    const a = await r.say('mob_acknowledge');
    assert.deepEqual([a.display, a.done], ['Man overboard acknowledged: sound off, the alarm stays.', true]);
    assert.deepEqual(r.writes(), [
      ['acknowledge', 'mob-dev-1'],
      ['acknowledge', 'ours-1'],
    ]);
    r.script.list = [BILGE, note('q', 'notifications.mob.q', 'emergency', 'Man overboard', { sound: false })];
    assert.equal((await r.say('mob_acknowledge')).display, 'No man overboard is sounding.');
    r.script.list = [MOB_NOTE];
    r.script.acknowledge = () => ({ status: 'refused', httpStatus: 400, message: 'Alarm already acknowledged!' });
    assert.equal((await r.say('mob_acknowledge')).display, 'Not silenced: it is already acknowledged.');
    assert.equal(r.writes().length, 3);
  });

  it('hostile alarm messages (control characters, 5,000 characters, nothing sayable) never crash and are said short', async () => {
    const r = rig();
    const long = 'Water in the bilge '.repeat(264).slice(0, 5000);
    assert.equal(long.length, 5000);
    r.script.list = [
      note('h1', 'notifications.bilge.level', 'alarm', `\u0007\u001b[31mHigh\u0000 water\nin\tbilge${'\u0008'.repeat(40)}`),
      note('h2', 'notifications.tank.fuel', 'warn', long),
      note('h3', 'notifications.battery.house', 'alert', '\u0000\u0001\u0002\u200b'),
      MOB_NOTE,
    ];
    const a = await r.say('alarm_silence');
    assert.equal(
      a.display,
      'Silenced: 31mHigh water in bilge. SignalK cannot unsilence. Still sounding: Person Overboard, Water in the bilge Water in the bilge Water in the bilge, house.',
    );
    assert.deepEqual(r.writes(), [['silence', 'h1']]);
    const all = await r.say('alarm_silence_all');
    assert.equal(all.display, 'Silenced 3 alarms. SignalK cannot unsilence. Still sounding: Person Overboard.');
    r.script.list = [note('h4', 'notifications.mob.h4', 'emergency', '\u0000'.repeat(5000))];
    assert.equal((await r.say('alarm_silence')).display, 'Only Man overboard is sounding: name it to silence it.');
    r.script.list = [BILGE];
    assert.equal((await r.say('alarm_silence', { alarm: `bilge ${'\u0007'.repeat(3)}` })).display, 'Silenced: Bilge pump running. SignalK cannot unsilence.');
    assert.equal((await r.say('alarm_silence', { alarm: 'x'.repeat(5000) })).display, `No sounding alarm is called ${'x'.repeat(40)}.`);
  });
});

describe('action engine: anchor watch', () => {
  it('no radius: says how; a bad radius is refused before anything is sent', async () => {
    const r = rig();
    r.fix(CASCAIS);
    assert.equal((await r.say('anchor_set')).display, 'Say the radius, for example: set the anchor watch to 40 meters.');
    assert.equal((await r.say('anchor_set', { radius: ' ' })).display, 'Say the radius, for example: set the anchor watch to 40 meters.');
    for (const said of ['0', '500', 'forty', '12.5.3', '9', '301', '-40']) {
      const a = await r.say('anchor_set', { radius: said });
      assert.deepEqual(
        [a.display, a.confirm_id, a.note],
        ['Not set: the radius must be a number from 10 to 300 meters.', undefined, 'radius must be a number of meters from 10 to 300'],
      );
    }
    assert.equal(r.engine.pendingId(), null);
    assert.deepEqual(r.calls, []);
  });

  it('no fix, or a fix 6 s old: refused, nothing asked', async () => {
    const r = rig();
    assert.equal((await r.say('anchor_set', { radius: '40' })).display, 'Not set: no GPS fix in the last 5 seconds.');
    r.fix(CASCAIS);
    r.advance(FIX_MAX_AGE_MS + 1000);
    assert.equal((await r.say('anchor_set', { radius: '40' })).display, 'Not set: no GPS fix in the last 5 seconds.');
    r.delta('navigation.position', { latitude: null, longitude: -9.42 }, 'gps.1');
    assert.equal((await r.say('anchor_set', { radius: '40' })).display, 'Not set: no GPS fix in the last 5 seconds.');
    assert.equal(r.engine.pendingId(), null);
    assert.deepEqual(r.writes(), []);
  });

  it('"40": asked with the read-back and a confirm_id; confirmed within 20 s, set at the fix of the confirmation', async () => {
    const r = rig();
    r.fix(CASCAIS);
    const ask = await r.say('anchor_set', { radius: '40' });
    assert.equal(ask.display, 'Anchor watch 40 meters, here? Say confirm anchor watch.');
    assert.match(ask.confirm_id ?? '', /^[0-9a-f-]{36}$/);
    assert.deepEqual(r.writes(), []);
    r.advance(CONFIRM_WINDOW_MS);
    const here = north(CASCAIS, 12);
    r.fix(here);
    const done = await r.say('confirm_anchor_set');
    assert.deepEqual([done.display, done.done], ['Anchor watch set: 40 meters. To undo, say undo anchor watch.', true]);
    assert.deepEqual(r.writes(), [['anchor.set', { position: here, radius: 40 }]]);
  });

  it('the fix lost between the question and the confirmation: not set', async () => {
    const r = rig();
    r.fix(CASCAIS);
    await r.say('anchor_set', { radius: '40' });
    r.advance(FIX_MAX_AGE_MS + 1);
    assert.equal((await r.say('confirm_anchor_set')).display, 'Not set: no GPS fix in the last 5 seconds.');
    assert.deepEqual(r.writes(), []);
  });

  it('a confirmation after 20 s, or from another satellite, sets nothing', async () => {
    const r = rig();
    r.fix(CASCAIS);
    await r.say('anchor_set', { radius: '40' });
    assert.equal((await r.say('confirm_anchor_set', {}, SALOON)).display, 'Confirm on the speaker that heard the command.');
    r.advance(CONFIRM_WINDOW_MS + 1);
    r.fix(CASCAIS);
    assert.equal((await r.say('confirm_anchor_set')).display, 'Too late to confirm: say the command again.');
    assert.equal((await r.say('confirm_anchor_raise')).display, 'Nothing is waiting for confirmation.');
    assert.deepEqual(r.writes(), []);
  });

  it('our own watch (no plugin) says so', async () => {
    const r = rig();
    r.script.own = true;
    r.fix(CASCAIS);
    await r.say('anchor_set', { radius: '40m' });
    const done = await r.say('confirm_anchor_set');
    assert.equal(done.display, 'Anchor watch set: 40 meters. I am watching it myself. To undo, say undo anchor watch.');
    assert.deepEqual(r.writes(), [['anchor.set', { position: CASCAIS, radius: 40 }]]);
  });

  it('moving an armed watch says from what to what; undo puts the old circle back', async () => {
    const r = rig();
    const old = north(CASCAIS, -25);
    r.anchor.circle = { position: old, radius: 30, own: false };
    r.fix(CASCAIS);
    const ask = await r.say('anchor_set', { radius: '40' });
    assert.equal(ask.display, 'Move the anchor watch here, from 30 meters to 40 meters? Say confirm anchor watch.');
    const done = await r.say('confirm_anchor_set');
    assert.deepEqual([done.display, done.done], ['Anchor watch moved: was 30 meters, now 40 meters. To undo, say undo anchor watch.', true]);
    r.advance(UNDO_WINDOW_MS);
    const undo = await r.say('anchor_undo');
    assert.deepEqual([undo.display, undo.done, undo.confirm_id], ['Anchor watch back: 30 meters.', true, undefined]);
    assert.deepEqual(r.writes(), [
      ['anchor.set', { position: CASCAIS, radius: 40 }],
      ['anchor.set', { position: old, radius: 30 }],
    ]);
    // Undone once: nothing more to undo.
    assert.equal((await r.say('anchor_undo')).display, 'Nothing to undo for the anchor watch.');
    assert.equal(r.writes().length, 2);
  });

  it('a set that fails is said with its reason, and leaves nothing to undo', async () => {
    for (const [outcome, said] of [
      [{ status: 'failed', httpStatus: 502, message: null }, 'Anchor watch NOT set: SignalK reported a failure.'],
      [{ status: 'unreachable', message: 'timeout' }, 'Anchor watch NOT set: SignalK cannot be reached.'],
      [{ status: 'unauthorized', httpStatus: 403 }, 'Anchor watch NOT set: SignalK refused the write.'],
    ] as [WriteOutcome, string][]) {
      const r = rig();
      r.script.anchorOutcome = outcome;
      r.fix(CASCAIS);
      await r.say('anchor_set', { radius: '40' });
      const a = await r.say('confirm_anchor_set');
      assert.deepEqual([a.display, a.done], [said, false]);
      assert.equal((await r.say('anchor_undo')).display, 'Nothing to undo for the anchor watch.');
      assert.deepEqual(r.writes(), [['anchor.set', { position: CASCAIS, radius: 40 }]]);
    }
  });

  it('a set SignalK does not confirm at once: said, and announced when maxRadius comes', async () => {
    const r = rig();
    r.script.anchorOutcome = { status: 'unconfirmed', httpStatus: 200 };
    r.fix(CASCAIS);
    await r.say('anchor_set', { radius: '40' });
    assert.equal((await r.say('confirm_anchor_set')).display, 'Sent, but SignalK has not confirmed the anchor watch.');
    r.delta('navigation.anchor.maxRadius', 30);
    r.delta('navigation.anchor.maxRadius', 40);
    r.delta('navigation.anchor.maxRadius', 40);
    assert.deepEqual(r.announced, [['Anchor watch set: 40 meters.', 'en']]);
  });

  it('raise: no watch, or over MCP, asks nothing and writes nothing', async () => {
    const r = rig();
    assert.equal((await r.say('anchor_raise')).display, 'No anchor watch is on.');
    r.anchor.circle = { position: CASCAIS, radius: 40, own: false };
    const mcp = await r.say('anchor_raise', {}, MCP);
    assert.deepEqual(
      [mcp.display, mcp.note, mcp.confirm_id],
      ['Switching the anchor watch off is done by voice through Home Assistant, or on the plotter.', 'Switching the anchor watch off is not available over MCP.', undefined],
    );
    assert.equal(r.engine.pendingId(), null);
    assert.deepEqual(r.writes(), []);
  });

  it('raise an armed watch: asked with the distance to the anchor; confirmed, it is off; undo restores it', async () => {
    const r = rig();
    const anchorAt = CASCAIS;
    const boat = north(CASCAIS, 73);
    r.anchor.circle = { position: anchorAt, radius: 40, own: false };
    r.fix(boat);
    const metres = Math.round(haversine(boat, anchorAt));
    assert.equal(metres, 73);
    const ask = await r.say('anchor_raise');
    assert.equal(ask.display, `Anchor watch off? Anchor ${metres} meters away. Say confirm anchor watch off.`);
    assert.equal(typeof ask.confirm_id, 'string');
    assert.deepEqual(r.writes(), []);
    r.advance(10_000);
    const done = await r.say('confirm_anchor_raise');
    assert.deepEqual([done.display, done.done], ['Anchor watch off. To undo, say undo anchor watch.', true]);
    assert.deepEqual(r.writes(), [['anchor.raise']]);
    r.advance(UNDO_WINDOW_MS);
    assert.equal((await r.say('anchor_undo')).display, 'Anchor watch back: 40 meters.');
    assert.deepEqual(r.writes(), [['anchor.raise'], ['anchor.set', { position: anchorAt, radius: 40 }]]);
  });

  it('raise while moving over a knot and dragging: both said; without a fix no distance', async () => {
    const r = rig({ dragging: () => true });
    r.anchor.circle = { position: CASCAIS, radius: 40, own: true };
    r.fix(north(CASCAIS, 150));
    r.delta('navigation.speedOverGround', 1.5);
    const ask = await r.say('anchor_raise');
    assert.equal(ask.display, 'Anchor watch off? Anchor 150 meters away. We are moving. Anchor dragging. Say confirm anchor watch off.');
    const slow = rig({ dragging: () => false });
    slow.anchor.circle = { position: CASCAIS, radius: 40, own: false };
    slow.delta('navigation.speedOverGround', MOVING_MS);
    assert.equal((await slow.say('anchor_raise')).display, 'Anchor watch off? Say confirm anchor watch off.');
    assert.deepEqual([...r.writes(), ...slow.writes()], []);
  });

  it('a raise that fails is said; the watch stays', async () => {
    const r = rig();
    r.anchor.circle = { position: CASCAIS, radius: 40, own: false };
    r.script.anchorOutcome = { status: 'refused', httpStatus: 400, message: 'nope' };
    await r.say('anchor_raise');
    assert.equal((await r.say('confirm_anchor_raise')).display, 'Anchor watch still on: SignalK reported a failure.');
    assert.deepEqual(r.anchor.circle, { position: CASCAIS, radius: 40, own: false });
    assert.equal((await r.say('anchor_undo')).display, 'Nothing to undo for the anchor watch.');
    assert.deepEqual(r.writes(), [['anchor.raise']]);
  });

  it('undo within 2 minutes of a first set raises the watch; after 2 minutes there is nothing to undo', async () => {
    const r = rig();
    r.fix(CASCAIS);
    await r.say('anchor_set', { radius: '40' });
    await r.say('confirm_anchor_set');
    r.advance(60_000);
    const undo = await r.say('anchor_undo');
    assert.deepEqual([undo.display, undo.done], ['Anchor watch off again.', true]);
    assert.deepEqual(r.writes(), [['anchor.set', { position: CASCAIS, radius: 40 }], ['anchor.raise']]);
    assert.equal(r.anchor.circle, null);

    const late = rig();
    late.fix(CASCAIS);
    await late.say('anchor_set', { radius: '40' });
    await late.say('confirm_anchor_set');
    late.advance(UNDO_WINDOW_MS + 1);
    assert.equal((await late.say('anchor_undo')).display, 'Nothing to undo for the anchor watch.');
    assert.deepEqual(late.writes(), [['anchor.set', { position: CASCAIS, radius: 40 }]]);
  });

  it('undo with a read-only grant is refused; nothing to undo without a change', async () => {
    const r = rig();
    assert.equal((await r.say('anchor_undo')).display, 'Nothing to undo for the anchor watch.');
    r.fix(CASCAIS);
    await r.say('anchor_set', { radius: '40' });
    await r.say('confirm_anchor_set');
    r.script.access = 'readonly';
    assert.equal((await r.say('anchor_undo')).display, 'I can read but not write: approve write access for signalk-assist in SignalK.');
    assert.deepEqual(r.writes(), [['anchor.set', { position: CASCAIS, radius: 40 }]]);
  });

  it('a confirmation after a new command finds nothing: the command voided it', async () => {
    const r = rig();
    r.fix(CASCAIS);
    await r.say('anchor_set', { radius: '40' });
    await r.say('alarm_silence');
    assert.equal((await r.say('confirm_anchor_set')).display, 'Nothing is waiting for confirmation.');
    r.anchor.circle = { position: CASCAIS, radius: 40, own: false };
    await r.say('anchor_raise');
    await r.say('anchor_set', { radius: 'forty' });
    assert.equal((await r.say('confirm_anchor_raise')).display, 'Nothing is waiting for confirmation.');
    // A confirmation of another action keeps the pending one.
    const ask = await r.say('anchor_raise');
    assert.equal((await r.say('confirm_anchor_set')).display, 'Nothing is waiting for confirmation.');
    assert.equal(r.engine.pendingId(), ask.confirm_id);
    assert.deepEqual(r.writes(), []);
  });
});

describe('parseRadius', () => {
  it('digits from 10 to 300 meters, rounded; anything else null', () => {
    const table: [string, number | null][] = [
      ['40', 40],
      ['40m', 40],
      ['40 m', 40],
      ['40 meters', 40],
      ['40.5', 41],
      ['40,5', 41],
      ['40,4', 40],
      ['10', 10],
      ['300', 300],
      ['9', null],
      ['9.99', null],
      ['301', null],
      ['300.5', null],
      ['0', null],
      ['500', null],
      ['forty', null],
      ['12.5.3', null],
      ['-40', null],
      ['4e1', null],
      ['', null],
      [' ', null],
    ];
    assert.deepEqual(
      table.map(([said]) => [said, parseRadius(said)]),
      table,
    );
    assert.deepEqual([RADIUS_MIN_M, RADIUS_MAX_M], [10, 300]);
  });
});
