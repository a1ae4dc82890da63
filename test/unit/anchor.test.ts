/**
 * Anchor watch, pure: the spoken sentences (src/speech/answers/anchor.ts) in every language and
 * both unit presets, and anchor_state (src/questions/anchor-state/query.ts) on a vessel model: inside, outside, no
 * anchor, stale, with the server's currentRadius and bearingTrue and without them (ours from our
 * position), the server's distance left behind when it stops while our GPS goes on, and the feed down.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { planEntities } from '../../src/entities/plan.js';
import { isSignificant } from '../../src/entities/throttle.js';
import { query as anchorState, type AnchorResult } from '../../src/questions/anchor-state/query.js';
import type { FeedState } from '../../src/domain/feed.js';
import type { QueryContext } from '../../src/queries/types.js';
import { ttsViolations } from '../../src/speech/safety.js';
import { createSpeaker } from '../../src/speech/speaker.js';
import { LANGUAGES, type Language, type UnitPreset } from '../../src/speech/types.js';
import { destination } from '../helpers/sphere.js';
import { queryContext } from '../helpers/query-context.js';

const T0 = Date.parse('2026-12-01T10:00:00Z');
const NE = Math.PI / 4;
const BOAT = { latitude: 38.7, longitude: -9.4 };

function speak(language: Language, units: UnitPreset = 'nautical-metric') {
  return createSpeaker({ language, units, timeZone: 'UTC' });
}

describe('anchor watch spoken', () => {
  it('says inside, outside, no anchor, no radius and no distance in English, in meters and in feet', () => {
    const en = speak('en');
    assert.equal(en.anchor({ set: true, distance: 38.2, bearing: NE, maxRadius: 50 }), 'Anchored; 38 meters from the anchor, bearing north-east; inside the 50 meter circle.');
    assert.equal(
      en.anchor({ set: true, distance: 62, bearing: NE, maxRadius: 50 }),
      'Outside the anchor circle: 62 meters from the anchor, bearing north-east; the circle is 50 meters.',
    );
    assert.equal(en.anchor({ set: false, distance: null, bearing: null, maxRadius: null }), 'No anchor is set.');
    assert.equal(en.anchor({ set: true, distance: 38.2, bearing: null, maxRadius: null }), 'Anchored; 38 meters from the anchor.');
    assert.equal(en.anchor({ set: true, distance: null, bearing: null, maxRadius: 50 }), "An anchor is set, but the boat isn't reporting its position.");
    assert.equal(en.anchor({ set: true, distance: 1, bearing: Math.PI / 2, maxRadius: 1 }), 'Anchored; 1 meter from the anchor, bearing east; inside the 1 meter circle.');
    const feet = speak('en', 'nautical-imperial');
    assert.equal(feet.anchor({ set: true, distance: 38.2, bearing: NE, maxRadius: 50 }), 'Anchored; 125 feet from the anchor, bearing north-east; inside the 164 foot circle.');
    assert.equal(
      feet.anchor({ set: true, distance: 62, bearing: NE, maxRadius: 50 }),
      'Outside the anchor circle: 203 feet from the anchor, bearing north-east; the circle is 164 feet.',
    );
  });

  it('is outside only beyond the circle, judged on the values as sent', () => {
    const en = speak('en');
    assert.match(en.anchor({ set: true, distance: 50, bearing: NE, maxRadius: 50 }), /^Anchored; 50 meters/);
    assert.match(en.anchor({ set: true, distance: 50.2, bearing: NE, maxRadius: 50 }), /^Outside the anchor circle: 50 meters/);
  });

  it('leaves out what cannot be real: a negative or absurd distance is no distance, an absurd radius no circle', () => {
    const en = speak('en');
    assert.equal(en.anchor({ set: true, distance: -3, bearing: NE, maxRadius: 50 }), "An anchor is set, but the boat isn't reporting its position.");
    assert.equal(en.anchor({ set: true, distance: 38, bearing: 20, maxRadius: 4.3e9 }), 'Anchored; 38 meters from the anchor.');
  });

  it('speaks every language, safe for a TTS engine', () => {
    const want: Record<Language, [string, string, string]> = {
      en: [
        'Anchored; 38 meters from the anchor, bearing north-east; inside the 50 meter circle.',
        'Outside the anchor circle: 62 meters from the anchor, bearing north-east; the circle is 50 meters.',
        'No anchor is set.',
      ],
      'pt-BR': [
        'Âncora a 38 metros, a nordeste; dentro do círculo de 50 metros.',
        'Fora do círculo: âncora a 62 metros, a nordeste, círculo de 50 metros.',
        'Nenhuma âncora definida.',
      ],
      pt: [
        'Âncora a 38 metros, a nordeste; dentro do círculo de 50 metros.',
        'Fora do círculo: âncora a 62 metros, a nordeste, círculo de 50 metros.',
        'Não há nenhuma âncora definida.',
      ],
      de: [
        'Anker 38 Meter entfernt, Peilung Nordost; im Kreis von 50 Metern.',
        'Außerhalb des Kreises von 50 Metern: Anker 62 Meter entfernt, Peilung Nordost.',
        'Es ist kein Anker gesetzt.',
      ],
      fr: [
        "Au mouillage ; à 38 mètres de l'ancre, relèvement nord-est ; dans le cercle de 50 mètres.",
        "Hors du cercle d'évitage : à 62 mètres de l'ancre, relèvement nord-est, le cercle fait 50 mètres.",
        "Aucune ancre n'est mouillée.",
      ],
      es: [
        'Ancla a 38 metros, al noreste; dentro del círculo de 50 metros.',
        'Fuera del círculo: ancla a 62 metros, al noreste, círculo de 50 metros.',
        'No hay ningún ancla fijada.',
      ],
      nl: [
        'Anker op 38 meter, peiling noordoost; binnen de cirkel van 50 meter.',
        'Buiten de cirkel van 50 meter: anker op 62 meter, peiling noordoost.',
        'Er is geen anker ingesteld.',
      ],
    };
    for (const language of LANGUAGES) {
      for (const units of ['nautical-metric', 'nautical-imperial'] as const) {
        const s = speak(language, units);
        const said = [
          s.anchor({ set: true, distance: 38.2, bearing: NE, maxRadius: 50 }),
          s.anchor({ set: true, distance: 62, bearing: NE, maxRadius: 50 }),
          s.anchor({ set: false, distance: null, bearing: null, maxRadius: null }),
          s.anchor({ set: true, distance: 38.2, bearing: null, maxRadius: null }),
          s.anchor({ set: true, distance: null, bearing: null, maxRadius: 50 }),
        ];
        if (units === 'nautical-metric') assert.deepEqual(said.slice(0, 3), want[language], language);
        for (const text of said) assert.deepEqual(ttsViolations(text, language), [], `${language} ${units}: ${text}`);
      }
    }
  });
});

/** A model at T0 holding `values` (self) dated `at`, and a context asking at `now`. */
function context(
  values: Record<string, unknown>,
  opts: { at?: number; now?: number; feed?: FeedState; language?: Language; more?: { at: number; values: Record<string, unknown> } } = {},
): QueryContext {
  const ctx = queryContext(values, { language: opts.language, now: opts.now ?? T0, at: opts.at ?? T0, feed: opts.feed });
  if (opts.more) ctx.set(opts.more.values, opts.more.at);
  return ctx;
}

const ask = (ctx: QueryContext): AnchorResult => anchorState.run({}, ctx);
/** The anchor 38 m North-East of the boat (on a sphere; geolib's ellipsoid differs by under 0.6 %). */
const ANCHOR = destination(BOAT, 45, 38);

describe('anchor_state', () => {
  it('computes distance and bearing from our position when the server publishes no currentRadius', () => {
    const r = ask(context({ 'navigation.position': BOAT, 'navigation.anchor.position': ANCHOR, 'navigation.anchor.maxRadius': 50 }));
    assert.equal(r.display, 'Anchored; 38 meters from the anchor, bearing north-east; inside the 50 meter circle.');
    assert.equal(r.calc_source, 'signalk-assist');
    assert.equal(r.inside, true);
    assert.equal(r.max_radius_m, 50);
    assert.deepEqual(r.anchor_position, ANCHOR);
    assert.ok(Math.abs(r.distance_m! - 38) < 0.3, String(r.distance_m));
    assert.ok(Math.abs(r.bearing_true_deg! - 45) < 0.5, String(r.bearing_true_deg));
    assert.equal(r.age_s, 0);
    assert.equal(r.timestamp, new Date(T0).toISOString());
  });

  it("takes the server's currentRadius and bearingTrue when published", () => {
    const r = ask(
      context({
        'navigation.position': BOAT,
        'navigation.anchor.position': ANCHOR,
        'navigation.anchor.maxRadius': 50,
        'navigation.anchor.currentRadius': 62,
        'navigation.anchor.bearingTrue': Math.PI,
      }),
    );
    assert.equal(r.display, 'Outside the anchor circle: 62 meters from the anchor, bearing south; the circle is 50 meters.');
    assert.deepEqual([r.calc_source, r.distance_m, r.bearing_true_deg, r.inside], ['signalk', 62, 180, false]);
    const inside = ask(
      context({
        'navigation.anchor.position': ANCHOR,
        'navigation.anchor.maxRadius': 50,
        'navigation.anchor.currentRadius': 21.4,
        'navigation.anchor.bearingTrue': (3 * Math.PI) / 2,
      }),
    );
    assert.equal(inside.display, 'Anchored; 21 meters from the anchor, bearing west; inside the 50 meter circle.');
  });

  it('refuses an absurd circle the same way in speech and fields: no circle said, max_radius_m and inside null', () => {
    for (const maxRadius of [1e308, -5, 'NaN']) {
      const r = ask(
        context({
          'navigation.position': BOAT,
          'navigation.anchor.position': ANCHOR,
          'navigation.anchor.maxRadius': maxRadius,
          'navigation.anchor.currentRadius': 85,
          'navigation.anchor.bearingTrue': (3 * Math.PI) / 4,
        }),
      );
      assert.equal(r.display, 'Anchored; 85 meters from the anchor, bearing south-east.', String(maxRadius));
      assert.deepEqual([r.max_radius_m, r.inside, r.distance_m], [null, null, 85], String(maxRadius));
    }
    const de = ask(
      context(
        { 'navigation.anchor.position': ANCHOR, 'navigation.anchor.maxRadius': 1e308, 'navigation.anchor.currentRadius': 85, 'navigation.anchor.bearingTrue': (3 * Math.PI) / 4 },
        { language: 'de' },
      ),
    );
    assert.deepEqual([de.display, de.inside], ['Anker 85 Meter entfernt, Peilung Südost.', null]);
  });

  it('says the bearing from our position when the server gives the distance but no bearing', () => {
    const r = ask(context({ 'navigation.position': BOAT, 'navigation.anchor.position': ANCHOR, 'navigation.anchor.maxRadius': 50, 'navigation.anchor.currentRadius': 40 }));
    assert.equal(r.display, 'Anchored; 40 meters from the anchor, bearing north-east; inside the 50 meter circle.');
    assert.equal(r.calc_source, 'signalk');
  });

  it('says "No anchor is set." when none is, or the plugin cleared it with nulls', () => {
    const none = ask(context({ 'navigation.position': BOAT }));
    assert.equal(none.display, 'No anchor is set.');
    assert.deepEqual([none.set, none.distance_m, none.inside], [false, null, null]);
    const raised = ask(context({ 'navigation.position': BOAT, 'navigation.anchor.position': null, 'navigation.anchor.maxRadius': null, 'navigation.anchor.currentRadius': null }));
    assert.equal(raised.display, 'No anchor is set.');
    assert.equal(ask(context({ 'navigation.position': BOAT }, { language: 'de' })).display, 'Es ist kein Anker gesetzt.');
  });

  it('carries the age of a stale distance; the anchor and its circle, settings, do not age the answer', () => {
    // The server's distance stopped 2 minutes ago (navigation limit 30 s); the setting is older still.
    const stale = ask(
      context(
        { 'navigation.anchor.position': ANCHOR, 'navigation.anchor.maxRadius': 50 },
        {
          at: T0 - 3_600_000,
          now: T0,
          more: { at: T0 - 120_000, values: { 'navigation.anchor.currentRadius': 38 } },
        },
      ),
    );
    // Stale: the bearing is left unsaid (the field keeps it), which keeps the answer within 8 s of speech.
    assert.equal(stale.display, 'Anchored; 38 meters from the anchor; inside the 50 meter circle, as of 2 minutes ago.');
    assert.equal(stale.age_s, 120);
    // Our own position 5 minutes old, no currentRadius.
    const ours = ask(
      context({ 'navigation.position': BOAT, 'navigation.anchor.position': ANCHOR, 'navigation.anchor.maxRadius': 50 }, { at: T0 - 300_000, now: T0, language: 'de' }),
    );
    assert.equal(ours.display, 'Anker 38 Meter entfernt; im Kreis von 50 Metern, Stand vor 5 Minuten.');
    assert.ok(Math.abs(ours.bearing_true_deg! - 45) < 0.5, String(ours.bearing_true_deg));
    // A fresh distance on an anchor set an hour ago: no age.
    const fresh = ask(
      context(
        { 'navigation.anchor.position': ANCHOR, 'navigation.anchor.maxRadius': 50 },
        { at: T0 - 3_600_000, now: T0, more: { at: T0, values: { 'navigation.anchor.currentRadius': 38 } } },
      ),
    );
    assert.equal(fresh.display, 'Anchored; 38 meters from the anchor; inside the 50 meter circle.');
  });

  it("leaves the server's distance when it stopped while our position goes on", () => {
    const r = ask(
      context(
        { 'navigation.anchor.position': ANCHOR, 'navigation.anchor.maxRadius': 50, 'navigation.anchor.currentRadius': 10 },
        {
          at: T0 - 600_000,
          now: T0,
          more: { at: T0, values: { 'navigation.position': BOAT } },
        },
      ),
    );
    assert.equal(r.display, 'Anchored; 38 meters from the anchor, bearing north-east; inside the 50 meter circle.');
    assert.equal(r.calc_source, 'signalk-assist');
  });

  it('an anchor without any distance says so; the feed down says it cannot reach the server', () => {
    assert.equal(ask(context({ 'navigation.anchor.position': ANCHOR, 'navigation.anchor.maxRadius': 50 })).display, "An anchor is set, but the boat isn't reporting its position.");
    const lostAt = T0 + 5000;
    const never = ask(context({}, { feed: { status: 'never' } }));
    assert.equal(never.display, "I can't reach the boat's SignalK server.");
    const downNone = ask(context({ 'navigation.position': BOAT }, { feed: { status: 'down', lostAt }, now: lostAt + 150_000 }));
    assert.equal(downNone.display, "I can't reach the boat's SignalK server; last contact 3 minutes ago.");
    const down = ask(
      context(
        { 'navigation.position': BOAT, 'navigation.anchor.position': ANCHOR, 'navigation.anchor.maxRadius': 50 },
        { feed: { status: 'down', lostAt }, now: lostAt + 150_000 },
      ),
    );
    // The position was fresh when contact was lost (judged then: feed.ts), so the bearing is said.
    // Contact lost: the lead and the parts that fit the 8 s budget (speech/last-known.ts).
    assert.equal(down.display, "I can't reach the boat's SignalK server; 3 minutes ago: Anchored; 38 meters from the anchor.");
  });
});

describe('the anchor sensor', () => {
  it('shows the distance in whole meters or feet with the answer as its display, unknown without an anchor', () => {
    const values = { 'navigation.position': BOAT, 'navigation.anchor.position': ANCHOR, 'navigation.anchor.maxRadius': 50 };
    const ctx = context(values);
    const [sensor] = planEntities(ctx).filter((e) => e.kind === 'anchor');
    assert.equal(sensor!.entityId, 'sensor.signalk_anchor');
    assert.equal(sensor!.state, '38');
    assert.equal(sensor!.attributes.display, anchorState.run({}, ctx).display);
    assert.equal(sensor!.attributes.display, 'Anchored; 38 meters from the anchor, bearing north-east; inside the 50 meter circle.');
    assert.deepEqual(
      [
        sensor!.attributes.friendly_name,
        sensor!.attributes.unit_of_measurement,
        sensor!.attributes.device_class,
        sensor!.attributes.icon,
        sensor!.attributes.inside,
        sensor!.attributes.stale,
      ],
      ['Anchor watch', 'm', 'distance', 'mdi:anchor', true, false],
    );
    const feet = { ...context(values), speaker: createSpeaker({ language: 'de', units: 'nautical-imperial', timeZone: 'UTC' }) };
    const [de] = planEntities(feet).filter((e) => e.kind === 'anchor');
    assert.deepEqual([de!.state, de!.attributes.unit_of_measurement, de!.attributes.friendly_name], ['125', 'ft', 'Ankerwache']);
    const raised = planEntities(context({ ...values, 'navigation.anchor.position': null, 'navigation.anchor.maxRadius': null })).find((e) => e.kind === 'anchor')!;
    assert.deepEqual([raised.state, raised.attributes.display, raised.attributes.stale], ['unknown', 'No anchor is set.', false]);
    assert.equal(
      planEntities(context({ 'navigation.position': BOAT })).some((e) => e.kind === 'anchor'),
      false,
      'no anchor path ever: no sensor',
    );
  });

  it('leaving the circle is written at once; a metre of swinging is not', () => {
    const at = (position: { latitude: number; longitude: number }) =>
      planEntities(context({ 'navigation.position': position, 'navigation.anchor.position': ANCHOR, 'navigation.anchor.maxRadius': 50 })).find((e) => e.kind === 'anchor')!;
    const inside = at(BOAT);
    assert.equal(isSignificant(inside, at(destination(ANCHOR, 225, 39))), false);
    assert.equal(isSignificant(inside, at(destination(ANCHOR, 225, 51))), true);
    assert.equal(isSignificant(inside, at(destination(ANCHOR, 225, 44))), true);
  });
});
