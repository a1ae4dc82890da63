/**
 * Our own drag alarm (vessel/anchor-watch.ts), without the anchor-alarm plugin: the hysteresis (5 m
 * either side of the circle, 30 s beyond it) on fixes that wander at the edge, drag out, come back;
 * and what it makes true: get_active_alarms holds it as an alarm, anchor_state says "Anchor dragging"
 * with the bearing, the announcement plan says it once per drag, SignalK's own anchor alarm (the
 * plugin's) is said instead of ours. Exact answers in English and other languages; new wording timed
 * with espeak-ng.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { AnchorWatch, attachAnchorWatch, DRAG_AFTER_MS, DRAG_MARGIN_M } from '../../src/vessel/anchor-watch.js';
import { VesselModel } from '../../src/vessel/model.js';
import { createSpeaker } from '../../src/speech/speaker.js';
import { ttsViolations } from '../../src/speech/safety.js';
import { LANGUAGES, type Language } from '../../src/speech/types.js';
import type { QueryContext } from '../../src/queries/types.js';
import { query as getActiveAlarms } from '../../src/questions/get-active-alarms/query.js';
import { query as anchorState } from '../../src/questions/anchor-state/query.js';
import { AnnouncePlanner } from '../../src/announce/plan.js';
import { SETTLE_MS, startAnnounceOutput } from '../../src/announce/index.js';
import type { HaConnection } from '../../src/ha/connection.js';
import { announcementReading } from '../../src/announce/reading.js';
import { ESPEAK_VOICE, espeakInstalled, frenchEastMisread, say } from '../helpers/espeak.js';
import { contextOf } from '../helpers/query-context.js';

const T0 = Date.parse('2026-11-30T03:00:00Z');
const R = 40;
/** A small deterministic wander: ±4 m, as a GNSS fix at anchor. */
const wander = (i: number) => 4 * Math.sin(i * 1.7) * Math.cos(i * 0.31);

/** Feeds one fix a second at the distances `d(i)` from t0; returns the watch's changes as [second, dragging]. */
function run(watch: AnchorWatch, seconds: number, d: (i: number) => number, t0 = T0): [number, boolean][] {
  const changes: [number, boolean][] = [];
  let i = 0;
  const off = watch.onChange((dragging) => changes.push([i, dragging]));
  for (; i < seconds; i++) watch.update(d(i), R, t0 + i * 1000);
  off();
  return changes;
}

describe('anchor watch hysteresis', () => {
  it('thresholds: 5 m either side of the circle, 30 s beyond it', () => {
    assert.deepEqual([DRAG_MARGIN_M, DRAG_AFTER_MS], [5, 30_000]);
  });

  it('a fix wandering ±4 m around the edge for an hour never raises it', () => {
    const w = new AnchorWatch();
    assert.deepEqual(
      run(w, 3600, (i) => R + wander(i)),
      [],
    );
    assert.equal(w.dragging, false);
  });

  it('one wild fix, or a swing out for 20 s, is not a drag', () => {
    const w = new AnchorWatch();
    assert.deepEqual(
      run(w, 120, (i) => (i === 50 ? R + 60 : R - 10)),
      [],
    );
    assert.deepEqual(
      run(w, 120, (i) => (i >= 10 && i < 30 ? R + 12 : R - 10), T0 + 200_000),
      [],
    );
  });

  it('a drag at a quarter knot with the wander is raised once, and cleared once only when back inside by 5 m', () => {
    const w = new AnchorWatch();
    // Crosses the circle at 60 s (0.13 m/s from 32 m), then holds 85 m with the wander.
    const out = (i: number) => Math.min(85, 32 + 0.13 * i) + wander(i);
    const changes = run(w, 900, out);
    assert.equal(changes.length, 1);
    assert.equal(changes[0]![1], true);
    // The first fix beyond the edge is about 31 s after the drag began; the alarm comes 30 s to 60 s after it.
    assert.ok(changes[0]![0] >= 61 && changes[0]![0] <= 130, String(changes[0]![0]));
    assert.equal(w.raisedAt, T0 + changes[0]![0] * 1000);
    // Back to the edge (inside by 1 to 4 m) holds it; inside by 5 m clears it.
    assert.deepEqual(
      run(w, 60, () => R - 2, T0 + 900_000),
      [],
    );
    assert.deepEqual(
      run(w, 60, () => R - 6, T0 + 960_000),
      [[0, false]],
    );
  });

  it('the anchor raised or reset clears it', () => {
    const w = new AnchorWatch();
    run(w, 60, () => R + 20);
    assert.equal(w.dragging, true);
    w.update(null, null, T0 + 70_000);
    assert.equal(w.dragging, false);
  });
});

// ---------------------------------------------------------------------------------------------------

const ANCHOR = { latitude: 38.7, longitude: -9.4 };
const M_PER_DEG_LAT = 111_195;
/** A position `m` meters North of the anchor (the anchor then lies South of us). */
const north = (m: number) => ({ latitude: ANCHOR.latitude + m / M_PER_DEG_LAT, longitude: ANCHOR.longitude });

function boat() {
  const clock = { now: T0 };
  const model = new VesselModel(() => clock.now);
  const watch = new AnchorWatch();
  attachAnchorWatch(model, watch);
  const send = (values: Record<string, unknown>) =>
    model.applyDelta({ updates: [{ $source: 'gps.1', timestamp: new Date(clock.now).toISOString(), values: Object.entries(values).map(([path, value]) => ({ path, value })) }] });
  const ctx = (language: Language = 'en'): QueryContext => contextOf(model, { language, now: () => clock.now, anchorWatch: watch });
  send({ 'navigation.anchor.position': ANCHOR, 'navigation.anchor.maxRadius': R, 'navigation.position': north(20) });
  /** Drags North: 85 m from the anchor (with the wander, the last fix exactly) from the next fix, one fix a second for `s` seconds. */
  const drag = (s: number) => {
    for (let i = 0; i < s; i++) {
      clock.now += 1000;
      send({ 'navigation.position': north(i === s - 1 ? 85 : 85 + wander(i)) });
    }
  };
  return { model, watch, send, ctx, clock, drag };
}

/**
 * The announcement output over `b`, announcing to a kitchen speaker at once (no minimum interval),
 * with the messages it sends. Home Assistant's side is not what is tested here (test/ha/announce.test.ts
 * runs the real one): a connected socket that records the service calls.
 */
function announcing(b: ReturnType<typeof boat>, o: { cleared: boolean }) {
  const sent: string[] = [];
  const ha = { conn: { connected: true }, send: async (call: { service_data: { message: string } }) => void sent.push(call.service_data.message), onReady: () => () => {} };
  const out = startAnnounceOutput({
    ha: ha as unknown as HaConnection,
    model: b.model,
    context: () => b.ctx(),
    now: () => b.clock.now,
    anchorWatch: b.watch,
    targets: ['media_player.kitchen'],
    tts: 'tts.piper',
    cleared: o.cleared,
    minIntervalMs: 0,
  });
  return { sent, out };
}

/** 85 m North of the anchor, dragging: the alarm and the anchor answer. */
const DRAGGING: Record<Language, [string, string]> = {
  en: ['1 alarm: Anchor dragging.', 'Anchor dragging: 85 meters from the anchor, bearing south; the circle is 40 meters.'],
  'pt-BR': ['1 alarme: Âncora garrando.', 'Garrando: âncora a 85 metros, a sul, círculo de 40 metros.'],
  pt: ['1 alarme: Âncora a garrar.', 'Estamos a garrar: âncora a 85 metros, a sul, círculo de 40 metros.'],
  de: ['1 Alarm: Anker slippt.', 'Anker slippt: 85 Meter entfernt, Peilung Süd, Kreis 40 Meter.'],
  fr: ["1 alarme : L'ancre chasse.", "L'ancre chasse : à 85 mètres de l'ancre, relèvement sud, le cercle fait 40 mètres."],
  es: ['1 alarma: El ancla garrea.', 'Estamos garreando: ancla a 85 metros, al sur, círculo de 40 metros.'],
  nl: ['1 alarm: Anker krabt.', 'Anker krabt: anker op 85 meter, peiling zuid, cirkel van 40 meter.'],
};

describe('the drag alarm in the answers', () => {
  it('outside but not yet 30 s: no alarm, and the outside answer keeps the bearing', () => {
    const b = boat();
    b.drag(10);
    assert.equal(getActiveAlarms.run({}, b.ctx()).display, 'No active alarms.');
    const a = anchorState.run({}, b.ctx());
    assert.equal(a.display, 'Outside the anchor circle: 85 meters from the anchor, bearing south; the circle is 40 meters.');
    assert.deepEqual([a.inside, a.dragging], [false, false]);
    assert.equal(anchorState.run({}, b.ctx('de')).display, 'Außerhalb des Kreises von 40 Metern: Anker 85 Meter entfernt, Peilung Süd.');
  });

  it('after 30 s beyond the circle: an alarm of get_active_alarms and "Anchor dragging" in every language', () => {
    const b = boat();
    b.drag(35);
    assert.equal(b.watch.dragging, true);
    for (const language of LANGUAGES) {
      const alarms = getActiveAlarms.run({}, b.ctx(language));
      const anchor = anchorState.run({}, b.ctx(language));
      assert.deepEqual([alarms.display, anchor.display], DRAGGING[language], language);
      assert.equal(anchor.dragging, true);
      for (const t of DRAGGING[language]) assert.deepEqual(ttsViolations(t, language), [], t);
    }
    const [alarm] = getActiveAlarms.run({}, b.ctx()).alarms;
    assert.deepEqual(alarm, { path: 'navigation.anchor', state: 'alarm', message: 'Anchor dragging', timestamp: new Date(b.watch.raisedAt!).toISOString() });
    // Nothing was written into the model (nor to SignalK): the alarm is ours.
    assert.equal(b.model.get('notifications.navigation.anchor'), undefined);
  });

  it("SignalK's own anchor alarm (the plugin's) is said instead of ours, not both", () => {
    const b = boat();
    b.drag(35);
    b.send({ 'notifications.navigation.anchor': { state: 'emergency', method: ['sound'], message: 'Anchor alarm' } });
    const alarms = getActiveAlarms.run({}, b.ctx());
    assert.equal(alarms.display, '1 emergency: Anchor alarm.');
  });

  it('back inside by 5 m: the alarm is gone', () => {
    const b = boat();
    b.drag(35);
    b.clock.now += 1000;
    b.send({ 'navigation.position': north(30) });
    assert.equal(getActiveAlarms.run({}, b.ctx()).display, 'No active alarms.');
    assert.equal(anchorState.run({}, b.ctx()).display, 'Anchored; 30 meters from the anchor, bearing south; inside the 40 meter circle.');
  });

  it('announced once per drag: the planner hears one alarm for a drag of ten minutes', () => {
    const b = boat();
    const planner = new AnnouncePlanner({ minIntervalMs: 30_000, cleared: false });
    b.watch.onChange((dragging) => planner.notification('navigation.anchor', dragging ? { state: 'alarm', message: 'Anchor dragging' } : null));
    const said: string[] = [];
    for (let s = 0; s < 600; s++) {
      b.clock.now += 1000;
      b.send({ 'navigation.position': north(85 + wander(s)) });
      const batch = planner.take(b.clock.now);
      if (batch) said.push(b.ctx().speaker.announcement(announcementReading(batch, () => ({ name: null, rangeM: null, bearingRad: null }))));
    }
    assert.deepEqual(said, ['1 alarm: Anchor dragging.']);
  });

  it("the announcement output says a drag once, as the alarms answer words it, and not over the plugin's alarm", async () => {
    const b = boat();
    const { sent, out } = announcing(b, { cleared: false });
    try {
      for (let s = 0; s < 120; s++) {
        b.clock.now += 1000;
        b.send({ 'navigation.position': north(85 + wander(s)) });
        if (s % 20 === 0) await new Promise((r) => setTimeout(r, SETTLE_MS + 50));
      }
      await new Promise((r) => setTimeout(r, SETTLE_MS + 50));
      assert.deepEqual(sent, ['1 alarm: Anchor dragging.']);
      // Back inside, the plugin raising its own alarm, then dragging again: the plugin's is said, ours not.
      b.clock.now += 1000;
      b.send({ 'navigation.position': north(20) });
      b.send({ 'notifications.navigation.anchor': { state: 'alarm', method: ['sound'], message: 'Anchor alarm' } });
      for (let s = 0; s < 40; s++) {
        b.clock.now += 1000;
        b.send({ 'navigation.position': north(85) });
      }
      await new Promise((r) => setTimeout(r, SETTLE_MS + 50));
      assert.deepEqual(sent, ['1 alarm: Anchor dragging.', '1 alarm: Anchor alarm.']);
    } finally {
      out.stop();
    }
  });

  it('with cleared alarms announced: a SignalK restart that no longer has the fire or the anchor circle says no "Cleared"; a drag back inside does', async () => {
    const b = boat();
    const { sent, out } = announcing(b, { cleared: true });
    const settle = () => new Promise((r) => setTimeout(r, SETTLE_MS + 50));
    try {
      b.send({ 'notifications.fire': { state: 'emergency', method: ['sound'], message: 'Fire in engine room' } });
      await settle();
      b.drag(40);
      await settle();
      assert.deepEqual(sent, ['1 emergency: Fire in engine room.', '1 alarm: Anchor dragging.']);
      // The restarted server has neither the notification nor the anchor circle: nobody cleared them.
      b.model.reload({ vessels: {} });
      await settle();
      assert.deepEqual(sent, ['1 emergency: Fire in engine room.', '1 alarm: Anchor dragging.']);
      assert.equal(b.watch.dragging, false);
      // The anchor set again, a drag, then back inside: that drag is cleared, and said so.
      b.send({ 'navigation.anchor.position': ANCHOR, 'navigation.anchor.maxRadius': R });
      b.drag(40);
      await settle();
      b.clock.now += 1000;
      b.send({ 'navigation.position': north(20) });
      await settle();
      assert.deepEqual(sent.slice(2), ['1 alarm: Anchor dragging.', 'Cleared: Anchor dragging.']);
    } finally {
      out.stop();
    }
  });

  it('the new wording fits 8 s of espeak-ng; French never a lone "est"', async () => {
    assert.ok(espeakInstalled(), 'espeak-ng is needed (Debian package espeak-ng)');
    for (const language of LANGUAGES) {
      const s = createSpeaker({ language, units: 'nautical-metric', timeZone: 'UTC' });
      // The longest: three-figure distances and circles, the longest compass point.
      const texts = [
        ...DRAGGING[language],
        s.anchor({ set: true, distance: 185, bearing: 5.9, maxRadius: 150, dragging: true }),
        s.anchor({ set: true, distance: 185, bearing: 5.9, maxRadius: 150 }),
      ];
      const heard = await say(texts, ESPEAK_VOICE[language]);
      console.log(`${language}: ${heard.map((h) => `${h.seconds.toFixed(2)} s "${h.text}"`).join('; ')}`);
      for (const h of heard) assert.ok(h.seconds <= 8, `${language} ${h.seconds} s: ${h.text}`);
    }
    const fr = createSpeaker({ language: 'fr', units: 'nautical-metric', timeZone: 'UTC' });
    assert.deepEqual(
      await frenchEastMisread([0, 1, 2, 3, 4, 5, 6, 7].map((i) => fr.anchor({ set: true, distance: 85, bearing: (i * Math.PI) / 4, maxRadius: 40, dragging: true }))),
      [],
    );
  });
});

describe('the announcement output says a voice action confirmed late', () => {
  it('at once on the targets, in the language given, apart from the plan; nothing after stop', () => {
    const b = boat();
    const { sent, out } = announcing(b, { cleared: false });
    out.say('SignalK has confirmed the man overboard.', 'en');
    out.say('', 'en');
    assert.deepEqual(sent, ['SignalK has confirmed the man overboard.']);
    out.stop();
    out.say('SignalK has confirmed the man overboard.', 'en');
    assert.equal(sent.length, 1);
  });
});
