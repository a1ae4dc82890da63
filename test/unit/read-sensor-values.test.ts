/**
 * read_sensor speaks every SignalK value kind: exact answers in
 * English and other languages for timestamps, identifiers, enumerations, magnetic variation, the
 * arrival circle, values of the wrong kind, objects and booleans; and every locale has a TTS-safe word
 * for every enumeration value the schema defines.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { QueryContext } from '../../src/queries/types.js';
import { query as readSensor } from '../../src/questions/read-sensor/query.js';
import { enumerationOf, isIdentifier, timestampOf } from '../../src/vessel/kinds.js';
import { ENUMERATIONS, type EnumerationSet } from '../../src/domain/enumerations.js';
import { enumerationValue } from '../../src/speech/sensor-words.js';
import { LOCALES } from '../../src/speech/locales/index.js';
import { LANGUAGES, type Language } from '../../src/speech/types.js';
import { ttsViolations } from '../../src/speech/safety.js';
import { queryContext } from '../helpers/query-context.js';

/** 05:50 UTC on a December morning; the boat off Cascais (Europe/Lisbon, UTC+0 in December). */
const T0 = Date.parse('2026-12-01T05:50:00Z');
const CASCAIS = { latitude: 38.69, longitude: -9.42 };

function ctx(language: Language, values: Record<string, unknown>, position: unknown = CASCAIS): QueryContext {
  return queryContext({ 'navigation.position': position, ...values }, { language, now: T0 });
}

/** read_sensor's display for one value at one path, with the TTS rules checked. */
function say(language: Language, path: string, value: unknown, position?: unknown): string | null {
  const r = readSensor.run({ path }, position === undefined ? ctx(language, { [path]: value }) : ctx(language, { [path]: value }, position));
  if (typeof r.display === 'string') assert.deepEqual(ttsViolations(r.display, language), [], `${language} ${path}: ${r.display}`);
  return r.display;
}

describe('read_sensor: timestamps as a day and a clock time in the boat zone', () => {
  const cases: [string, string, Record<Language, string>][] = [
    [
      'navigation.course.calcValues.estimatedTimeOfArrival',
      '2026-12-01T06:21:57.997Z',
      {
        en: 'today at 6:21 AM',
        'pt-BR': 'hoje às 6:21',
        pt: 'hoje às 6:21',
        de: 'heute um 6:21',
        fr: "aujourd'hui à 6:21",
        es: 'hoy a las 6:21',
        nl: 'vandaag om 6:21',
      },
    ],
    // 2014 sample data (summer: Lisbon is UTC+1): the year is said.
    [
      'navigation.datetime',
      '2014-08-15T19:00:34.81900Z',
      {
        en: 'August 15, 2014 at 8 PM',
        'pt-BR': '15 de agosto de 2014 às 20 horas',
        pt: '15 de agosto de 2014 às 20 horas',
        de: '15. August 2014 um 20 Uhr',
        fr: '15 août 2014 à 20 heures',
        es: '15 de agosto de 2014 a las 20 horas',
        nl: '15 augustus 2014 om 20 uur',
      },
    ],
    [
      'navigation.destination.eta',
      '2026-12-02T15:00:00.000Z',
      {
        en: 'tomorrow at 3 PM',
        'pt-BR': 'amanhã às 15 horas',
        pt: 'amanhã às 15 horas',
        de: 'morgen um 15 Uhr',
        fr: 'demain à 15 heures',
        es: 'mañana a las 15 horas',
        nl: 'morgen om 15 uur',
      },
    ],
    [
      'navigation.course.startTime',
      '2026-11-30T22:10:00+00:00',
      {
        en: 'yesterday at 10:10 PM',
        'pt-BR': 'ontem às 22:10',
        pt: 'ontem às 22:10',
        de: 'gestern um 22:10',
        fr: 'hier à 22:10',
        es: 'ayer a las 22:10',
        nl: 'gisteren om 22:10',
      },
    ],
    [
      'electrical.batteries.house.dateInstalled',
      '2025-03-09',
      {
        en: 'March 9, 2025',
        'pt-BR': '9 de março de 2025',
        pt: '9 de março de 2025',
        de: '9. März 2025',
        fr: '9 mars 2025',
        es: '9 de marzo de 2025',
        nl: '9 maart 2025',
      },
    ],
  ];
  for (const [path, value, want] of cases) {
    it(`${path} ${value}`, () => {
      for (const lang of LANGUAGES) assert.equal(say(lang, path, value), want[lang], `${lang} ${path}`);
    });
  }

  it("the day and clock are the boat zone's from its position: 11:30 UTC is already tomorrow in Auckland", () => {
    const eta = '2026-12-01T11:30:00Z';
    assert.equal(say('en', 'navigation.course.calcValues.estimatedTimeOfArrival', eta), 'today at 11:30 AM');
    assert.equal(say('en', 'navigation.course.calcValues.estimatedTimeOfArrival', eta, { latitude: -36.85, longitude: 174.76 }), 'tomorrow at 12:30 AM');
  });

  it("without a position fix, the add-on's own zone (UTC here)", () => {
    assert.equal(say('en', 'navigation.datetime', '2026-12-01T05:49:58Z', null), 'today at 5:49 AM');
  });

  it('timestampOf takes ISO dates and date-times with a zone only', () => {
    assert.deepEqual(timestampOf('2026-12-01T06:21:57.997Z'), { at: new Date('2026-12-01T06:21:57.997Z'), withTime: true });
    assert.deepEqual(timestampOf('2026-12-01'), { at: new Date('2026-12-01T12:00:00Z'), withTime: false });
    assert.equal(timestampOf('2026-12-01T06:21:57'), null); // no zone: not a moment we can place
    assert.equal(timestampOf('2026-13-45T06:21:57Z'), null);
    assert.equal(timestampOf('soon'), null);
  });
});

describe('read_sensor: identifiers are kept, not read', () => {
  const ids: [string, string][] = [
    ['uuid', 'urn:mrn:signalk:uuid:c0d79334-4e25-4245-8892-54e8ccc8021d'],
    ['navigation.course.activeRoute.href', '/resources/routes/a122a29c-9eac-43d5-9884-877dbb853052'],
    ['communication.url', 'https://boat.local:3000/admin/'],
    ['sensors.gps.fromBow.id', 'a122a29c-9eac-43d5-9884-877dbb853052'],
  ];
  for (const [path, value] of ids) {
    it(`${path}`, () => {
      const r = readSensor.run({ path }, ctx('en', { [path]: value }));
      assert.equal(r.display, 'That is an identifier, not read aloud.');
      assert.equal(r.value, value);
      assert.equal(say('pt-BR', path, value), 'Isso é um identificador, não é lido em voz alta.');
      assert.equal(say('de', path, value), 'Das ist eine Kennung, sie wird nicht vorgelesen.');
    });
  }

  it('isIdentifier: names and words are not identifiers', () => {
    assert.equal(isIdentifier('name', 'Nordic Star'), false);
    assert.equal(isIdentifier('navigation.destination.commonName', 'TALLINN'), false);
    assert.equal(isIdentifier('mmsi', '230099999'), false);
  });
});

describe("read_sensor: enumerations in the answer's language", () => {
  const cases: [string, string, Record<Language, string>][] = [
    [
      'navigation.state',
      'motoring',
      { en: 'motoring', 'pt-BR': 'navegando a motor', pt: 'a navegar a motor', de: 'unter Motor', fr: 'au moteur', es: 'navegando a motor', nl: 'op de motor' },
    ],
    ['propulsion.port.state', 'started', { en: 'running', 'pt-BR': 'funcionando', pt: 'a trabalhar', de: 'läuft', fr: 'en marche', es: 'en marcha', nl: 'draait' }],
    [
      'tanks.blackWater.0.type',
      'blackwater',
      { en: 'black water', 'pt-BR': 'águas negras', pt: 'águas negras', de: 'Schwarzwasser', fr: 'eaux noires', es: 'aguas negras', nl: 'zwart water' },
    ],
    [
      'electrical.batteries.1.batteryType',
      'flooded',
      { en: 'flooded', 'pt-BR': 'inundada', pt: 'inundada', de: 'Nassbatterie', fr: 'plomb ouvert', es: 'abierta', nl: 'open loodzuur' },
    ],
    [
      'electrical.batteries.1.chemistry',
      'pb (lead)',
      { en: 'lead acid', 'pt-BR': 'chumbo ácido', pt: 'chumbo ácido', de: 'Blei Säure', fr: 'plomb acide', es: 'plomo ácido', nl: 'loodzuur' },
    ],
    [
      'navigation.speedThroughWaterReferenceType',
      'Paddle wheel',
      { en: 'paddle wheel', 'pt-BR': 'roda de pás', pt: 'roda de pás', de: 'Schaufelrad', fr: 'roue à aubes', es: 'rueda de paletas', nl: 'schoepenrad' },
    ],
    [
      'navigation.course.calcValues.calcMethod',
      'GreatCircle',
      { en: 'great circle', 'pt-BR': 'círculo máximo', pt: 'círculo máximo', de: 'Großkreis', fr: 'orthodromie', es: 'ortodrómica', nl: 'grootcirkel' },
    ],
    [
      'navigation.state',
      'towing > 200m',
      {
        en: 'towing, tow over 200 meters',
        'pt-BR': 'rebocando, reboque com mais de 200 metros',
        pt: 'a rebocar, reboque com mais de 200 metros',
        de: 'schleppend, Schleppverband über 200 Metern',
        fr: 'en remorquage, remorque de plus de 200 mètres',
        es: 'remolcando, remolque de más de 200 metros',
        nl: 'slepend, sleep langer dan 200 meter',
      },
    ],
    [
      'steering.autopilot.state',
      'noDrift',
      { en: 'no drift', 'pt-BR': 'sem deriva', pt: 'sem deriva', de: 'ohne Abdrift', fr: 'sans dérive', es: 'sin deriva', nl: 'zonder drift' },
    ],
    ['propulsion.main.transmission.gear', 'Reverse', { en: 'reverse', 'pt-BR': 'ré', pt: 'ré', de: 'rückwärts', fr: 'marche arrière', es: 'atrás', nl: 'achteruit' }],
    [
      'environment.mode',
      'restricted visibility',
      {
        en: 'restricted visibility',
        'pt-BR': 'visibilidade restrita',
        pt: 'visibilidade reduzida',
        de: 'eingeschränkte Sicht',
        fr: 'visibilité réduite',
        es: 'visibilidad reducida',
        nl: 'beperkt zicht',
      },
    ],
  ];
  for (const [path, value, want] of cases) {
    it(`${path} "${value}"`, () => {
      for (const lang of LANGUAGES) assert.equal(say(lang, path, value), want[lang], `${lang} ${path}`);
    });
  }

  it('matching ignores case and outer spaces; a value the set does not list is boat text, spoken as given', () => {
    assert.equal(say('de', 'navigation.state', '  MOTORING '), 'unter Motor');
    assert.equal(say('de', 'navigation.state', 'Reserved for future use-11'), 'Reserved for future use-11');
    assert.equal(say('fr', 'navigation.destination.commonName', 'TALLINN'), 'TALLINN');
  });

  it('enumerationOf maps the schema paths to their sets', () => {
    const want: [string, EnumerationSet | null][] = [
      ['navigation.state', 'navigationState'],
      ['propulsion.port.state', 'propulsionState'],
      ['propulsion.port.transmission.gear', 'gear'],
      ['tanks.fuel.0.type', 'tankType'],
      ['electrical.batteries.house.chemistry', 'batteryChemistry'],
      ['electrical.batteries.1.batteryType', 'batteryType'],
      ['navigation.speedThroughWaterReferenceType', 'speedReference'],
      ['navigation.course.calcValues.calcMethod', 'calcMethod'],
      ['steering.autopilot.state', 'autopilotState'],
      ['environment.mode', 'environmentMode'],
      ['navigation.destination.commonName', null],
    ];
    for (const [path, set] of want) assert.equal(enumerationOf(path), set, path);
  });

  for (const lang of LANGUAGES) {
    it(`${lang}: a word for every value of every set, none of them English where the language is not, all TTS-safe`, () => {
      const enums = LOCALES[lang].sensor.enums as Record<EnumerationSet, Record<string, string>>;
      for (const set of Object.keys(ENUMERATIONS) as EnumerationSet[]) {
        assert.deepEqual(Object.keys(enums[set]).sort(), [...ENUMERATIONS[set]].sort(), `${lang} ${set}`);
        for (const v of ENUMERATIONS[set]) {
          const word = enums[set][v]!;
          assert.ok(word.trim() !== '', `${lang} ${set} ${v}`);
          assert.deepEqual(ttsViolations(word, lang), [], `${lang} ${set} ${v}: ${word}`);
          assert.equal(enumerationValue(set, v.toUpperCase()), v);
        }
      }
    });
  }
});

describe('read_sensor: magnetic variation east or west, the arrival circle in metres', () => {
  it('8 degrees east; a negative variation is west', () => {
    const east = 8 * (Math.PI / 180);
    const west = -1 * (Math.PI / 180);
    const want: Record<Language, [string, string]> = {
      en: ['8 degrees east', '1 degree west'],
      'pt-BR': ['8 graus leste', '1 grau oeste'],
      pt: ['8 graus este', '1 grau oeste'],
      de: ['8 Grad Ost', '1 Grad West'],
      fr: ['déclinaison orientale de 8 degrés', 'déclinaison occidentale de 1 degré'],
      es: ['8 grados este', '1 grado oeste'],
      nl: ['8 graden oost', '1 graad west'],
    };
    for (const lang of LANGUAGES) {
      assert.equal(say(lang, 'navigation.magneticVariation', east), want[lang][0], lang);
      assert.equal(say(lang, 'navigation.magneticVariation', west), want[lang][1], lang);
    }
    assert.equal(say('en', 'navigation.magneticDeviation', -0.0349), '2 degrees west');
    const r = readSensor.run({ path: 'navigation.magneticVariation' }, ctx('en', { 'navigation.magneticVariation': east }));
    assert.equal(r.unit, 'radians');
    assert.equal(r.value, east);
  });

  it('a variation beyond half a turn is a unit error and is not said', () => {
    assert.equal(say('en', 'navigation.magneticVariation', 8), null);
  });

  it('arrivalCircle 0 is "0 meters" with its unit', () => {
    const r = readSensor.run({ path: 'navigation.course.arrivalCircle' }, ctx('en', { 'navigation.course.arrivalCircle': 0 }));
    assert.equal(r.display, '0 meters');
    assert.equal(r.unit, 'meters');
    assert.equal(say('de', 'navigation.course.arrivalCircle', 50), '50 Meter');
  });
});

describe('read_sensor: a value of the wrong kind for its path is not read as one', () => {
  it('unit names the SI unit of value, whatever the display says: kelvin for a water temperature said in Celsius', () => {
    const en = readSensor.run({ path: 'environment.water.temperature' }, ctx('en', { 'environment.water.temperature': 313.15 }));
    assert.deepEqual([en.value, en.unit, en.display], [313.15, 'kelvin', '40 degrees Celsius']);
    const de = readSensor.run({ path: 'environment.water.temperature' }, ctx('de', { 'environment.water.temperature': 313.15 }));
    assert.deepEqual([de.value, de.unit, de.display], [313.15, 'kelvin', '40 Grad Celsius']);
    const sog = readSensor.run({ path: 'navigation.speedOverGround' }, ctx('fr', { 'navigation.speedOverGround': 3.2 }));
    assert.deepEqual([sog.unit, sog.display], ['meters per second', '6,2 nœuds']);
    const pos = readSensor.run({ path: 'navigation.position' }, ctx('en', { 'navigation.position': { latitude: 38.5, longitude: -9.5 } }));
    assert.equal(pos.unit, null);
  });

  it('depth as the string "deep"', () => {
    const r = readSensor.run({ path: 'environment.depth.belowKeel' }, ctx('en', { 'environment.depth.belowKeel': 'deep' }));
    assert.equal(r.display, "The boat's value for this can't be read.");
    assert.equal(r.value, 'deep');
    assert.equal(r.unit, null, 'the value is text, in no unit');
    assert.equal(r.note, 'SignalK expects a number for this path (m); the boat sent a string. It is in value, not spoken.');
    assert.equal(say('pt-BR', 'environment.depth.belowKeel', 'deep'), 'O valor que o barco envia para isso não pode ser lido.');
    assert.equal(say('nl', 'environment.depth.belowKeel', 'deep'), 'De waarde die de boot hiervoor stuurt is niet leesbaar.');
  });

  it('a number sent as text with its SI unit is read: n2k-signalk\'s nominal voltage "12V"', () => {
    assert.equal(say('en', 'electrical.batteries.1.nominalVoltage', '12V'), '12 volts');
    assert.equal(say('pt-BR', 'electrical.batteries.1.nominalVoltage', '12V'), '12 volts');
    assert.equal(say('en', 'environment.depth.belowKeel', '4.2 m'), '4.2 meters');
    assert.equal(say('en', 'environment.depth.belowKeel', '4.2 ft'), "The boat's value for this can't be read.");
  });

  it('the design dimensions are metres: design.draft.maximum', () => {
    assert.equal(say('en', 'design.draft.maximum', 2.1), '2.1 meters');
  });

  it('a speed sent as an object or a boolean', () => {
    assert.equal(say('en', 'navigation.speedOverGround', { knots: 5 }), "The boat's value for this can't be read.");
    assert.equal(say('es', 'navigation.speedOverGround', true), 'El valor que envía el barco para esto no se puede leer.');
  });
});

describe('read_sensor: objects by their fields; booleans as yes or no', () => {
  it('environment.current lists its fields; a field inside it is read in its own unit', () => {
    const c = ctx('en', { 'environment.current': { setTrue: 2.3827, drift: 0.37 } });
    const r = readSensor.run({ path: 'environment.current' }, c);
    assert.equal(r.display, null);
    assert.deepEqual(r.fields, ['setTrue', 'drift']);
    assert.equal(r.note, 'This path holds several values; read one with read_sensor, e.g. environment.current.setTrue.');
    const drift = readSensor.run({ path: 'environment/current/drift' }, c);
    assert.equal(drift.path, 'environment.current.drift');
    assert.equal(drift.display, '0.7 knots');
    assert.equal(drift.value, 0.37);
    assert.equal(readSensor.run({ path: 'environment.current.setTrue' }, c).display, '137 degrees, south-east');
    assert.equal(readSensor.run({ path: 'environment.current.nothing' }, c).display, null);
  });

  it('true and false', () => {
    assert.equal(say('en', 'steering.autopilot.engaged', true), 'yes');
    assert.equal(say('en', 'steering.autopilot.engaged', false), 'no');
    assert.equal(say('pt-BR', 'steering.autopilot.engaged', true), 'sim');
    assert.equal(say('fr', 'steering.autopilot.engaged', false), 'non');
  });
});
