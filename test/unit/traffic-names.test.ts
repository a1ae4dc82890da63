/**
 * The riskiest ship is said, whatever its name (src/speech/triage.ts FIRST_SHIP_FORMS): get_ais_targets
 * without a limit describes the first ship in every language, in a short form when its whole phrase does
 * not fit (range and bearing, the closest approach, then the name if it fits), never as a bare count
 * ("And 1 more ship."). Long real names in all seven languages, exactly; names in capitals keep their
 * acronyms (src/speech/answers/ais-targets.ts saidAsLetters). Speaking time: traffic-names-speaking.test.ts.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { query as getAisTargets } from '../../src/questions/get-ais-targets/query.js';
import { saidAsLetters } from '../../src/speech/answers/ais-targets.js';
import { ttsViolations } from '../../src/speech/safety.js';
import { LANGUAGES, type Language } from '../../src/speech/types.js';
import { at, boat, NM, T0, type Boat } from '../helpers/compound.js';

/** One cargo ship 4.9 miles north-east at 3 m/s, course 4.0 rad: closing to 0.4 miles in 50 minutes. */
function oneShip(b: Boat, name: string): Boat {
  b.send('vessels.urn:mrn:imo:mmsi:230000001', {
    '': { name },
    'design.aisShipType': { id: 70, name: 'Cargo' },
    'navigation.position': at(4.9 * NM, 45),
    'navigation.courseOverGroundTrue': 4.0,
    'navigation.speedOverGround': 3,
  });
  return b;
}

function said(b: Boat, args: { limit?: number } = {}): string {
  const display = getAisTargets.run(args, b.ctx).display;
  assert.equal(typeof display, 'string');
  assert.deepEqual(ttsViolations(display as string, b.ctx.speaker.language), [], display as string);
  return display as string;
}

/** What each language says of the one ship, by its name as AIS sends it. */
const WANT: Record<string, Record<Language, string>> = {
  'MAERSK KENSINGTON': {
    en: 'Cargo vessel Maersk Kensington, 4.9 miles north-east, closing to 0.4 miles in 50 minutes.',
    'pt-BR': 'Navio de carga, 4,9 milhas a nordeste, 0,4 milha em 50 minutos.',
    pt: 'Navio de carga, 4,9 milhas a nordeste, 0,4 milhas em 50 minutos.',
    de: 'Frachter Maersk Kensington, 4,9 Seemeilen Nordost, 0,4 Seemeilen in 50 Minuten.',
    fr: 'Cargo Maersk Kensington, 4,9 milles, nord-est, se rapproche à 0,4 mille dans 50 minutes.',
    es: 'Carguero Maersk Kensington, 4,9 millas al noreste, pasa a 0,4 millas en 50 minutos.',
    nl: 'Vrachtschip Maersk Kensington, 4,9 mijl noordoost, nadert tot 0,4 mijl over 50 minuten.',
  },
  'CMA CGM MARCO POLO': {
    en: 'Cargo vessel CMA CGM Marco Polo, 4.9 miles north-east, 0.4 miles in 50 minutes.',
    'pt-BR': 'Navio de carga, 4,9 milhas a nordeste, 0,4 milha em 50 minutos.',
    pt: 'Navio de carga, 4,9 milhas a nordeste, 0,4 milhas em 50 minutos.',
    de: 'Frachter, 4,9 Seemeilen Nordost, 0,4 Seemeilen in 50 Minuten.',
    fr: 'Cargo CMA CGM Marco Polo, 4,9 milles, nord-est, se rapproche à 0,4 mille dans 50 minutes.',
    es: 'Carguero, 4,9 millas al noreste, 0,4 millas en 50 minutos.',
    nl: 'Vrachtschip CMA CGM Marco Polo, 4,9 mijl noordoost, 0,4 mijl over 50 minuten.',
  },
  'SCHLESWIG-HOLSTEIN': {
    en: 'Cargo vessel Schleswig-Holstein, 4.9 miles north-east, closing to 0.4 miles in 50 minutes.',
    'pt-BR': 'Navio de carga, 4,9 milhas a nordeste, 0,4 milha em 50 minutos.',
    pt: 'Navio de carga, 4,9 milhas a nordeste, 0,4 milhas em 50 minutos.',
    de: 'Frachter Schleswig-Holstein, 4,9 Seemeilen Nordost, 0,4 Seemeilen in 50 Minuten.',
    fr: 'Cargo Schleswig-Holstein, 4,9 milles, nord-est, se rapproche à 0,4 mille dans 50 minutes.',
    es: 'Carguero Schleswig-Holstein, 4,9 millas al noreste, pasa a 0,4 millas en 50 minutos.',
    nl: 'Vrachtschip Schleswig-Holstein, 4,9 mijl noordoost, nadert tot 0,4 mijl over 50 minuten.',
  },
  'SANTA MARIA MANUELA': {
    en: 'Cargo vessel Santa Maria Manuela, 4.9 miles north-east, closing to 0.4 miles in 50 minutes.',
    'pt-BR': 'Navio de carga, 4,9 milhas a nordeste, 0,4 milha em 50 minutos.',
    pt: 'Navio de carga, 4,9 milhas a nordeste, 0,4 milhas em 50 minutos.',
    de: 'Frachter Santa Maria Manuela, 4,9 Seemeilen Nordost, 0,4 Seemeilen in 50 Minuten.',
    fr: 'Cargo Santa Maria Manuela, 4,9 milles, nord-est, se rapproche à 0,4 mille dans 50 minutes.',
    es: 'Carguero Santa Maria Manuela, 4,9 millas al noreste, pasa a 0,4 millas en 50 minutos.',
    nl: 'Vrachtschip Santa Maria Manuela, 4,9 mijl noordoost, nadert tot 0,4 mijl over 50 minuten.',
  },
  'TARGET 8374': {
    en: 'Cargo vessel Target 8 3 7 4, 4.9 miles north-east, 0.4 miles in 50 minutes.',
    'pt-BR': 'Navio de carga, 4,9 milhas a nordeste, 0,4 milha em 50 minutos.',
    pt: 'Navio de carga, 4,9 milhas a nordeste, 0,4 milhas em 50 minutos.',
    de: 'Frachter, 4,9 Seemeilen Nordost, 0,4 Seemeilen in 50 Minuten.',
    fr: 'Cargo Target 8 3 7 4, 4,9 milles, nord-est, se rapproche à 0,4 mille dans 50 minutes.',
    es: 'Carguero, 4,9 millas al noreste, 0,4 millas en 50 minutos.',
    nl: 'Vrachtschip, 4,9 mijl noordoost, 0,4 mijl over 50 minuten.',
  },
  'سفينة الأمل البحرية': {
    en: 'Cargo vessel, 4.9 miles north-east, 0.4 miles in 50 minutes.',
    'pt-BR': 'Navio de carga, 4,9 milhas a nordeste, 0,4 milha em 50 minutos.',
    pt: 'Navio de carga, 4,9 milhas a nordeste, 0,4 milhas em 50 minutos.',
    de: 'Frachter, 4,9 Seemeilen Nordost, 0,4 Seemeilen in 50 Minuten.',
    fr: 'Cargo, 4,9 milles, nord-est, 0,4 mille dans 50 minutes.',
    es: 'Carguero, 4,9 millas al noreste, 0,4 millas en 50 minutos.',
    nl: 'Vrachtschip, 4,9 mijl noordoost, 0,4 mijl over 50 minuten.',
  },
};

describe('the only ship is described in every language, whatever its name', () => {
  for (const [name, want] of Object.entries(WANT)) {
    it(name, () => {
      for (const language of LANGUAGES) assert.equal(said(oneShip(boat(language), name)), want[language], `${language} ${name}`);
    });
  }

  it('asked with a limit, a list of 12 s, it is said whole', () => {
    assert.equal(said(oneShip(boat('de'), 'MAERSK KENSINGTON'), { limit: 2 }), 'Frachter Maersk Kensington, 4,9 Seemeilen Nordost, nähert sich auf 0,4 Seemeilen in 50 Minuten.');
  });

  it('while SignalK is down, the last known ship is described with the lead', () => {
    const want: Record<Language, string> = {
      en: "I can't reach the boat's SignalK server; 2 minutes ago: Cargo vessel, 4.9 miles north-east.",
      'pt-BR': 'Sem SignalK há 2 minutos: Navio de carga, 4,9 milhas a nordeste.',
      pt: 'Sem SignalK há 2 minutos: Navio de carga, 4,9 milhas a nordeste.',
      de: 'Ich erreiche den SignalK Server des Bootes nicht; vor 2 Minuten: Frachter, 4,9 Seemeilen Nordost.',
      fr: 'SignalK perdu il y a 2 minutes : Cargo Maersk Kensington, 4,9 milles, nord-est, 0,4 mille dans 50 minutes.',
      es: 'SignalK perdido hace 2 minutos: Carguero, 4,9 millas al noreste.',
      nl: 'Ik kan de SignalK server van de boot niet bereiken; 2 minuten geleden: Vrachtschip, 4,9 mijl noordoost.',
    };
    for (const language of LANGUAGES) {
      const b = oneShip(boat(language, { feed: { status: 'down', lostAt: T0 - 120_000 } }), 'MAERSK KENSINGTON');
      assert.equal(said(b), want[language], language);
    }
  });

  it("after an AIS flood, a ship passing 40 m off in 29 minutes is said with our old position's age", () => {
    const want: Record<Language, string> = {
      en: 'Tanker, 2.9 miles north, 40 meters in 29 minutes, as of 39 seconds ago.',
      'pt-BR': 'Navio-tanque, 2,9 milhas a norte, última leitura há 39 segundos.',
      pt: 'Navio-tanque, 2,9 milhas a norte, última leitura há 39 segundos.',
      de: 'Tanker, 2,9 Seemeilen Nord, Stand vor 39 Sekunden.',
      fr: 'Pétrolier, 2,9 milles, nord, 40 mètres dans 29 minutes, relevé il y a 39 secondes.',
      es: 'Petrolero, 2,9 millas al norte, dato de hace 39 segundos.',
      nl: 'Tanker, 2,9 mijl noord, stand van 39 seconden geleden.',
    };
    const north = 2.9 * NM;
    for (const language of LANGUAGES) {
      const b = boat(language, { now: T0 + 39_000 });
      b.send(
        'vessels.urn:mrn:imo:mmsi:230000009',
        {
          '': { name: 'NORDDEUTSCHLAND' },
          'design.aisShipType': { id: 80, name: 'Tanker' },
          'navigation.position': at(Math.hypot(north, 40), (Math.atan2(40, north) * 180) / Math.PI),
          'navigation.courseOverGroundTrue': Math.PI,
          'navigation.speedOverGround': north / (29 * 60),
        },
        T0 + 39_000,
      );
      const r = getAisTargets.run({}, b.ctx);
      assert.deepEqual([r.targets[0]?.cpa_m, r.targets[0]?.tcpa_s], [40, 1743]);
      assert.equal(said(b), want[language], language);
    }
  });
});

describe('a name in capitals keeps the words said as letters', () => {
  it('acronyms stay in capitals, words are title-cased', () => {
    for (const w of ['CMA', 'CGM', 'MSC', 'HMS', 'MV', "L'ML", 'DFDS']) assert.equal(saidAsLetters(w), true, w);
    for (const w of ['MARCO', 'SEA', 'SPA', 'LLOYD', 'ZVEZDA', 'GDYNIA', 'COSCO', 'STAR', 'ØRESUND', '8374']) assert.equal(saidAsLetters(w), false, w);
    assert.equal(said(oneShip(boat('fr'), 'MSC OSCAR')), 'Cargo MSC Oscar, 4,9 milles, nord-est, se rapproche à 0,4 mille dans 50 minutes.');
  });
});
