/**
 * Our seven languages at formatter level: every speech case in every supported language (the
 * table in test/helpers/speech-languages.ts), each language's sailing words, plurals, clock, ages and
 * negatives, the per-language TTS-safety rules (German "null"), and the add-on's option translations.
 * Every string a speaker returns here goes through `ttsViolations` for its language (`checked`).
 * Sources: docs/design.md#languages-and-wording; test/cases/speech-cases.json.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import YAML from 'yaml';
import { VesselModel } from '../../src/vessel/model.js';
import { createSpeaker } from '../../src/speech/speaker.js';
import { ttsViolations } from '../../src/speech/safety.js';
import { matchLanguage } from '../../src/domain/language.js';
import { LOCALES } from '../../src/speech/locales/index.js';
import { intlTagOf } from '../../src/speech/locale.js';
import { LANGUAGES, type Language, type Speaker } from '../../src/speech/types.js';
import { findQuery } from '../../src/questions/index.js';
import { WIND } from '../../src/questions/wind-state/answer.js';
import { ROUTE } from '../../src/questions/get-route/answer.js';
import { DEFAULT_STALENESS, type QueryContext } from '../../src/queries/types.js';
import { EXPECTED_DISPLAY, EXPECTED_UNIT, SPEECH_CASES, fieldsFor, type SpeechCase } from '../helpers/speech-languages.js';
import { speakerChecks } from '../helpers/checked-speaker.js';
import { BAROMETER } from '../../src/questions/barometer-state/answer.js';
import { BATTERY } from '../../src/questions/battery-state/answer.js';
import { TANKS } from '../../src/questions/tank-levels/answer.js';
import { ENGINES } from '../../src/questions/engine-state/answer.js';

const NEW: readonly Language[] = ['pt', 'de', 'fr', 'es', 'nl'];
const DEG = Math.PI / 180;
const T0 = Date.parse('2026-11-30T12:00:00Z');

// ---------------------------------------------------------------------------------------------
// Every string out of a speaker is checked for TTS safety in its language
// ---------------------------------------------------------------------------------------------

const { produced, assertSafe, checked } = speakerChecks();

const speakers = Object.fromEntries(LANGUAGES.map((language) => [language, checked({ language, units: 'nautical-metric', timeZone: 'UTC' })])) as Record<Language, Speaker>;
const text = (language: Language, kind: Parameters<Speaker['quantity']>[0], si: number): string | null => speakers[language].quantity(kind, si).text;

after(() => {
  for (const [s, lang] of produced) assertSafe(s, lang);
  assert.ok(produced.size > 150, `checked ${produced.size} distinct strings`);
});

// ---------------------------------------------------------------------------------------------
// The table itself
// ---------------------------------------------------------------------------------------------

describe('speech cases: an expected display in every language (test/helpers/speech-languages.ts)', () => {
  it('has exactly the cases of speech-cases.json, each in every supported language', () => {
    assert.deepEqual(Object.keys(EXPECTED_DISPLAY).sort(), SPEECH_CASES.map((c) => c.id).sort());
    for (const [id, row] of Object.entries(EXPECTED_DISPLAY)) assert.deepEqual(Object.keys(row).sort(), [...LANGUAGES].sort(), id);
    for (const [id, row] of Object.entries(EXPECTED_UNIT)) assert.deepEqual(Object.keys(row).sort(), [...LANGUAGES].sort(), id);
  });

  it('agrees with the file: its displays, contains, starts_with and excludes, and the exact pt-BR texts', () => {
    for (const c of SPEECH_CASES) {
      const language = (c.language ?? 'en') as Language;
      const mine = EXPECTED_DISPLAY[c.id]![language];
      if (c.display !== undefined) assert.equal(mine, c.display, `${c.id} (${language})`);
      for (const s of c.contains ?? []) assert.ok(mine?.includes(s), `${c.id}: ${mine} contains ${s}`);
      if (c.starts_with !== undefined) assert.ok(mine?.startsWith(c.starts_with), `${c.id}: starts with ${c.starts_with}`);
      for (const l of LANGUAGES) {
        for (const s of c.excludes ?? []) assert.ok(!EXPECTED_DISPLAY[c.id]![l]?.includes(s), `${c.id} (${l}) excludes ${s}`);
      }
    }
    assert.equal(EXPECTED_DISPLAY['pt-wind']!['pt-BR'], '16,5 nós');
    assert.equal(EXPECTED_DISPLAY['pt-battery']!['pt-BR'], '68 por cento, 12,8 volts, 8,2 amperes descarregando');
  });

  it('every expected display is TTS-safe in its language', () => {
    for (const [id, row] of Object.entries(EXPECTED_DISPLAY)) {
      for (const [language, display] of Object.entries(row) as [Language, string | null][]) {
        if (display !== null) assert.deepEqual(ttsViolations(display, language), [], `${id} (${language}): ${display}`);
      }
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Every case in every language, through the queries on an in-memory model
// ---------------------------------------------------------------------------------------------

function delta(values: Record<string, unknown>) {
  return {
    context: 'vessels.self',
    updates: [{ $source: 'cases.1', timestamp: new Date(T0).toISOString(), values: Object.entries(values).map(([path, value]) => ({ path, value })) }],
  };
}

function runCase(model: VesselModel, c: SpeechCase, language: Language): Record<string, unknown> {
  model.applyDelta(delta(c.values));
  if (c.then_values) model.applyDelta(delta(c.then_values));
  const ctx: QueryContext = {
    model,
    speaker: checked({ language, units: c.units ?? 'nautical-metric', timeZone: 'UTC' }),
    now: () => T0,
    staleness: DEFAULT_STALENESS,
    invertCurrent: new Set(),
  };
  const query = findQuery(c.call.tool);
  assert.ok(query, `tool ${c.call.tool}`);
  return query.run(c.call.args as never, ctx);
}

for (const language of LANGUAGES) {
  describe(`speech cases in ${language}`, () => {
    // One vessel per language, cases in file order: values accumulate as on a real server.
    const model = new VesselModel(() => T0);
    for (const c of SPEECH_CASES) {
      it(c.id, () => {
        const r = runCase(model, c, language);
        assert.equal(r.display, EXPECTED_DISPLAY[c.id]![language]);
        for (const [k, v] of Object.entries(fieldsFor(c, language))) assert.deepEqual(r[k], v, `field ${k}`);
        if (c.alarms_order)
          assert.deepEqual(
            (r.alarms as { path: string }[]).map((a) => a.path),
            c.alarms_order,
          );
        if (c.paths_include) {
          const paths = (r.paths as { path: string }[]).map((p) => p.path);
          for (const p of c.paths_include) assert.ok(paths.includes(p), `paths include ${p}`);
        }
        if (typeof r.display === 'string') assertSafe(r.display, language);
      });
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Each language's own words
// ---------------------------------------------------------------------------------------------

describe('sailing words per language', () => {
  it('16-point compass names: "Nordost", "nord-est", "noreste", "noordoost", "nordeste"', () => {
    const northEast: Record<Language, string> = { en: 'north-east', 'pt-BR': 'nordeste', pt: 'nordeste', de: 'Nordost', fr: 'nord-est', es: 'noreste', nl: 'noordoost' };
    const nne: Record<Language, string> = {
      en: 'north-north-east',
      'pt-BR': 'norte-nordeste',
      pt: 'nor-nordeste',
      de: 'Nordnordost',
      fr: 'nord-nord-est',
      es: 'nor-noreste',
      nl: 'noordnoordoost',
    };
    for (const l of LANGUAGES) {
      assert.equal(speakers[l].compassPoint(45 * DEG), northEast[l], l);
      assert.equal(speakers[l].compassPoint(22.5 * DEG), nne[l], l);
      assert.equal(new Set(LOCALES[l].compass).size, 16, l);
    }
    assert.equal(text('pt', 'direction', 135 * DEG), '135 graus, sueste');
    assert.equal(text('de', 'direction', 112 * DEG), '112 Grad, Ostsüdost');
    assert.equal(text('nl', 'direction', 315 * DEG), '315 graden, noordwest');
    assert.equal(text('es', 'direction', 292 * DEG), '292 grados, oeste-noroeste');
  });

  it('relative angles: "a bombordo", "an Backbord", "à bâbord", "a babor", "aan bakboord", and dead ahead or astern', () => {
    assert.equal(text('pt', 'relativeAngle', 35 * DEG), '35 graus a estibordo');
    assert.equal(text('pt', 'relativeAngle', -35 * DEG), '35 graus a bombordo');
    assert.equal(text('de', 'relativeAngle', 35 * DEG), '35 Grad an Steuerbord');
    assert.equal(text('fr', 'relativeAngle', 35 * DEG), '35 degrés à tribord');
    assert.equal(text('es', 'relativeAngle', 35 * DEG), '35 grados a estribor');
    assert.equal(text('nl', 'relativeAngle', 35 * DEG), '35 graden aan stuurboord');
    assert.deepEqual(
      NEW.map((l) => text(l, 'relativeAngle', 0)),
      ['pela proa', 'recht voraus', 'droit devant', 'por la proa', 'recht vooruit'],
    );
    assert.deepEqual(
      NEW.map((l) => text(l, 'relativeAngle', Math.PI)),
      ['pela popa', 'recht achteraus', 'droit derrière', 'por la popa', 'recht achteruit'],
    );
  });

  it("positions in each language's words, southern and eastern too", () => {
    assert.equal(speakers.pt.position(38.6917, -9.4195), '38 graus 41,5 norte, 9 graus 25,2 oeste');
    assert.equal(speakers.de.position(-33.8568, 151.2153), '33 Grad 51,4 Süd, 151 Grad 12,9 Ost');
    assert.equal(speakers.fr.position(-33.8568, 151.2153), '33 degrés 51,4 sud, 151 degrés 12,9 de longitude orientale');
    assert.equal(speakers.es.position(-33.8568, 151.2153), '33 grados 51,4 sur, 151 grados 12,9 este');
    assert.equal(speakers.nl.position(-33.8568, 151.2153), '33 graden 51,4 zuiderbreedte, 151 graden 12,9 oosterlengte');
  });

  it('plurals by Intl.PluralRules: pt (Portugal) "1,5 nós" but pt-BR "1,5 nó"; French singular below 2', () => {
    assert.equal(text('pt', 'distance', 1852 * 1.5), '1,5 milhas');
    assert.equal(text('pt-BR', 'distance', 1852 * 1.5), '1,5 milha');
    assert.equal(text('pt', 'temperature', 273.15), '0 graus Celsius');
    assert.equal(text('pt', 'distance', 1852), '1 milha');
    assert.equal(text('fr', 'distance', 1852 * 1.5), '1,5 mille');
    assert.equal(text('fr', 'distance', 1852 * 2), '2 milles');
    assert.equal(text('fr', 'temperature', 273.15), '0 degré Celsius');
    assert.equal(text('de', 'distance', 1852), '1 Seemeile');
    assert.equal(text('de', 'distance', 1852 * 1.5), '1,5 Seemeilen');
    assert.equal(text('de', 'speed', 1852 / 3600), '1 Knoten');
    assert.equal(text('es', 'speed', 1852 / 3600), '1 nudo');
    assert.equal(text('es', 'speed', (1.5 * 1852) / 3600), '1,5 nudos');
    assert.equal(text('nl', 'speed', 1852 / 3600), '1 knoop');
    assert.equal(text('nl', 'distance', 1852 * 3), '3 mijl');
    assert.equal(text('nl', 'angle', DEG), '1 graad');
    assert.equal(text('fr', 'enginePressure', 350_000), '3,5 bars');
    assert.equal(text('es', 'enginePressure', 350_000), '3,5 bares');
  });

  it('decimal comma and no grouping; negatives spoken with the word', () => {
    for (const l of NEW) assert.equal(speakers[l].number(12345.67, 1), '12345,7', l);
    assert.deepEqual(
      NEW.map((l) => speakers[l].number(-3.2, 1)),
      ['menos 3,2', 'minus 3,2', 'moins 3,2', 'menos 3,2', 'min 3,2'],
    );
    assert.deepEqual(
      NEW.map((l) => speakers[l].number(-0.04, 1)),
      ['0', '0', '0', '0', '0'],
    );
    assert.equal(text('nl', 'temperature', 270.15), 'min 3 graden Celsius');
  });

  it('battery: charging and discharging ("a descarregar", "entlädt mit", "en décharge", "descargando", "ontlaadt")', () => {
    const reading = { soc: 0.5, voltage: 12.4, current: -0.05 };
    assert.deepEqual(
      NEW.map((l) => speakers[l].answer(BATTERY, reading)),
      [
        '50 por cento, 12,4 volts, 0,1 amperes',
        '50 Prozent, 12,4 Volt, 0,1 Ampere',
        '50 pour cent, 12,4 volts, 0,1 ampère',
        '50 por ciento, 12,4 voltios, 0,1 amperios',
        '50 procent, 12,4 volt, 0,1 ampère',
      ],
    );
    assert.equal(speakers.pt.answer(BATTERY, { soc: null, voltage: null, current: 3 }), '3 amperes a carregar');
    assert.equal(speakers.de.answer(BATTERY, { soc: null, voltage: null, current: 3 }), 'lädt mit 3 Ampere');
  });

  it('staleness from Intl.RelativeTimeFormat: "há 12 minutos", "vor 12 Minuten", "il y a", "hace", "geleden"', () => {
    const twelve = 12 * 60_000;
    assert.deepEqual(
      NEW.map((l) => speakers[l].withAge(text(l, 'speed', 8.5)!, twelve)),
      [
        '16,5 nós, última leitura há 12 minutos',
        '16,5 Knoten, Stand vor 12 Minuten',
        '16,5 nœuds, relevé il y a 12 minutes',
        '16,5 nudos, dato de hace 12 minutos',
        '16,5 knopen, stand van 12 minuten geleden',
      ],
    );
    assert.deepEqual(
      NEW.map((l) => speakers[l].age(3 * 3600_000)),
      ['há 3 horas', 'vor 3 Stunden', 'il y a 3 heures', 'hace 3 horas', '3 uur geleden'],
    );
    assert.deepEqual(
      NEW.map((l) => speakers[l].age(1500 * 86_400_000)),
      ['há 1500 dias', 'vor 1500 Tagen', 'il y a 1500 jours', 'hace 1500 días', '1500 dagen geleden'],
    );
  });

  it("durations joined the language's way; 24-hour clocks", () => {
    assert.deepEqual(
      NEW.map((l) => text(l, 'duration', 7500)),
      ['2 horas e 5 minutos', '2 Stunden und 5 Minuten', '2 heures et 5 minutes', '2 horas y 5 minutos', '2 uur en 5 minuten'],
    );
    assert.deepEqual(
      NEW.map((l) => text(l, 'duration', 3600)),
      ['1 hora', '1 Stunde', '1 heure', '1 hora', '1 uur'],
    );
    const evening = new Date(Date.UTC(2026, 5, 21, 18, 5));
    const morning = new Date(Date.UTC(2026, 5, 21, 8, 5));
    // Minutes 1 to 9 and full hours as each language says them, not digit by digit.
    assert.deepEqual(
      NEW.map((l) => speakers[l].clockTime(evening)),
      ['18 e 5', '18 Uhr 5', '18 heures 5', '18 y 5', '18 uur 5'],
    );
    assert.deepEqual(
      NEW.map((l) => speakers[l].clockTime(morning)),
      ['8 e 5', '8 Uhr 5', '8 heures 5', '8 y 5', '8 uur 5'],
    );
    const quarter = new Date(Date.UTC(2026, 5, 21, 18, 15));
    for (const l of NEW) assert.equal(speakers[l].clockTime(quarter), '18:15', l);
  });

  it("pt speaks Intl as pt-PT: Portugal's zone names, not Brazil's", () => {
    assert.equal(intlTagOf(LOCALES.pt), 'pt-PT');
    assert.equal(intlTagOf(LOCALES['pt-BR']), 'pt-BR');
    const summer = new Date(Date.UTC(2026, 6, 1, 12));
    assert.equal(speakers.pt.localTime(summer, 'Europe/Lisbon', true), '13 horas, Hora de verão da Europa Ocidental');
    assert.equal(speakers['pt-BR'].localTime(summer, 'Europe/Lisbon', true), '13 horas, Horário de Verão da Europa Ocidental');
    assert.equal(speakers.de.localTime(summer, 'Europe/Berlin', true), '14 Uhr, Mitteleuropäische Sommerzeit');
    assert.equal(speakers.nl.localTime(summer, 'Etc/GMT+2', true), '10 uur, UTC min 2 uur');
    assert.equal(speakers.es.localTime(summer, 'Etc/GMT-3', true), '15 horas, UTC más 3 horas');
  });

  it("every IANA zone's local time is TTS-safe in every language (Intl's zone names included)", () => {
    const zones = Intl.supportedValuesOf('timeZone');
    assert.ok(zones.length > 300);
    const winter = new Date(Date.UTC(2026, 0, 15, 12));
    const summer = new Date(Date.UTC(2026, 6, 15, 12));
    for (const l of LANGUAGES) {
      const s = createSpeaker({ language: l, units: 'nautical-metric', timeZone: 'UTC' });
      for (const z of zones) {
        for (const at of [winter, summer]) assertSafe(s.localTime(at, z, true), l);
      }
    }
    // German names Eucla's zone "Zentral-/Westaustralische Normalzeit": the slash is not spoken, the offset is.
    assert.equal(speakers.de.localTime(winter, 'Australia/Eucla', true), '20:45, UTC plus 8 Stunden und 45 Minuten');
    assert.equal(speakers.pt.localTime(winter, 'Asia/Dili', true), '21 horas, Hora de Timor Leste');
    assert.equal(speakers.nl.localTime(summer, 'Europe/Lisbon', true), '13 uur, West-Europese zomertijd');
  });

  it('alarm severities, counts and "no alarms"', () => {
    const list = [{ state: 'emergency' as const, message: 'MOB', path: 'mob' }];
    assert.deepEqual(
      NEW.map((l) => speakers[l].alarms(list)),
      ['1 emergência: MOB.', '1 Notfall: MOB.', '1 urgence : MOB.', '1 emergencia: MOB.', '1 noodgeval: MOB.'],
    );
    assert.deepEqual(
      NEW.map((l) => speakers[l].alarms([])),
      ['Nenhum alarme ativo.', 'Keine aktiven Alarme.', 'Aucune alarme active.', 'No hay alarmas activas.', 'Geen actieve alarmen.'],
    );
    assert.deepEqual(
      NEW.map((l) => speakers[l].alarmState('warn')),
      ['aviso', 'Warnung', 'avertissement', 'aviso', 'waarschuwing'],
    );
  });

  it('"not available" sentences for every subject', () => {
    assert.deepEqual(
      NEW.map((l) => speakers[l].notReporting('depth')),
      [
        'O barco não está a comunicar a profundidade neste momento.',
        'Das Boot meldet gerade keine Wassertiefe.',
        'Le bateau ne transmet pas la profondeur en ce moment.',
        'El barco no está informando la profundidad en este momento.',
        'De boot geeft op dit moment geen diepte door.',
      ],
    );
    for (const l of NEW) {
      for (const subject of Object.keys(LOCALES[l].subjects) as Parameters<Speaker['notReporting']>[0][]) speakers[l].notReporting(subject);
    }
  });

  it('composite answers: wind, AIS, barometer, engines, tanks, route', () => {
    const wind = { speedApparent: 11, angleApparent: 35 * DEG, speedTrue: 9, angleTrue: 50 * DEG, directionTrue: 225 * DEG };
    assert.deepEqual(
      NEW.map((l) => speakers[l].answer(WIND, wind)),
      [
        'vento real 17,5 nós de sudoeste, aparente 35 graus a estibordo',
        'wahrer Wind 17,5 Knoten aus Südwest, scheinbar 35 Grad an Steuerbord',
        'vent réel 17,5 nœuds de sud-ouest, apparent 35 degrés à tribord',
        'viento real 17,5 nudos del suroeste, aparente 35 grados a estribor',
        'ware wind 17,5 knopen uit zuidwest, schijnbaar 35 graden aan stuurboord',
      ],
    );
    const ais = [{ name: 'NORDIC STAR', category: 'cargo' as const, range: 2222, bearing: 45 * DEG, cpa: 555, tcpa: 720, closing: true }];
    assert.deepEqual(
      NEW.map((l) => speakers[l].aisTargets(ais)),
      [
        'Navio de carga Nordic Star, 1,2 milhas a nordeste, passa a 0,3 milhas em 12 minutos.',
        'Frachter Nordic Star, 1,2 Seemeilen Nordost, nähert sich auf 0,3 Seemeilen in 12 Minuten.',
        'Cargo Nordic Star, 1,2 mille, nord-est, se rapproche à 0,3 mille dans 12 minutes.',
        'Carguero Nordic Star, 1,2 millas al noreste, pasa a 0,3 millas en 12 minutos.',
        'Vrachtschip Nordic Star, 1,2 mijl noordoost, nadert tot 0,3 mijl over 12 minuten.',
      ],
    );
    const baro = { pressure: 101325, trend: 'falling' as const, change: -250, window: 10800, outsideTemperature: 291.15 };
    assert.deepEqual(
      NEW.map((l) => speakers[l].answer(BAROMETER, baro)),
      [
        '1013 hectopascais, a descer 2,5 hectopascais nas últimas 3 horas, temperatura exterior 18 graus Celsius',
        '1013 Hektopascal, in den letzten 3 Stunden um 2,5 Hektopascal gefallen, Außentemperatur 18 Grad Celsius',
        '1013 hectopascals, en baisse de 2,5 hectopascals sur les 3 dernières heures, température extérieure 18 degrés Celsius',
        '1013 hectopascales, bajando 2,5 hectopascales en las últimas 3 horas, temperatura exterior 18 grados Celsius',
        '1013 hectopascal, 2,5 hectopascal gedaald in de afgelopen 3 uur, buitentemperatuur 18 graden Celsius',
      ],
    );
    const engines = [
      { id: 'port', label: null, named: true, revolutions: 30.5, coolantTemperature: 355.15, oilPressure: 350_000, runTime: 1234 * 3600 },
      { id: 'starboard', label: null, named: true, revolutions: 0, coolantTemperature: null, oilPressure: null, runTime: 3600 },
    ];
    assert.deepEqual(
      NEW.map((l) => speakers[l].answer(ENGINES, engines)),
      [
        'motor de bombordo, 1830 rotações por minuto, arrefecimento 82 graus Celsius, pressão do óleo 3,5 bar, 1234 horas de motor; motor de estibordo, parado, 1 hora de motor',
        'Backbordmotor, 1830 Umdrehungen pro Minute, Kühlwasser 82 Grad Celsius, Öldruck 3,5 bar, 1234 Betriebsstunden; Steuerbordmotor, aus, 1 Betriebsstunde',
        "moteur bâbord, 1830 tours par minute, refroidissement 82 degrés Celsius, pression d'huile 3,5 bars, 1234 heures moteur ; moteur tribord, arrêté, 1 heure moteur",
        'motor de babor, 1830 revoluciones por minuto, refrigerante 82 grados Celsius, presión de aceite 3,5 bares, 1234 horas de motor; motor de estribor, parado, 1 hora de motor',
        'bakboordmotor, 1830 toeren per minuut, koelwater 82 graden Celsius, oliedruk 3,5 bar, 1234 draaiuren; stuurboordmotor, uit, 1 draaiuur',
      ],
    );
    const tanks = [
      { type: 'freshWater', id: '1', name: null, numbered: true, level: 0.8, volume: 0.16 },
      { type: 'fuel', id: '0', name: null, numbered: false, level: 0.45, volume: 0.09 },
    ];
    assert.deepEqual(
      NEW.map((l) => speakers[l].answer(TANKS, tanks)),
      [
        // What does not fit the speaking budget's estimate is counted (the Portuguese list was 8.05 s of espeak-ng).
        'tanque de água doce 1, 80 por cento, 160 litros; e mais 1 tanque',
        'Frischwassertank 1, 80 Prozent, 160 Liter; und 1 weiterer Tank',
        'réservoir eau douce 1, 80 pour cent, 160 litres ; carburant 45 pour cent, 90 litres',
        'tanque de agua dulce 1, 80 por ciento, 160 litros; y 1 tanque más',
        'tank drinkwater 1, 80 procent, 160 liter; en nog 1 tank',
      ],
    );
    const now = new Date(Date.UTC(2026, 5, 21, 17, 40));
    const route = {
      active: true,
      onRoute: true,
      waypointName: 'Cabo Raso',
      pointNumber: 2,
      pointTotal: 5,
      distance: 4445,
      bearingTrue: 225 * DEG,
      timeToGo: 1500,
      eta: new Date(now.getTime() + 1500_000),
      timeZone: 'Europe/Lisbon',
      now,
    };
    assert.deepEqual(
      NEW.map((l) => speakers[l].answer(ROUTE, route)),
      [
        'próximo waypoint Cabo Raso, a 2,4 milhas, a sudoeste, chegada prevista 19 e 5',
        'nächster Wegpunkt Cabo Raso, 2,4 Seemeilen, Peilung Südwest, Ankunft 19 Uhr 5',
        'prochain waypoint Cabo Raso, à 2,4 milles, relèvement sud-ouest, arrivée à 19 heures 5',
        'próximo waypoint Cabo Raso, a 2,4 millas, demora suroeste, llegada prevista 19 y 5',
        'volgend waypoint Cabo Raso, 2,4 mijl, peiling zuidwest, aankomst om 19 uur 5',
      ],
    );
    assert.deepEqual(
      NEW.map((l) => speakers[l].answer(ROUTE, { ...route, active: false })),
      ['Nenhuma rota ativa.', 'Keine aktive Route.', 'Aucune route active.', 'No hay ninguna ruta activa.', 'Geen actieve route.'],
    );
    const tomorrow = { ...route, timeToGo: 90_000, eta: new Date(now.getTime() + 90_000_000) };
    // The arrival said, the time to go is not.
    const endings = ['chegada prevista amanhã, 19:40', 'Ankunft morgen, 19:40', 'arrivée demain à 19:40', 'llegada prevista mañana, 19:40', 'aankomst morgen om 19:40'];
    NEW.forEach((l, i) => {
      const said = speakers[l].answer(ROUTE, tomorrow);
      assert.ok(said?.endsWith(`, ${endings[i]}`) === true, `${l}: ${said}`);
    });
  });
});

describe("following Home Assistant's language (matchLanguage)", () => {
  it('takes the exact tag, else the base language (a bare base first), else nothing', () => {
    for (const l of LANGUAGES) assert.equal(matchLanguage(l), l);
    assert.equal(matchLanguage('pt-br'), 'pt-BR');
    assert.equal(matchLanguage('pt_BR'), 'pt-BR');
    assert.equal(matchLanguage('pt-PT'), 'pt');
    assert.equal(matchLanguage('de-CH'), 'de');
    assert.equal(matchLanguage('es-419'), 'es');
    assert.equal(matchLanguage('nl-BE'), 'nl');
    assert.equal(matchLanguage('fr-CA'), 'fr');
    assert.equal(matchLanguage('en-GB'), 'en');
    assert.equal(matchLanguage('it'), null);
    assert.equal(matchLanguage(''), null);
    assert.equal(matchLanguage(null), null);
  });
});

// ---------------------------------------------------------------------------------------------
// Per-language safety rules
// ---------------------------------------------------------------------------------------------

describe('ttsViolations per language (src/speech/safety.ts)', () => {
  it('German may say "null" (its word for zero); no other language may', () => {
    assert.deepEqual(ttsViolations('null Grad, Nord', 'de'), []);
    assert.deepEqual(ttsViolations('Windstärke null', 'de'), []);
    assert.ok(ttsViolations('null', 'de').length > 0, 'a bare "null" display is still a leak');
    for (const l of LANGUAGES.filter((x) => x !== 'de'))
      assert.ok(
        ttsViolations('null knots', l).some((v) => v.includes('"null"')),
        l,
      );
  });
  it('"." between digits, English leftovers, plural slips and compass abbreviations are flagged', () => {
    for (const l of NEW) {
      assert.ok(ttsViolations('16.5', l).length > 0, `${l} decimal point`);
      assert.ok(ttsViolations('16,5 knots', l).length > 0, `${l} English unit`);
      assert.ok(ttsViolations('20 degrees to port', l).length > 0, `${l} English phrase`);
      assert.ok(ttsViolations('205, SSW', l).length > 0, `${l} SSW`);
    }
    assert.ok(ttsViolations('1 Seemeilen', 'de').length > 0);
    assert.ok(ttsViolations('1,5 nœuds', 'fr').length > 0);
    assert.ok(ttsViolations('0 degrés', 'fr').length > 0);
    assert.ok(ttsViolations('1 nudos', 'es').length > 0);
    assert.ok(ttsViolations('1 knopen', 'nl').length > 0);
    assert.ok(ttsViolations('1 nós', 'pt').length > 0);
    assert.ok(ttsViolations('225 Grad, SO', 'de').length > 0);
    assert.ok(ttsViolations('225 graden, ZW', 'nl').length > 0);
    assert.ok(ttsViolations('225 degrés, SO', 'fr').length > 0);
    assert.ok(ttsViolations('12 sm', 'de').length > 0);
    assert.ok(ttsViolations('12 nd', 'fr').length > 0);
    assert.ok(ttsViolations('moins 0 degré', 'fr').length > 0);
    assert.ok(ttsViolations('min 0 graden', 'nl').length > 0);
    assert.deepEqual(ttsViolations('1 Knoten', 'de'), []);
    assert.deepEqual(ttsViolations('3 mijl, 3 uur', 'nl'), []);
    assert.deepEqual(ttsViolations('1,5 nœud', 'fr'), []);
    assert.deepEqual(ttsViolations('18:40, heure d’été de la Nouvelle-Zélande', 'fr'), []);
    assert.deepEqual(ttsViolations('O barco não está a comunicar a profundidade neste momento.', 'pt'), []);
    assert.deepEqual(ttsViolations('1013 hectopascals', 'fr'), []);
    assert.deepEqual(ttsViolations('122 Grad 24,3 West', 'de'), []);
  });
  it('pt (Portugal) flags Brazilian forms', () => {
    for (const s of ['8,2 amperes descarregando', '35 graus a boreste', '13:00, Horário de Verão da Europa Ocidental']) {
      assert.ok(ttsViolations(s, 'pt').length > 0, s);
      assert.deepEqual(ttsViolations(s, 'pt-BR'), [], s);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// The add-on face: option list and translations
// ---------------------------------------------------------------------------------------------

describe('add-on options in every language', () => {
  const yaml = (p: string) => YAML.parse(readFileSync(new URL(`../../${p}`, import.meta.url), 'utf8')) as Record<string, unknown>;
  it("config.yaml's language list is auto plus every supported language", () => {
    const schema = yaml('config.yaml').schema as Record<string, string>;
    assert.equal(schema.language, `list(${['auto', ...LANGUAGES].join('|')})`);
  });
  const en = yaml('translations/en.yaml') as { configuration: Record<string, { name: string; description: string }>; network: Record<string, string> };
  for (const l of NEW) {
    it(`translations/${l}.yaml labels exactly the options of en.yaml, translated`, () => {
      const t = yaml(`translations/${l}.yaml`) as typeof en;
      assert.deepEqual(Object.keys(t).sort(), ['configuration', 'network']);
      assert.deepEqual(Object.keys(t.configuration), Object.keys(en.configuration));
      assert.deepEqual(Object.keys(t.network), Object.keys(en.network));
      for (const [key, entry] of Object.entries(t.configuration)) {
        assert.ok(entry.name.trim() && entry.description.trim(), key);
        assert.notEqual(entry.name, en.configuration[key]!.name, `${key}.name is translated`);
        assert.notEqual(entry.description, en.configuration[key]!.description, `${key}.description is translated`);
      }
    });
  }
});
