/**
 * Where are we, always: with no place in reach navigation_state says the coordinates, and Assist's coordinates family ("what are our coordinates", "latitude and longitude",
 * "exact position", "our position for a Mayday") says the exact position with the minutes named as read
 * on the radio, in all seven languages. Exact answers; espeak-ng seconds printed for both, the offshore
 * answer held to 8 s (the exact position is read whole, whatever its length).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { VesselModel } from '../../src/vessel/model.js';
import { createSpeaker } from '../../src/speech/speaker.js';
import { ttsViolations } from '../../src/speech/safety.js';
import { LANGUAGES, type Language } from '../../src/speech/types.js';
import type { QueryContext } from '../../src/queries/types.js';
import { query as navigationState } from '../../src/questions/navigation-state/query.js';
import { answerQuestion } from '../../src/assist/answerer.js';
import { familyArgs, findFamily } from '../../src/assist/families.js';
import { SENTENCES } from '../../src/assist/sentences/index.js';
import type { PlaceFinder } from '../../src/places/gazetteer.js';
import { ESPEAK_VOICE, espeakInstalled, frenchEastMisread, say } from '../helpers/espeak.js';
import { contextOf } from '../helpers/query-context.js';
import { CASCAIS_EXACT as EXACT, KIRITIMATI_WHERE as OFFSHORE } from '../helpers/spoken-answers.js';

const T0 = Date.parse('2026-11-30T12:00:00Z');
const DEG = Math.PI / 180;

function boat(latitude: number, longitude: number): VesselModel {
  const model = new VesselModel(() => T0);
  model.applyDelta({
    updates: [
      {
        $source: 'gps.1',
        timestamp: new Date(T0).toISOString(),
        values: [
          { path: 'navigation.position', value: { latitude, longitude } },
          { path: 'navigation.speedOverGround', value: 0.2 },
          { path: 'navigation.courseOverGroundTrue', value: 57 * DEG },
          { path: 'navigation.headingTrue', value: 63 * DEG },
        ],
      },
    ],
  });
  return model;
}
/** A gazetteer with nothing in reach (the open ocean). */
const NOWHERE: PlaceFinder = { near: () => null };
const ctxOf = (model: VesselModel, language: Language, places?: PlaceFinder): QueryContext => contextOf(model, { language, now: () => T0, ...(places ? { places } : {}) });

describe('where are we, always', () => {
  it('no place in reach: navigation_state says the coordinates', () => {
    for (const language of LANGUAGES) {
      const r = navigationState.run({}, ctxOf(boat(-1.87, -157.4), language, NOWHERE));
      assert.equal(r.display, OFFSHORE[language], language);
      assert.equal(r.place, null);
      assert.deepEqual(ttsViolations(r.display!, language), [], language);
    }
  });

  it("Assist's coordinates family asks navigation_state for the exact position, in every language", () => {
    const found = findFamily('coordinates')!;
    assert.equal(found.query.name, 'navigation_state');
    assert.deepEqual(familyArgs(found.family, found.query, {}, {}, ctxOf(boat(0, 0), 'en')), { position: true });
    for (const language of LANGUAGES) {
      const ctx = ctxOf(boat(38.68667, -9.415), language, NOWHERE);
      const a = answerQuestion({ request_id: 'R', family: 'coordinates', slots: {}, sentence: SENTENCES[language]!.families.coordinates!.examples[0] }, ctx, SENTENCES[language]!);
      assert.deepEqual(a, { request_id: 'R', text: EXACT[language] }, language);
      assert.deepEqual(ttsViolations(a!.text, language), [], language);
      // "where are we" stays the short answer.
      assert.equal(
        answerQuestion({ request_id: 'R', family: 'position', slots: {} }, ctxOf(boat(-1.87, -157.4), language, NOWHERE), SENTENCES[language]!)!.text,
        OFFSHORE[language],
      );
    }
  });

  it('espeak-ng: the offshore answer within 8 s, the exact position timed; French never a lone "est"', async () => {
    assert.ok(espeakInstalled(), 'espeak-ng is needed (Debian package espeak-ng)');
    for (const language of LANGUAGES) {
      const [exact, offshore] = await say([EXACT[language], OFFSHORE[language]], ESPEAK_VOICE[language]);
      console.log(`${language}: exact position ${exact!.seconds.toFixed(2)} s, offshore ${offshore!.seconds.toFixed(2)} s`);
      assert.ok(offshore!.seconds <= 8, `${language} offshore ${offshore!.seconds} s`);
    }
    const fr = createSpeaker({ language: 'fr', units: 'nautical-metric', timeZone: 'UTC' });
    const east = fr.position(37.4, 24.73667, true)!;
    assert.equal(east, '37 degrés 24 minutes nord, 24 degrés 44,2 minutes de longitude orientale');
    assert.deepEqual(await frenchEastMisread([east]), []);
  });
});

describe('the exact position while SignalK cannot be reached', () => {
  it('is said whole, with the time of last contact, even past 8 seconds; never the latitude alone', () => {
    const lostAt = T0 - 120_000;
    for (const language of LANGUAGES) {
      const ctx = { ...ctxOf(boat(59.725, 24.7367), language), feed: { status: 'down' as const, lostAt } };
      const display = navigationState.run({ position: true }, ctx).display!;
      const exact = ctx.speaker.position(59.725, 24.7367, true)!;
      const latitude = exact.slice(0, exact.indexOf(', '));
      assert.ok(display.includes(exact), `${language}: ${display}`);
      assert.ok(display.includes(latitude));
    }
    assert.equal(
      navigationState.run({ position: true }, { ...ctxOf(boat(59.725, 24.7367), 'en'), feed: { status: 'down', lostAt } }).display,
      "I can't reach the boat's SignalK server; 2 minutes ago: 59 degrees 43.5 minutes north, 24 degrees 44.2 minutes east.",
    );
    assert.equal(
      navigationState.run({ position: true }, { ...ctxOf(boat(59.725, 24.7367), 'de'), feed: { status: 'down', lostAt } }).display,
      'Ich erreiche den SignalK Server des Bootes nicht; vor 2 Minuten: 59 Grad 43,5 Minuten Nord, 24 Grad 44,2 Minuten Ost.',
    );
  });
});
