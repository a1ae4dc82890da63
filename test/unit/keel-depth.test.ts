/**
 * Depth that cannot make things look deeper: zero or negative depth under the keel is said as the keel
 * touching, with its number, never replaced by a larger figure from the surface or the transducer; an
 * old "now" in depth_history carries its age. Exact answers in all seven languages; new wording timed
 * with the real espeak-ng.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { History, attachHistory } from '../../src/vessel/history.js';
import { VesselModel } from '../../src/vessel/model.js';
import { createSpeaker } from '../../src/speech/speaker.js';
import { LANGUAGES, type Language } from '../../src/speech/types.js';
import type { QueryContext } from '../../src/queries/types.js';
import { query as depthState } from '../../src/questions/depth-state/query.js';
import { DEPTH } from '../../src/questions/depth-state/answer.js';
import { query as depthHistory } from '../../src/questions/depth-history/query.js';
import { ttsViolations } from '../../src/speech/safety.js';
import { ESPEAK_VOICE, espeakInstalled, say } from '../helpers/espeak.js';
import { contextOf } from '../helpers/query-context.js';
import { KEEL_IN_MUD as MUD } from '../helpers/spoken-answers.js';

const T0 = Date.parse('2026-11-30T00:00:00Z');
const MIN = 60_000;

function ctxOf(model: VesselModel, now: number, language: Language, history?: History): QueryContext {
  return contextOf(model, { language, now: () => now, ...(history ? { history } : {}) });
}
const delta = (values: Record<string, unknown>, at: number) => ({
  updates: [{ $source: 'sounder.1', timestamp: new Date(at).toISOString(), values: Object.entries(values).map(([path, value]) => ({ path, value })) }],
});

/** depth_history 11 minutes after the start: the keel in the mud 46 seconds ago, nothing since (the lead says the age). */
const HISTORY: Record<Language, string> = {
  en: 'Until 46 seconds ago: shallowest minus 0.3 meters under the keel, last minus 0.3 meters.',
  'pt-BR': 'Até há 46 segundos: mínimo menos 0,3 metro sob a quilha, último menos 0,3 metro.',
  pt: 'Até há 46 segundos: mínimo menos 0,3 metros debaixo da quilha, último menos 0,3 metros.',
  de: 'Bis vor 46 Sekunden: mindestens minus 0,3 Meter unter dem Kiel, zuletzt minus 0,3 Meter.',
  fr: 'Jusqu’il y a 46 secondes : minimum moins 0,3 mètre sous la quille, dernière mesure moins 0,3 mètre.',
  es: 'Hasta hace 46 segundos: mínimo menos 0,3 metros bajo la quilla, último menos 0,3 metros.',
  nl: 'Tot 46 seconden geleden: minste diepte min 0,3 meter onder de kiel, laatst min 0,3 meter.',
};

describe('the keel touching is said as such, with its number', () => {
  it('dated by the depths said: a stale transducer depth left unsaid beside a fresh keel depth adds no "as of"', () => {
    let now = T0;
    const model = new VesselModel(() => now);
    model.applyDelta(delta({ 'environment.depth.belowTransducer': 1.5 }, T0));
    now = T0 + 38_000;
    model.applyDelta(delta({ 'environment.depth.belowKeel': 4.2 }, now));
    const r = depthState.run({}, ctxOf(model, now, 'en'));
    assert.equal(r.display, '4.2 meters under the keel');
    assert.equal(r.timestamp, new Date(now).toISOString());
    assert.equal(r.below_transducer_m, 1.5);
    // The transducer alone (no keel depth): its own age.
    const alone = new VesselModel(() => now);
    alone.applyDelta(delta({ 'environment.depth.belowTransducer': 1.5 }, T0));
    assert.equal(depthState.run({}, ctxOf(alone, now, 'en')).display, '1.5 meters below the transducer, as of 38 seconds ago');
  });

  it('below keel −0.3 m and 1.5 m below the transducer: the keel, never the transducer', () => {
    const model = new VesselModel(() => T0);
    model.applyDelta(delta({ 'environment.depth.belowKeel': -0.3, 'environment.depth.belowTransducer': 1.5, 'environment.depth.belowSurface': 1.8 }, T0));
    for (const language of LANGUAGES) {
      const r = depthState.run({}, ctxOf(model, T0, language));
      assert.equal(r.display, MUD[language], language);
      assert.equal(r.below_keel_m, -0.3);
      assert.deepEqual(ttsViolations(r.display!, language), [], language);
    }
  });

  it('zero, a hair below zero and −5 alone are readings, never null', () => {
    const en = createSpeaker({ language: 'en', units: 'nautical-metric', timeZone: 'UTC' });
    const fr = createSpeaker({ language: 'fr', units: 'nautical-metric', timeZone: 'UTC' });
    const only = (belowKeel: number) => ({ belowKeel, belowSurface: null, belowTransducer: null });
    assert.equal(en.answer(DEPTH, only(0)), 'The keel is touching the bottom: 0 meters under the keel');
    assert.equal(en.answer(DEPTH, only(-0.0001)), 'The keel is touching the bottom: 0 meters under the keel');
    assert.equal(en.answer(DEPTH, only(-5)), 'The keel is touching the bottom: minus 5 meters under the keel');
    assert.equal(fr.answer(DEPTH, only(-5)), 'La quille touche le fond : moins 5 mètres sous la quille');
    assert.equal(en.answer(DEPTH, { belowKeel: 0.04, belowSurface: 2, belowTransducer: null }), '0 meters under the keel, 2 meters below the surface');
    // Beyond −100 m it is a fault: then the other references are said, as for no keel depth at all.
    assert.equal(en.answer(DEPTH, { belowKeel: -150, belowSurface: null, belowTransducer: 1.5 }), '1.5 meters below the transducer');
    const imperial = createSpeaker({ language: 'en', units: 'nautical-imperial', timeZone: 'UTC' });
    assert.equal(imperial.answer(DEPTH, only(-0.3)), 'The keel is touching the bottom: minus 1 foot under the keel');
  });

  it('depth_history: the mud is the shallowest, and a last figure 46 seconds old is said with its age', () => {
    for (const language of LANGUAGES) {
      const clock = { now: T0 };
      const model = new VesselModel(() => clock.now);
      const history = new History(T0);
      attachHistory(model, history);
      clock.now = T0 + 2 * MIN;
      model.applyDelta(delta({ 'environment.depth.belowKeel': 2.4 }, T0 + 2 * MIN));
      const mud = T0 + 11 * MIN - 46_000;
      clock.now = mud;
      model.applyDelta(delta({ 'environment.depth.belowKeel': -0.3 }, mud));
      const r = depthHistory.run({}, ctxOf(model, T0 + 11 * MIN, language, history));
      assert.equal(r.display, HISTORY[language], language);
      assert.equal(r.min_m, -0.3);
      // 20 seconds old is within depth_state's 30-second limit: "now", no age.
      // Here nothing came between 2 minutes and the mud: the gap is said, and with it the shallowest alone.
      if (language === 'en')
        assert.equal(
          depthHistory.run({}, ctxOf(model, mud + 20_000, language, history)).display,
          'Since I started 11 minutes ago, 8 minutes missing: shallowest minus 0.3 meters under the keel.',
        );
    }
    // A sounder that spoke every 30 seconds until the mud: no gap, and the figure 20 seconds old is "now".
    const clock = { now: T0 };
    const model = new VesselModel(() => clock.now);
    const history = new History(T0);
    attachHistory(model, history);
    const mud = T0 + 11 * MIN - 46_000;
    for (let at = T0 + 2 * MIN; at < mud; at += 30_000) {
      clock.now = at;
      model.applyDelta(delta({ 'environment.depth.belowKeel': 2.4 }, at));
    }
    clock.now = mud;
    model.applyDelta(delta({ 'environment.depth.belowKeel': -0.3 }, mud));
    const fresh = depthHistory.run({}, ctxOf(model, mud + 20_000, 'en', history));
    assert.equal(fresh.gap_s, 30);
    assert.equal(fresh.display, 'Since I started 11 minutes ago: shallowest minus 0.3 meters under the keel, now minus 0.3 meters.');
  });

  it('the new wording fits 8 seconds of espeak-ng in every language', async () => {
    assert.ok(espeakInstalled(), 'espeak-ng is needed (Debian package espeak-ng)');
    for (const language of LANGUAGES) {
      const [mud, history] = await say([MUD[language], HISTORY[language]], ESPEAK_VOICE[language]);
      console.log(`${language}: depth_state ${mud!.seconds.toFixed(2)} s, depth_history ${history!.seconds.toFixed(2)} s`);
      assert.ok(mud!.seconds <= 8, `${language} depth_state ${mud!.seconds} s`);
      assert.ok(history!.seconds <= 8, `${language} depth_history ${history!.seconds} s`);
    }
  });
});
