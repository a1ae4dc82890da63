/**
 * The one triage (src/speech/triage.ts) through the answers that say lists: get_active_alarms,
 * get_ais_targets, man_overboard, the last-known answer while SignalK is down, and the history answers
 * then. Exact values in English and another language for each case a sailor met; every display safe
 * for a TTS engine. Speaking time is measured with espeak-ng in test/integration/triage-speaking.test.ts.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { query as batteryHistory } from '../../src/questions/battery-history/query.js';
import { query as windHistory } from '../../src/questions/wind-history/query.js';
import { query as getActiveAlarms } from '../../src/questions/get-active-alarms/query.js';
import { query as getAisTargets } from '../../src/questions/get-ais-targets/query.js';
import { query as manOverboardQuery } from '../../src/questions/man-overboard/query.js';
import { compactAnswer } from '../../src/mcp/answer.js';
import { COLLISION_CPA_M, COLLISION_TCPA_S, TRIAGE_ORDER, isCollisionRisk, triageOrder } from '../../src/speech/triage.js';
import { ttsViolations } from '../../src/speech/safety.js';
import { LANGUAGES, type Language, type TriageItem } from '../../src/speech/types.js';
import { History } from '../../src/vessel/history.js';
import { at, beacons, boat, collisionCourse, manOverboard, NM, ownTrouble, T0, traffic } from '../helpers/compound.js';

function safe(display: unknown, language: Language): string {
  assert.equal(typeof display, 'string', `display ${JSON.stringify(display)}`);
  assert.deepEqual(ttsViolations(display as string, language), [], display as string);
  return display as string;
}

const alarmsOf = (b: ReturnType<typeof boat>) => safe(getActiveAlarms.run({}, b.ctx).display, b.ctx.speaker.language);
const aisOf = (b: ReturnType<typeof boat>, args: { limit?: number } = {}) => safe(getAisTargets.run(args, b.ctx).display, b.ctx.speaker.language);

describe('the triage order', () => {
  it('own emergencies, man overboard, collision course, distress beacons, own alarms worst first, the rest', () => {
    assert.deepEqual(TRIAGE_ORDER, ['emergency', 'mob', 'collision', 'distress', 'alarm', 'traffic']);
    const ship = { name: null, category: 'cargo' as const, range: 1000, bearing: 0, cpa: 10, tcpa: 60, closing: true };
    const items: TriageItem[] = [
      { kind: 'traffic', ship },
      { kind: 'alarm', state: 'warn', message: 'Fuel low', path: 'tanks.fuel' },
      { kind: 'distress', device: 'sart', range: 100, bearing: 0, heardAgoMs: null },
      { kind: 'alarm', state: 'alarm', message: 'Shallow water', path: 'depth' },
      { kind: 'collision', ship },
      { kind: 'mob', beacon: true, range: 70, bearing: 0, raisedAgoMs: null, heardAgoMs: null, message: '' },
      { kind: 'emergency', message: 'Fire', path: 'fire' },
    ];
    assert.deepEqual(
      triageOrder(items).map((i) => (i.kind === 'alarm' ? i.state : i.kind)),
      ['emergency', 'mob', 'collision', 'distress', 'alarm', 'warn', 'traffic'],
    );
  });

  it('a collision course: closing to under a quarter of a mile within 15 minutes', () => {
    assert.deepEqual([COLLISION_CPA_M, COLLISION_TCPA_S], [463, 900]);
    assert.equal(isCollisionRisk(35, 416, true), true);
    assert.equal(isCollisionRisk(462, 900, true), true);
    assert.equal(isCollisionRisk(463, 416, true), false);
    assert.equal(isCollisionRisk(35, 901, true), false);
    assert.equal(isCollisionRisk(35, 416, false), false);
    assert.equal(isCollisionRisk(null, 416, true), false);
  });
});

describe('a beacon never hides our own emergencies', () => {
  it('two emergencies and an alarm with a MOB beacon, a SART and an EPIRB: the emergencies first, the rest counted', () => {
    const en = boat('en');
    ownTrouble(en);
    beacons(en);
    assert.equal(alarmsOf(en), '2 emergencies: Fire in engine room; Engine overheating. Man overboard beacon, 70 meters north-west, and 3 more.');
    const r = getActiveAlarms.run({}, en.ctx);
    // Every alarm stays in the result, worst first.
    assert.deepEqual(
      r.alarms.map((a) => a.state),
      ['emergency', 'emergency', 'alarm'],
    );
    assert.deepEqual(
      r.sar_devices.map((d) => d.kind),
      ['mob', 'sart', 'epirb'],
    );
    const de = boat('de');
    ownTrouble(de);
    beacons(de);
    assert.equal(alarmsOf(de), '2 Notfälle: Fire in engine room; Engine overheating. Mann-über-Bord-Sender, 70 Meter Nordwest, und 3 weitere.');
  });

  it('a SART 14.6 miles away leaves "Fire in engine room" said, in every language', () => {
    const before = boat('en');
    before.notify('fire', 'emergency', 'Fire in engine room');
    before.notify('bilge', 'alarm', 'Bilge pump running');
    assert.equal(alarmsOf(before), '1 emergency and 1 alarm: Fire in engine room; Bilge pump running.');
    before.send('vessels.urn:mrn:imo:mmsi:970123456', { 'navigation.position': at(14.6 * NM, 337.5) });
    assert.equal(alarmsOf(before), '1 emergency: Fire in engine room, and 1 more beacon, and 1 more alarm.');
    const fr = boat('fr');
    fr.notify('fire', 'emergency', 'Fire in engine room');
    fr.notify('bilge', 'alarm', 'Bilge pump running');
    fr.send('vessels.urn:mrn:imo:mmsi:970123456', { 'navigation.position': at(14.6 * NM, 337.5) });
    assert.equal(alarmsOf(fr), '1 urgence : Fire in engine room, et 1 autre balise, et 1 autre alarme.');
    for (const language of LANGUAGES) {
      const b = boat(language);
      b.notify('fire', 'emergency', 'Fire in engine room');
      b.send('vessels.urn:mrn:imo:mmsi:970123456', { 'navigation.position': at(14.6 * NM, 337.5) });
      assert.ok(alarmsOf(b).includes('Fire in engine room'), language);
    }
  });
});

describe('a ship on a collision course stays beside the beacons', () => {
  it('with three beacons: the MOB beacon, the ship with range, bearing, closest approach and time, the beacons counted', () => {
    const en = boat('en');
    beacons(en);
    collisionCourse(en);
    assert.equal(aisOf(en), 'Man overboard beacon, 70 meters north-west. Cargo vessel, 1.7 miles south, 30 meters in 7 minutes, and 2 more beacons.');
    const r = getAisTargets.run({}, en.ctx);
    assert.deepEqual(
      r.targets.map((t) => [t.name, t.closing, t.cpa_m !== null && t.cpa_m < 50, t.tcpa_s !== null && Math.round(t.tcpa_s / 60)]),
      [['CARGO ONE', true, true, 7]],
    );
    const nl = boat('nl');
    beacons(nl);
    collisionCourse(nl);
    assert.equal(aisOf(nl), 'Man-over-boordbaken, 70 meter noordwest. Vrachtschip, 1,7 mijl zuid, 30 meter over 7 minuten, en nog 2 bakens.');
  });

  it('with one beacon, the ship keeps its range and time too', () => {
    const en = boat('en');
    en.send('atons.urn:mrn:imo:mmsi:972001234', { 'navigation.position': at(70, 315) });
    collisionCourse(en);
    assert.equal(aisOf(en), 'Man overboard beacon, 70 meters north-west. Cargo vessel, 1.7 miles south, 30 meters in 7 minutes.');
  });

  it('alone, the ship is said by name, closing to 30 meters', () => {
    const en = boat('en');
    collisionCourse(en);
    assert.equal(aisOf(en), 'Cargo vessel Cargo One, 1.7 miles south, closing to 30 meters in 7 minutes.');
    const es = boat('es');
    collisionCourse(es);
    assert.equal(aisOf(es), 'Carguero Cargo One, 1,7 millas al sur, pasa a 30 metros en 7 minutos.');
  });
});

describe('limit: the ships asked for are said', () => {
  it('limit 3 says three targets; without a limit the riskiest alone', () => {
    const en = boat('en');
    traffic(en);
    assert.equal(aisOf(en, { limit: 3 }), 'Tug Hercules, 0.6 miles east. Elektra, 1.1 miles north. Nordic Star, 2.4 miles west.');
    assert.equal(aisOf(en), 'Tug Hercules, 0.6 miles east.');
    assert.equal(getAisTargets.run({}, en.ctx).targets.length, 3);
    const pt = boat('pt');
    traffic(pt);
    assert.equal(aisOf(pt, { limit: 3 }), 'Rebocador Hercules, 0,6 milhas a este. Elektra, 1,1 milhas a norte. Nordic Star, 2,4 milhas a oeste.');
    assert.equal(aisOf(pt, { limit: 2 }), 'Rebocador Hercules, 0,6 milhas a este. Elektra, 1,1 milhas a norte.');
  });
});

describe("man overboard says how long ago, and the crew's message", () => {
  it('the time since it was raised and the message, in man_overboard and get_active_alarms', () => {
    const en = boat('en');
    manOverboard(en, 4 * 60_000, 'Crew overboard: Ana');
    assert.equal(safe(manOverboardQuery.run({}, en.ctx).display, 'en'), 'Man overboard 4 minutes ago, 60 meters south-south-east, Crew overboard: Ana.');
    assert.equal(alarmsOf(en), 'Man overboard 4 minutes ago, 60 meters south-south-east, Crew overboard: Ana.');
    const es = boat('es');
    manOverboard(es, 4 * 60_000, 'Crew overboard: Ana');
    assert.equal(safe(manOverboardQuery.run({}, es.ctx).display, 'es'), 'Hombre al agua hace 4 minutos, 60 metros al sur-sureste, Crew overboard: Ana.');
  });

  it('the server\'s own "Person Overboard!" is not said twice', () => {
    const en = boat('en');
    manOverboard(en, 90_000);
    assert.equal(safe(manOverboardQuery.run({}, en.ctx).display, 'en'), 'Man overboard 2 minutes ago, 60 meters south-south-east.');
    const pt = boat('pt-BR');
    manOverboard(pt, 90_000);
    assert.equal(safe(manOverboardQuery.run({}, pt.ctx).display, 'pt-BR'), 'Homem ao mar há 2 minutos, 60 metros a sul-sudeste.');
  });
});

describe('an alarm flood: whole messages, each count said once', () => {
  it('every emergency with its message, the alarms counted, never cut mid-phrase', () => {
    const flood = (language: Language) => {
      const b = boat(language);
      for (let i = 0; i < 100; i++) b.notify(`sensors.s${i}`, i < 5 ? 'emergency' : 'alarm', i < 5 ? `Emergency ${i + 1}` : `Test alarm number ${i} with a rather long message`);
      return alarmsOf(b);
    };
    assert.equal(flood('en'), '5 emergencies and 95 alarms: Emergency 1; Emergency 2; Emergency 3; Emergency 4; Emergency 5; and 95 more.');
    assert.equal(flood('de'), '5 Notfälle und 95 Alarme: Emergency 1; Emergency 2; Emergency 3; Emergency 4; Emergency 5; und 95 weitere.');
  });
});

describe('while SignalK is down, the last-known list keeps what matters', () => {
  const down = { status: 'down' as const, lostAt: T0 - 5000 };

  it('an emergency and an alarm are said in every language, with the one age of the last contact', () => {
    const want: Partial<Record<Language, string>> = {
      en: 'SignalK lost 5 seconds ago: 1 emergency and 1 alarm: Fire in engine room; Shallow water.',
      'pt-BR': 'Sem SignalK há 5 segundos: 1 emergência e 1 alarme: Fire in engine room; Shallow water.',
    };
    for (const language of LANGUAGES) {
      const b = boat(language, { feed: down });
      b.notify('fire', 'emergency', 'Fire in engine room', {}, T0 - 60_000);
      b.notify('environment.depth.belowKeel', 'alarm', 'Shallow water', {}, T0 - 30_000);
      const r = getActiveAlarms.run({}, b.ctx);
      const display = safe(r.display, language);
      if (want[language]) assert.equal(display, want[language], language);
      assert.ok(display.includes('Fire in engine room') && display.includes('Shallow water'), `${language}: ${display}`);
      // One age per answer: the spoken "5 seconds" is age_s, not the alarms' own 30 and 60 seconds.
      assert.equal(compactAnswer(getActiveAlarms as never, r, T0).age_s, 5, language);
    }
  });

  it('beacons keep their range and bearing, emergencies stay, the rest is counted', () => {
    const en = boat('en', { feed: { status: 'down', lostAt: T0 - 43_000 } });
    ownTrouble(en);
    beacons(en);
    assert.equal(alarmsOf(en), 'SignalK lost 43 seconds ago: 2 emergencies: Fire in engine room; Engine overheating. Man overboard beacon, 70 meters north-west, and 3 more.');
    const de = boat('de', { feed: { status: 'down', lostAt: T0 - 43_000 } });
    ownTrouble(de);
    beacons(de);
    assert.equal(alarmsOf(de), 'SignalK verloren vor 43 Sekunden: 2 Notfälle: Fire in engine room; Engine overheating. Mann-über-Bord-Sender, 70 Meter Nordwest, und 3 weitere.');
  });

  it('a lone alarm keeps the whole lead, as before', () => {
    const b = boat('en', { feed: { status: 'down', lostAt: T0 - 120_000 } });
    b.notify('environment.depth.belowKeel', 'alarm', 'Shallow water');
    assert.equal(alarmsOf(b), "I can't reach the boat's SignalK server; 2 minutes ago: 1 alarm: Shallow water.");
  });
});

describe('history while SignalK is down: what was known until the last reading', () => {
  /** Forty minutes of readings, the last a minute before T0. */
  function forty(): History {
    const h = new History(T0 - 40 * 60_000);
    for (let m = 0; m < 40; m++) {
      const t = T0 - 40 * 60_000 + m * 60_000;
      h.record('environment.wind.speedTrue', t, 8 + (m % 7));
      h.record('environment.wind.directionTrue', t, (225 * Math.PI) / 180);
      h.record('electrical.batteries.house.voltage', t, 12.5);
      h.record('electrical.batteries.house.current', t, -8);
      h.record('electrical.batteries.house.capacity.stateOfCharge', t, 0.8 - m * 0.005);
    }
    return h;
  }
  const lost = { status: 'down' as const, lostAt: T0 - 42_000 };

  it('battery_history: whole values, never "Since I started." alone', () => {
    const en = boat('en', { feed: lost, history: forty() });
    const r = batteryHistory.run({}, en.ctx);
    assert.equal(safe(r.display, 'en'), "I can't reach the boat's SignalK server; until 1 minute ago: lowest 61 percent.");
    assert.equal(compactAnswer(batteryHistory as never, r, T0).age_s, 60);
    const pt = boat('pt-BR', { feed: lost, history: forty() });
    assert.equal(safe(batteryHistory.run({}, pt.ctx).display, 'pt-BR'), 'Não consigo acessar o servidor SignalK do barco; até há 1 minuto: mínimo 61 por cento.');
    const es = boat('es', { feed: lost, history: forty() });
    assert.equal(safe(batteryHistory.run({}, es.ctx).display, 'es'), 'No puedo conectar con el servidor SignalK del barco; hasta hace 1 minuto: mínimo 61 por ciento.');
  });

  it('wind_history: the history up to the last contact is still said', () => {
    const en = boat('en', { feed: lost, history: forty() });
    const r = windHistory.run({}, en.ctx);
    assert.equal(safe(r.display, 'en'), "I can't reach the boat's SignalK server; until 1 minute ago: strongest gust 27 knots.");
    assert.equal(compactAnswer(windHistory as never, r, T0).age_s, 60);
    const de = boat('de', { feed: lost, history: forty() });
    assert.equal(safe(windHistory.run({}, de.ctx).display, 'de'), 'Ich erreiche den SignalK Server des Bootes nicht; bis vor 1 Minute: stärkste Böe 27 Knoten.');
    const fr = boat('fr', { feed: lost, history: forty() });
    assert.equal(
      safe(windHistory.run({}, fr.ctx).display, 'fr'),
      "Je n'arrive pas à joindre le serveur SignalK du bateau ; jusqu'à il y a 1 minute : rafale maximale 27 nœuds, moyenne 21 nœuds.",
    );
  });
});

describe('a compound emergency', () => {
  it('two emergencies and an alarm, a man overboard, three beacons and a ship on a collision course: each tool says its own', () => {
    const en = boat('en');
    ownTrouble(en);
    beacons(en);
    manOverboard(en, 180_000);
    collisionCourse(en);
    assert.equal(alarmsOf(en), 'Fire in engine room; Engine overheating. Man overboard 3 minutes ago, 60 meters south. Man overboard beacon, 70 meters north-west, and 3 more.');
    assert.equal(aisOf(en), 'Man overboard beacon, 70 meters north-west. Cargo vessel, 1.7 miles south, 30 meters in 7 minutes, and 2 more beacons.');
    assert.equal(
      safe(manOverboardQuery.run({}, en.ctx).display, 'en'),
      'Man overboard 3 minutes ago, 60 meters south. Man overboard beacon, 70 meters north-west, and 2 more beacons.',
    );
    const pt = boat('pt-BR');
    ownTrouble(pt);
    beacons(pt);
    manOverboard(pt, 180_000);
    collisionCourse(pt);
    assert.equal(alarmsOf(pt), 'Fire in engine room; Engine overheating. Homem ao mar há 3 minutos, 60 metros a sul. Baliza de homem ao mar, 70 metros a noroeste, e mais 3.');
    assert.equal(aisOf(pt), 'Baliza de homem ao mar, 70 metros a noroeste. Navio de carga, 1,7 milha a sul, 30 metros em 7 minutos, e mais 2 balizas.');
  });
});
