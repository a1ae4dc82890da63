/**
 * Place names end to end: positions sent to a real signalk-server, navigation_state asked
 * over MCP (streamable HTTP) of signalk-assist processes in English and in Brazilian Portuguese, the
 * gazetteer loaded from the installed packages' real data. Near a town, inside a harbour, offshore, at
 * the date line, near a pole, and out of every place's reach (the motion as before); the exact
 * position still when asked.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startSignalK, type SignalKServer } from '../helpers/signalk.js';
import { startAssist, until, type AssistProcess, type ToolCall } from '../helpers/assist.js';

const KN = 1852 / 3600;
const DEG = Math.PI / 180;

/** Each case: a position, and what each language says there with 6.5 knots, course 186 degrees. */
const CASES: { what: string; latitude: number; longitude: number; en: string; 'pt-BR': string; place: string | null }[] = [
  {
    what: 'near a town',
    latitude: 38.66,
    longitude: -9.47,
    place: 'Cascais',
    en: '3 miles south-west of Cascais, 6.5 knots, course 186 degrees',
    'pt-BR': 'a 3 milhas a sudoeste de Cascais, 6,5 nós, rumo 186 graus',
  },
  {
    what: 'inside a harbour',
    latitude: 38.532,
    longitude: -28.625,
    place: 'Horta',
    en: 'in the harbour of Horta, 6.5 knots, course 186 degrees',
    'pt-BR': 'no porto de Horta, 6,5 nós, rumo 186 graus',
  },
  {
    what: 'offshore',
    latitude: 32.7,
    longitude: -21,
    place: 'Funchal',
    en: '210 miles west of Funchal, 6.5 knots, course 186 degrees',
    'pt-BR': 'a 210 milhas a oeste de Funchal, 6,5 nós, rumo 186 graus',
  },
  {
    what: 'at the date line',
    latitude: -16.85,
    longitude: -179.9,
    place: 'Labasa',
    en: '49 miles south-east of Labasa, 6.5 knots, course 186 degrees',
    'pt-BR': 'a 49 milhas a sudeste de Labasa, 6,5 nós, rumo 186 graus',
  },
  {
    what: 'near a pole',
    latitude: 78.3,
    longitude: 15.3,
    place: 'Longyearbyen',
    en: '6 miles north-west of Longyearbyen, 6.5 knots, course 186 degrees',
    'pt-BR': 'a 6 milhas a noroeste de Longyearbyen, 6,5 nós, rumo 186 graus',
  },
  { what: "out of every place's reach", latitude: 30, longitude: -45, place: null, en: '30 degrees 0 north, 45 degrees 0 west', 'pt-BR': '30 graus 0 norte, 45 graus 0 oeste' },
];

describe('place names through a real SignalK server and MCP', { timeout: 300_000 }, () => {
  let signalk: SignalKServer;
  let en: AssistProcess;
  let pt: AssistProcess;
  before(async () => {
    signalk = await startSignalK();
    [en, pt] = await Promise.all([
      startAssist({ transport: 'http', args: ['--signalk-url', signalk.url], answers: 'full' }),
      startAssist({ transport: 'http', args: ['--signalk-url', signalk.url, '--language', 'pt-BR'] }),
    ]);
  });
  after(async () => {
    await en?.stop();
    await pt?.stop();
    await signalk?.stop();
  });

  const call = async (assist: AssistProcess, args: Record<string, unknown> = {}): Promise<ToolCall> => {
    const r = await assist.call('navigation_state', args);
    assert.equal(r.isError, false, r.text);
    return r;
  };

  for (const c of CASES) {
    it(`${c.what}: ${c.en}`, async () => {
      await signalk.sendDelta({
        context: 'vessels.self',
        updates: [
          {
            $source: 'places.1',
            timestamp: new Date().toISOString(),
            values: [
              { path: 'navigation.position', value: { latitude: c.latitude, longitude: c.longitude } },
              { path: 'navigation.speedOverGround', value: 6.5 * KN },
              { path: 'navigation.courseOverGroundTrue', value: 186 * DEG },
              { path: 'navigation.headingTrue', value: 191 * DEG },
            ],
          },
        ],
      });
      await until(async () => (await call(en)).structured!.latitude === c.latitude && (await call(pt)).structured!.display === c['pt-BR'], 15_000, c.what);
      const r = await call(en);
      assert.equal(r.structured!.display, c.en);
      assert.equal((r.structured!.place as { name: string } | null)?.name ?? null, c.place);
      assert.equal(r.structured!.longitude, c.longitude);
      assert.equal((await call(pt)).structured!.display, c['pt-BR']);
    });
  }

  it('the exact position when asked, the minutes named as on the radio', async () => {
    const r = await call(en, { position: true });
    assert.equal(r.structured!.display, '30 degrees 0 minutes north, 45 degrees 0 minutes west');
  });
});
