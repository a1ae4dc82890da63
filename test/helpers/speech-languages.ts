/**
 * Every case of test/cases/speech-cases.json with its expected display in every supported language,
 * written out. The pt-BR texts of the cases pt-wind and pt-battery are the file's own, exact;
 * the English texts are the file's `display` where it gives one, else the full sentence its
 * `contains` / `starts_with` describe. Used by test/unit/speech-languages.test.ts (queries on an
 * in-memory model) and test/integration/speech-cases-languages.test.ts (real SignalK server, MCP).
 *
 * Each language's cases run in file order on one vessel (values accumulate as on a real server), so
 * list-paths-prefix counts the house bank's three paths from the battery cases plus the start bank:
 * four paths.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { until, type AssistProcess, type ToolCall } from './assist.js';
import type { SignalKServer } from './signalk.js';
import type { Language } from '../../src/speech/types.js';

/** One case of speech-cases.json (the keys this table's tests read). */
export interface SpeechCase {
  id: string;
  values: Record<string, unknown>;
  then_values?: Record<string, unknown>;
  call: { tool: string; args: Record<string, unknown> };
  display?: string;
  contains?: string[];
  excludes?: string[];
  starts_with?: string;
  fields?: Record<string, unknown>;
  is_error?: boolean;
  alarms_order?: string[];
  paths_include?: string[];
  language?: string;
  units?: 'nautical-metric' | 'nautical-imperial';
}

/** The cases, in file order. */
export const SPEECH_CASES: readonly SpeechCase[] = (JSON.parse(readFileSync(new URL('../cases/speech-cases.json', import.meta.url), 'utf8')) as { cases: SpeechCase[] }).cases;

/** 16.5 knots of wind (wind-speed-knots, pt-wind). */
const WIND_16_5_KNOTS: Readonly<Record<Language, string>> = {
  en: '16.5 knots',
  'pt-BR': '16,5 nós',
  pt: '16,5 nós',
  de: '16,5 Knoten',
  fr: '16,5 nœuds',
  es: '16,5 nudos',
  nl: '16,5 knopen',
};

/** The house bank discharging (battery-discharging, pt-battery). */
const HOUSE_DISCHARGING: Readonly<Record<Language, string>> = {
  en: '68 percent, 12.8 volts, 8.2 amps discharging',
  'pt-BR': '68 por cento, 12,8 volts, 8,2 amperes descarregando',
  pt: '68 por cento, 12,8 volts, 8,2 amperes a descarregar',
  de: '68 Prozent, 12,8 Volt, entlädt mit 8,2 Ampere',
  fr: '68 pour cent, 12,8 volts, en décharge à 8,2 ampères',
  es: '68 por ciento, 12,8 voltios, descargando a 8,2 amperios',
  nl: '68 procent, 12,8 volt, ontlaadt met 8,2 ampère',
};

/** Expected display per case id and language; null: nothing is said (display null). */
export const EXPECTED_DISPLAY: Readonly<Record<string, Readonly<Record<Language, string | null>>>> = {
  'wind-speed-knots': WIND_16_5_KNOTS,
  'battery-discharging': HOUSE_DISCHARGING,
  'battery-charging': {
    en: '91 percent, 13.6 volts, 15 amps charging',
    'pt-BR': '91 por cento, 13,6 volts, 15 amperes carregando',
    pt: '91 por cento, 13,6 volts, 15 amperes a carregar',
    de: '91 Prozent, 13,6 Volt, lädt mit 15 Ampere',
    fr: '91 pour cent, 13,6 volts, en charge à 15 ampères',
    es: '91 por ciento, 13,6 voltios, cargando a 15 amperios',
    nl: '91 procent, 13,6 volt, laadt met 15 ampère',
  },
  'water-temperature-kelvin': {
    en: '18 degrees Celsius',
    'pt-BR': '18 graus Celsius',
    pt: '18 graus Celsius',
    de: '18 Grad Celsius',
    fr: '18 degrés Celsius',
    es: '18 grados Celsius',
    nl: '18 graden Celsius',
  },
  'position-words': {
    en: '37 degrees 48.5 north, 122 degrees 24.3 west',
    'pt-BR': '37 graus 48,5 norte, 122 graus 24,3 oeste',
    pt: '37 graus 48,5 norte, 122 graus 24,3 oeste',
    de: '37 Grad 48,5 Nord, 122 Grad 24,3 West',
    fr: '37 degrés 48,5 nord, 122 degrés 24,3 ouest',
    es: '37 grados 48,5 norte, 122 grados 24,3 oeste',
    nl: '37 graden 48,5 noorderbreedte, 122 graden 24,3 westerlengte',
  },
  'apparent-wind-angle-port': {
    en: '20 degrees to port',
    'pt-BR': '20 graus a bombordo',
    pt: '20 graus a bombordo',
    de: '20 Grad an Backbord',
    fr: '20 degrés à bâbord',
    es: '20 grados a babor',
    nl: '20 graden aan bakboord',
  },
  'true-wind-angle-unsigned-source': {
    en: '10 degrees to port',
    'pt-BR': '10 graus a bombordo',
    pt: '10 graus a bombordo',
    de: '10 Grad an Backbord',
    fr: '10 degrés à bâbord',
    es: '10 grados a babor',
    nl: '10 graden aan bakboord',
  },
  'course-compass-name': {
    en: '205 degrees, south-south-west',
    'pt-BR': '205 graus, sul-sudoeste',
    pt: '205 graus, su-sudoeste',
    de: '205 Grad, Südsüdwest',
    fr: '205 degrés, sud-sud-ouest',
    es: '205 grados, sur-suroeste',
    nl: '205 graden, zuidzuidwest',
  },
  'heading-near-north': {
    en: '359 degrees, north',
    'pt-BR': '359 graus, norte',
    pt: '359 graus, norte',
    de: '359 Grad, Nord',
    fr: '359 degrés, nord',
    es: '359 grados, norte',
    nl: '359 graden, noord',
  },
  'pressure-hectopascals': {
    en: '1013 hectopascals',
    'pt-BR': '1013 hectopascais',
    pt: '1013 hectopascais',
    de: '1013 Hektopascal',
    fr: '1013 hectopascals',
    es: '1013 hectopascales',
    nl: '1013 hectopascal',
  },
  'engine-rpm': {
    en: '1830 revolutions per minute',
    'pt-BR': '1830 rotações por minuto',
    pt: '1830 rotações por minuto',
    de: '1830 Umdrehungen pro Minute',
    fr: '1830 tours par minute',
    es: '1830 revoluciones por minuto',
    nl: '1830 toeren per minuut',
  },
  'tank-level': {
    en: '45 percent',
    'pt-BR': '45 por cento',
    pt: '45 por cento',
    de: '45 Prozent',
    fr: '45 pour cent',
    es: '45 por ciento',
    nl: '45 procent',
  },
  'missing-path-is-success': { en: null, 'pt-BR': null, pt: null, de: null, fr: null, es: null, nl: null },
  'null-depth-not-last-value': { en: null, 'pt-BR': null, pt: null, de: null, fr: null, es: null, nl: null },
  'depth-under-keel-first': {
    en: '4.2 meters under the keel, 5.5 meters below the surface',
    'pt-BR': '4,2 metros sob a quilha, 5,5 metros abaixo da superfície',
    pt: '4,2 metros debaixo da quilha, 5,5 metros de fundo',
    de: '4,2 Meter unter dem Kiel, 5,5 Meter Wassertiefe',
    fr: '4,2 mètres sous la quille, 5,5 mètres de fond',
    es: '4,2 metros bajo la quilla, 5,5 metros de profundidad',
    nl: '4,2 meter onder de kiel, 5,5 meter waterdiepte',
  },
  // Alarm messages are boat text, spoken as given.
  'alarms-worst-first': {
    en: '1 alarm and 1 warning: Shallow water; House battery low.',
    'pt-BR': '1 alarme e 1 aviso: Shallow water; House battery low.',
    pt: '1 alarme e 1 aviso: Shallow water; House battery low.',
    de: '1 Alarm und 1 Warnung: Shallow water; House battery low.',
    fr: '1 alarme et 1 avertissement : Shallow water ; House battery low.',
    es: '1 alarma y 1 aviso: Shallow water; House battery low.',
    nl: '1 alarm en 1 waarschuwing: Shallow water; House battery low.',
  },
  'pt-wind': WIND_16_5_KNOTS,
  'pt-battery': HOUSE_DISCHARGING,
  'imperial-temperature': {
    en: '64 degrees Fahrenheit',
    'pt-BR': '64 graus Fahrenheit',
    pt: '64 graus Fahrenheit',
    de: '64 Grad Fahrenheit',
    fr: '64 degrés Fahrenheit',
    es: '64 grados Fahrenheit',
    nl: '64 graden Fahrenheit',
  },
  'list-paths-prefix': {
    en: '4 paths',
    'pt-BR': '4 caminhos',
    pt: '4 caminhos',
    de: '4 Pfade',
    fr: '4 chemins',
    es: '4 rutas de datos',
    nl: '4 paden',
  },
};

/**
 * The `unit` result field where a case checks it (`fields.unit`), per language: the SI unit of the
 * result's `value`, named the same in every language (the display says the spoken unit). Other cases'
 * `fields` are language-independent and apply as written.
 */
export const EXPECTED_UNIT: Readonly<Record<string, Readonly<Record<Language, string | null>>>> = {
  'wind-speed-knots': {
    en: 'meters per second',
    'pt-BR': 'meters per second',
    pt: 'meters per second',
    de: 'meters per second',
    fr: 'meters per second',
    es: 'meters per second',
    nl: 'meters per second',
  },
  'missing-path-is-success': { en: null, 'pt-BR': null, pt: null, de: null, fr: null, es: null, nl: null },
};

/** A case's `fields` for a language: `unit` taken from EXPECTED_UNIT, the rest as the case writes them. */
export function fieldsFor(c: SpeechCase, language: Language): Record<string, unknown> {
  const fields = { ...(c.fields ?? {}) };
  if ('unit' in fields) {
    const units = EXPECTED_UNIT[c.id];
    if (!units) throw new Error(`speech case ${c.id} checks "unit" but EXPECTED_UNIT has no row for it`);
    fields.unit = units[language];
  }
  if ('display' in fields) fields.display = EXPECTED_DISPLAY[c.id]?.[language] ?? null;
  return fields;
}

/** A delta setting `values` on vessels.self, stamped now (how speech-cases.json's `about` injects a case). */
export function caseDelta(values: Record<string, unknown>) {
  return {
    context: 'vessels.self',
    updates: [{ $source: 'speechcases.1', timestamp: new Date().toISOString(), values: Object.entries(values).map(([path, value]) => ({ path, value })) }],
  };
}

/** Whether `actual` holds `expected`: equal, or (objects) every expected key equal. The server adds `id`/`status` to notifications. */
export function includes(actual: unknown, expected: unknown): boolean {
  if (expected !== null && typeof expected === 'object' && !Array.isArray(expected)) {
    if (actual === null || typeof actual !== 'object') return false;
    return Object.entries(expected).every(([k, v]) => includes((actual as Record<string, unknown>)[k], v));
  }
  try {
    assert.deepEqual(actual, expected);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs case `c` the way speech-cases.json's `about` says: its values (then its then_values) sent to
 * the server and waited for in signalk-assist, then its tool called. Checks what every case shares:
 * isError as the case says, structuredContent present, the text block its compact JSON. Returns the
 * answer and its display.
 */
export async function callCase(
  assist: AssistProcess,
  signalk: SignalKServer,
  c: SpeechCase,
): Promise<{ r: ToolCall & { structured: Record<string, unknown> }; display: string | null }> {
  if (Object.keys(c.values).length) {
    await signalk.sendDelta(caseDelta(c.values));
    await waitForValues(assist, c.values);
  }
  if (c.then_values) {
    await signalk.sendDelta(caseDelta(c.then_values));
    await waitForValues(assist, c.then_values);
  }
  const r = await assist.call(c.call.tool, c.call.args);
  assert.equal(r.isError, c.is_error ?? false, `isError for ${c.id}: ${r.text}`);
  assert.ok(r.structured, 'structuredContent present');
  assert.equal(r.text, JSON.stringify(r.structured), 'text block is exactly the compact JSON of structuredContent');
  return { r: r as ToolCall & { structured: Record<string, unknown> }, display: r.structured.display as string | null };
}

/** Waits until signalk-assist's model holds every injected value (read back through read_sensor). */
export async function waitForValues(assist: AssistProcess, values: Record<string, unknown>): Promise<void> {
  for (const [path, value] of Object.entries(values)) {
    await until(
      async () => {
        const r = await assist.call('read_sensor', { path });
        return includes(r.structured?.value, value);
      },
      10_000,
      `${path} = ${JSON.stringify(value)} to reach signalk-assist`,
    );
  }
}
