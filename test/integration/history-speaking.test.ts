/**
 * The history answers within the speaking budget: their longest forms (an old last
 * reading; eleven hours since the start with a gap; the apparent wind, a depth below the transducer,
 * energies in kilowatt hours, changes of two digits) said by the real espeak-ng in all seven
 * languages, at most 8 seconds each. Durations are printed (`# de 7.9 s air_history (gap) ...`).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ESPEAK_VOICE, espeakInstalled, say } from '../helpers/espeak.js';
import { History } from '../../src/vessel/history.js';
import { VesselModel } from '../../src/vessel/model.js';
import { attachEnergyMeter, EnergyMeter } from '../../src/vessel/energy.js';
import { LANGUAGES, type Language } from '../../src/speech/types.js';
import { query as windHistory } from '../../src/questions/wind-history/query.js';
import { query as batteryHistory } from '../../src/questions/battery-history/query.js';
import { query as depthHistory } from '../../src/questions/depth-history/query.js';
import { query as airHistory } from '../../src/questions/air-history/query.js';
import { contextOf } from '../helpers/query-context.js';

const BUDGET_S = 8;
const T0 = Date.parse('2026-11-30T00:00:00Z');
const MIN = 60_000;

/**
 * Two worst cases from a start at T0: `old` (2 hours 17 minutes of readings with a gap, the last one
 * 30 minutes old) and `gap` (11 hours, fresh, with a 1 hour 45 minute gap): every part, the
 * apparent wind, a depth below the transducer, energies over a kilowatt hour.
 */
function scenario(kind: 'old' | 'gap'): { history: History; now: number } {
  const h = new History(T0);
  // The bank's energy is what the energy counter counts from the live voltage and current (as in the app).
  let clock = T0;
  const model = new VesselModel(() => clock);
  attachEnergyMeter(model, new EnergyMeter(model, new Set(), (bank, time, inJ, outJ) => h.recordEnergy(bank, time, inJ, outJ)));
  const minutes = kind === 'old' ? [0, 1, 2, 105, 106, 107] : [...Array(660).keys()].filter((m) => m < 60 || m >= 165);
  for (const m of minutes) {
    const t = T0 + m * MIN;
    h.record('environment.wind.speedApparent', t, 11.99 + m / 1000);
    for (const bank of ['house', 'start']) {
      h.record(`electrical.batteries.${bank}.voltage`, t, 12.45);
      h.record(`electrical.batteries.${bank}.current`, t, kind === 'old' ? -180.5 : m % 2 ? -14.5 : 3.5);
      h.record(`electrical.batteries.${bank}.capacity.stateOfCharge`, t, 0.47);
    }
    clock = t;
    model.applyDelta({
      updates: [
        {
          timestamp: new Date(t).toISOString(),
          values: ['house', 'start'].flatMap((bank) => [
            { path: `electrical.batteries.${bank}.voltage`, value: 12.45 },
            { path: `electrical.batteries.${bank}.current`, value: kind === 'old' ? -180.5 : m % 2 ? -14.5 : 3.5 },
          ]),
        },
      ],
    });
    h.record('environment.depth.belowTransducer', t, 12.35 - m / 1000);
    h.record('environment.outside.pressure', t, 101_850 - m * 4.9);
    h.record('environment.outside.temperature', t, 301.15 - m / 30);
  }
  return { history: h, now: kind === 'old' ? T0 + 137 * MIN : T0 + 660 * MIN };
}

function answers(language: Language): { tool: string; display: string }[] {
  const out: { tool: string; display: string | null }[] = [];
  for (const kind of ['old', 'gap'] as const) {
    const { history, now } = scenario(kind);
    const ctx = contextOf(new VesselModel(() => now), { language, now: () => now, history });
    out.push(
      { tool: `wind_history (${kind})`, display: windHistory.run({ hours: 24 }, ctx).display },
      { tool: `battery_history (${kind})`, display: batteryHistory.run({ bank: 'house', hours: 24 }, ctx).display },
      { tool: `depth_history (${kind})`, display: depthHistory.run({ hours: 24 }, ctx).display },
      { tool: `air_history (${kind})`, display: airHistory.run({ hours: 24 }, ctx).display },
    );
    if (kind === 'gap') out.push({ tool: 'air_history (none)', display: airHistory.run({}, { ...ctx, history: new History(now - 59 * MIN) }).display });
  }
  for (const a of out) assert.ok(a.display, `${language} ${a.tool}`);
  return out as { tool: string; display: string }[];
}

describe('history answers within the speaking budget', { skip: espeakInstalled() ? false : 'espeak-ng is not installed', timeout: 300_000 }, () => {
  for (const language of LANGUAGES) {
    it(`${language}: each at most ${BUDGET_S} s`, async () => {
      const list = answers(language);
      const spoken = await say(
        list.map((a) => a.display),
        ESPEAK_VOICE[language],
      );
      const over: string[] = [];
      list.forEach((a, i) => {
        const s = spoken[i]!.seconds;
        console.log(`# ${language} ${s.toFixed(1)} s ${a.tool}: ${a.display}`);
        if (s > BUDGET_S) over.push(`${s.toFixed(1)} s ${a.tool}: ${a.display}`);
      });
      assert.deepEqual(over, []);
    });
  }

  it('speaks the longest English answers exactly', () => {
    assert.deepEqual(
      answers('en').map((a) => a.display),
      [
        'Until 30 minutes ago: strongest apparent wind 24 knots, average 23 knots.',
        'Until 30 minutes ago: lowest 47 percent, 0.1 kilowatt hours used.',
        'Until 30 minutes ago: shallowest 12 meters below the transducer.',
        'Until 30 minutes ago: pressure falling 5.2 hectopascals, outside down 4 degrees.',
        // The 106 minutes between the readings at minute 59 and 165 are said, the extreme alone after them.
        'Since I started 11 hours ago, 106 minutes missing: strongest apparent wind 25 knots.',
        'Since I started 11 hours ago, 106 minutes missing: lowest 47 percent.',
        'Until 1 minute ago: shallowest 12 meters below the transducer, last 12 meters.',
        'Since I started 11 hours ago, 106 minutes missing: pressure falling 32 hectopascals.',
        'No pressure or temperature readings since I started 59 minutes ago.',
      ],
    );
  });
});

describe('deep water a minute after start: depth_history within 8 s in Portuguese and German', () => {
  it('says whole meters from 10 m and the short Portuguese lead, exactly, within the budget', async () => {
    // The N2K sample's depth (65.6 m under the keel), one minute after the start: 8.55 s in pt, 8.43 s
    // in pt-BR, 8.30 s in de with "Desde que arranquei, há 1 minuto: mínimo 65,6 metros …".
    const want: Partial<Record<Language, string>> = {
      pt: 'Arranquei há 1 minuto: mínimo 66 metros debaixo da quilha, agora 66 metros.',
      'pt-BR': 'Comecei há 1 minuto: mínimo 66 metros sob a quilha, agora 66 metros.',
      de: 'Seit dem Start vor 1 Minute: mindestens 66 Meter unter dem Kiel, jetzt 66 Meter.',
      en: 'Since I started 1 minute ago: shallowest 66 meters under the keel, now 66 meters.',
    };
    for (const [language, display] of Object.entries(want) as [Language, string][]) {
      const h = new History(T0);
      h.record('environment.depth.belowKeel', T0 + 1_000, 65.6);
      h.record('environment.depth.belowKeel', T0 + 55_000, 65.6);
      const now = T0 + 60_000;
      const ctx = contextOf(new VesselModel(() => now), { language, now: () => now, history: h });
      const said = depthHistory.run({}, ctx).display;
      assert.equal(said, display);
      const [heard] = await say([said!], ESPEAK_VOICE[language]);
      console.log(`# ${language} ${heard!.seconds.toFixed(2)} s depth_history: ${said}`);
      assert.ok(heard!.seconds <= BUDGET_S, `${language} ${heard!.seconds.toFixed(2)} s: ${said}`);
    }
  });
});
