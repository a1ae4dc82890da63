/**
 * The new announcement wording (src/speech/answers/announcement.ts) said by the real espeak-ng in all
 * seven languages: each form lasts at most 8 seconds, like every answer. The forms: a
 * search-and-rescue device with a 20-character AIS name, range and bearing; one without a position;
 * each kind of device; five cleared alarms (three said, "and 2 more"); one cleared alarm
 * with a 60-character message. The speaking times are printed as diagnostics.
 * An announcement says one of these at a time (src/announce/plan.ts `take`); alarms that go off are
 * said in the alarms answer's wording, measured with that answer (speaking-budget.test.ts).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { announcementReading, type SarSighting } from '../../src/announce/reading.js';
import type { AnnounceEvent } from '../../src/announce/plan.js';
import { createSpeaker } from '../../src/speech/speaker.js';
import { LANGUAGES } from '../../src/speech/types.js';
import { ESPEAK_VOICE, espeakInstalled, say } from '../helpers/espeak.js';

const BUDGET_S = 8;
const skip = espeakInstalled() ? false : 'espeak-ng is not installed (apt-get install espeak-ng)';
const NAME = 'SART TEST VESSEL ONE'; // 20 characters, the AIS maximum
const at: SarSighting = { name: NAME, rangeM: 18_520 * 1.23, bearingRad: (337.5 * Math.PI) / 180 };
const nowhere: SarSighting = { name: NAME, rangeM: null, bearingRad: null };
const long = 'Engine coolant temperature above limit, check raw water flow'; // 60 characters

const FORMS: Record<string, { batch: AnnounceEvent[]; where: SarSighting }> = {
  'device with range and bearing': { batch: [{ kind: 'sar', context: 'c', sar: 'sart' }], where: at },
  'device without a position': { batch: [{ kind: 'sar', context: 'c', sar: 'sart' }], where: nowhere },
  'man overboard beacon': { batch: [{ kind: 'sar', context: 'c', sar: 'mob' }], where: at },
  'distress beacon': { batch: [{ kind: 'sar', context: 'c', sar: 'epirb' }], where: at },
  'five cleared alarms': { batch: ['a', 'b', 'c', 'd', 'e'].map((p) => ({ kind: 'cleared', path: p, message: long.slice(0, 25) })), where: nowhere },
  'one long cleared alarm': { batch: [{ kind: 'cleared', path: 'x', message: long }], where: nowhere },
};

describe('announcement wording within the speaking budget', { skip, timeout: 300_000 }, () => {
  for (const language of LANGUAGES) {
    it(`${language}: every form at most ${BUDGET_S} s`, async (t) => {
      const speaker = createSpeaker({ language, units: 'nautical-metric' });
      const names = Object.keys(FORMS);
      const texts = names.map((n) => speaker.announcement(announcementReading(FORMS[n]!.batch, () => FORMS[n]!.where)));
      const spoken = await say(texts, ESPEAK_VOICE[language]);
      for (const [i, s] of spoken.entries()) t.diagnostic(`${language} ${s.seconds.toFixed(1)} s ${names[i]}: ${s.text}`);
      const over = spoken.filter((s) => s.seconds > BUDGET_S).map((s) => `${s.seconds.toFixed(1)} s: ${s.text}`);
      assert.deepEqual(over, []);
    });
  }
});
