/**
 * read_sensor's value kinds end to end: values sent as deltas
 * to a real signalk-server 2.23.0 (no sample data), read by signalk-assist over MCP (stdio) in English
 * and Brazilian Portuguese, each answer checked exactly.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startSignalK, type SignalKServer } from '../helpers/signalk.js';
import { startAssist, until, type AssistProcess } from '../helpers/assist.js';
import { ttsViolations } from '../../src/speech/safety.js';

const DEG = Math.PI / 180;
/** Off Cascais: the boat's zone is Europe/Lisbon. */
const POSITION = { latitude: 38.69, longitude: -9.42 };
/** An ETA two hours ahead of now, so that the expected day word and clock can be computed at the call. */
// Half past an hour, two to three hours ahead: a clock time said as digits in both languages (on the hour or
// minutes 1 to 9 are said in words: test/unit/voice.test.ts).
const ETA = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 + 2.5 * 3_600_000);

const VALUES: Record<string, unknown> = {
  'navigation.position': POSITION,
  'navigation.state': 'motoring',
  'propulsion.port.state': 'started',
  'tanks.blackWater.0.type': 'blackwater',
  'electrical.batteries.1.chemistry': 'pb (lead)',
  'navigation.speedThroughWaterReferenceType': 'Paddle wheel',
  'navigation.magneticVariation': -1 * DEG,
  'environment.depth.belowKeel': 'deep',
  'environment.current': { setTrue: 2.3827, drift: 0.37 },
  'navigation.destination.eta': ETA.toISOString(),
};

/** "today" / "hoje" or "tomorrow" / "amanhã" and the clock time of `at` in Lisbon, as each language says it. */
function when(at: Date, language: 'en' | 'pt-BR'): string {
  const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(d);
  const days = Math.round((Date.parse(day(at)) - Date.parse(day(new Date()))) / 86_400_000);
  const word = new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(days, 'day');
  const clock =
    language === 'en'
      ? new Intl.DateTimeFormat('en', { timeZone: 'Europe/Lisbon', hour: 'numeric', minute: '2-digit', hourCycle: 'h12' }).format(at).replace(/[\u202f\u00a0]/g, ' ')
      : new Intl.DateTimeFormat('pt-BR', { timeZone: 'Europe/Lisbon', hour: 'numeric', minute: '2-digit', hourCycle: 'h23' }).format(at);
  return language === 'en' ? `${word} at ${clock}` : `${word} às ${clock}`;
}

const CASES: [string, string | (() => string), string | (() => string)][] = [
  ['navigation.state', 'motoring', 'navegando a motor'],
  ['propulsion.port.state', 'running', 'funcionando'],
  ['tanks.blackWater.0.type', 'black water', 'águas negras'],
  ['electrical.batteries.1.chemistry', 'lead acid', 'chumbo ácido'],
  ['navigation.speedThroughWaterReferenceType', 'paddle wheel', 'roda de pás'],
  ['navigation.magneticVariation', '1 degree west', '1 grau oeste'],
  ['environment.depth.belowKeel', "The boat's value for this can't be read.", 'O valor que o barco envia para isso não pode ser lido.'],
  ['environment.current.setTrue', '137 degrees, south-east', '137 graus, sudeste'],
  ['navigation.destination.eta', () => when(ETA, 'en'), () => when(ETA, 'pt-BR')],
];

describe('read_sensor value kinds against a real SignalK server', { timeout: 240_000 }, () => {
  let sk: SignalKServer;
  const assists: Partial<Record<'en' | 'pt-BR', AssistProcess>> = {};
  before(async () => {
    sk = await startSignalK({ readyTimeoutMs: 120_000 });
    await sk.sendDelta({ context: 'vessels.self', updates: [{ $source: 'values.1', values: Object.entries(VALUES).map(([path, value]) => ({ path, value })) }] });
    for (const language of ['en', 'pt-BR'] as const) {
      assists[language] = await startAssist({ transport: 'stdio', args: ['--signalk-url', sk.url, '--language', language, '--tools', 'all'] });
    }
    // Both add-ons have the boat's values (an add-on whose feed is not up yet says it can't reach SignalK).
    for (const language of ['en', 'pt-BR'] as const) {
      await until(
        async () => {
          const r = await assists[language]!.call('read_sensor', { path: 'navigation.destination.eta' });
          return r.structured?.value === ETA.toISOString() && !/SignalK/.test(String(r.structured?.display));
        },
        20_000,
        `the values through the server (${language})`,
      );
    }
  });
  after(async () => {
    for (const a of Object.values(assists)) await a?.stop();
    await sk?.stop();
  });

  for (const [path, en, pt] of CASES) {
    it(path, async () => {
      for (const [language, want] of [
        ['en', en],
        ['pt-BR', pt],
      ] as const) {
        const r = await assists[language]!.call('read_sensor', { path });
        assert.equal(r.isError, false);
        assert.equal(r.structured?.display, typeof want === 'string' ? want : want(), `${language} ${path}`);
        assert.deepEqual(ttsViolations(String(r.structured?.display), language), []);
      }
    });
  }

  it('the object and the unreadable value are kept in value; the object lists its fields', async () => {
    const current = await assists.en!.call('read_sensor', { path: 'environment.current' });
    assert.deepEqual(current.structured?.value, { setTrue: 2.3827, drift: 0.37 });
    assert.deepEqual(current.structured?.fields, ['setTrue', 'drift']);
    assert.equal(current.structured?.display, null);
    const depth = await assists.en!.call('read_sensor', { path: 'environment.depth.belowKeel' });
    assert.equal(depth.structured?.value, 'deep');
    assert.equal(depth.structured?.unit, null, 'text is in no unit');
  });
});
