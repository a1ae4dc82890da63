/**
 * The history answers (issue 22) within the speaking budget: their longest forms — a window that
 * begins with this process, every part, a gap and an old last reading, the apparent wind, several
 * banks, a direction with three words — said by the real espeak-ng in all seven languages, at most
 * 8 seconds each. Durations are printed (`# en 6.1 s wind_history ...`).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ESPEAK_VOICE, espeakInstalled, say } from '../helpers/espeak.js';
import { History } from '../../src/vessel/history.js';
import { VesselModel } from '../../src/vessel/model.js';
import { createSpeaker } from '../../src/speech/speaker.js';
import { LANGUAGES, type Language } from '../../src/speech/types.js';
import { DEFAULT_STALENESS, type QueryContext } from '../../src/queries/types.js';
import { windHistory } from '../../src/queries/wind-history.js';
import { batteryHistory } from '../../src/queries/battery-history.js';
import { depthHistory } from '../../src/queries/depth-history.js';
import { airHistory } from '../../src/queries/air-history.js';

const BUDGET_S = 8;
const T0 = Date.parse('2026-11-30T00:00:00Z');
const MIN = 60_000;

/** 2 hours 17 minutes of readings since a start at T0, with a 1 hour 43 minute gap, the last 20 minutes old. */
function longest(): { history: History; now: number } {
  const h = new History(T0);
  for (const m of [0, 1, 2, 105, 106, 107]) {
    const t = T0 + m * MIN;
    h.record('environment.wind.speedApparent', t, 11.99 + m / 1000);
    h.record('environment.wind.directionTrue', t, (202.5 * Math.PI) / 180);
    for (const bank of ['house', 'start']) {
      h.record(`electrical.batteries.${bank}.voltage`, t, 12.45);
      h.record(`electrical.batteries.${bank}.current`, t, m < 100 ? -180.5 : 150.5);
      h.record(`electrical.batteries.${bank}.capacity.stateOfCharge`, t, 0.47);
    }
    h.record('environment.depth.belowTransducer', t, 12.35 - m / 100);
    h.record('environment.outside.pressure', t, 101_850 - m * 5);
    h.record('environment.outside.temperature', t, 301.15 - m / 30);
  }
  return { history: h, now: T0 + 137 * MIN };
}

function answers(language: Language): { tool: string; display: string }[] {
  const { history, now } = longest();
  const ctx: QueryContext = {
    model: new VesselModel(() => now), speaker: createSpeaker({ language, units: 'nautical-metric', timeZone: 'UTC' }), now: () => now,
    staleness: DEFAULT_STALENESS, invertCurrent: new Set(), history,
  };
  const empty = { ...ctx, history: new History(now - 59 * MIN) };
  const out = [
    { tool: 'wind_history', display: windHistory.run({ hours: 24 }, ctx).display },
    { tool: 'battery_history', display: batteryHistory.run({ bank: 'house', hours: 24 }, ctx).display },
    { tool: 'depth_history', display: depthHistory.run({ hours: 24 }, ctx).display },
    { tool: 'air_history', display: airHistory.run({ hours: 24 }, ctx).display },
    { tool: 'air_history (none)', display: airHistory.run({}, empty).display },
  ];
  for (const a of out) assert.ok(a.display, `${language} ${a.tool}`);
  return out as { tool: string; display: string }[];
}

describe('history answers within the speaking budget (issue 22)', { skip: espeakInstalled() ? false : 'espeak-ng is not installed', timeout: 300_000 }, () => {
  for (const language of LANGUAGES) {
    it(`${language}: each at most ${BUDGET_S} s`, async () => {
      const list = answers(language);
      const spoken = await say(list.map((a) => a.display), ESPEAK_VOICE[language]);
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
    assert.deepEqual(answers('en').map((a) => a.display), [
      '',
    ]);
  });
});
