/**
 * Every traffic answer within its speaking budget whatever the ships are called, measured with espeak-ng
 * in all seven languages (test/helpers/espeak-seconds.ts): get_ais_targets without a limit, one ship with
 * a long real name (German, Portuguese, Dutch, Spanish, French, English), a transliterated Arabic or
 * Hebrew name, a name of letters or digits only, of a long ship type, at ranges and bearings of many
 * words, closing, moving away or steady, with our position fresh, 39 s old, or SignalK lost 2 minutes ago:
 * at most 8 s and never the bare count ("And 1 more ship."). Three such ships asked for with `limit: 3`:
 * at most 12 s (docs/design.md#the-speaking-budget). Prints the longest answer per language.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { query as getAisTargets } from '../../src/questions/get-ais-targets/query.js';
import { BUDGET_S, COMPOUND_BUDGET_S } from '../../src/speech/triage.js';
import { ttsViolations } from '../../src/speech/safety.js';
import { LANGUAGES, type Language } from '../../src/speech/types.js';
import type { FeedState } from '../../src/domain/feed.js';
import { ESPEAK_VOICE, espeakInstalled } from '../helpers/espeak.js';
import { speakingSeconds } from '../helpers/espeak-seconds.js';
import { at, boat, NM, T0, type Boat } from '../helpers/compound.js';

const NAMES = [
  'MAERSK KENSINGTON',
  'CMA CGM MARCO POLO',
  'MECKLENBURG-VORPOMMERN',
  'SANTA MARIA MANUELA',
  'سفينة الأمل البحرية',
  "SFYNH L'ML LBHRYH",
  'אוניית שלום הגדולה',
  '12345678901234567890',
];
/** Cargo, and the longest type in words (search and rescue). */
const TYPES = [70, 51];
/** Range (miles), bearing (degrees, 16-point words), course (radians), speed (m/s). */
const PLACES = [
  { miles: 4.9, deg: 22.5, cog: 4.0, sog: 3 },
  { miles: 12.3, deg: 337.5, cog: (160 * Math.PI) / 180, sog: 9 },
  { miles: 2.2, deg: 292.5, cog: (292.5 * Math.PI) / 180, sog: 4 },
];
const FRAMES: { label: string; now?: number; feed?: FeedState }[] = [
  { label: 'live' },
  { label: 'position 39 s old', now: T0 + 39_000 },
  { label: 'SignalK down', feed: { status: 'down', lostAt: T0 - 125_000 } },
];
const COUNT_ONLY: Readonly<Record<Language, RegExp>> = {
  en: /^(.*: )?And \d+ more ship/,
  'pt-BR': /^(.*: )?E mais \d+ navio/,
  pt: /^(.*: )?E mais \d+ navio/,
  de: /^(.*: )?Und \d+ weitere/,
  fr: /^(.*: )?Et \d+ (autre|navire)/,
  es: /^(.*: )?Y \d+ barco/,
  nl: /^(.*: )?En nog \d+ schip/,
};

function ship(b: Boat, i: number, name: string, type: number, p: (typeof PLACES)[number]): void {
  b.send(`vessels.urn:mrn:imo:mmsi:23000000${i}`, {
    '': { name },
    'design.aisShipType': { id: type, name: 'x' },
    'navigation.position': at(p.miles * NM, p.deg + i * 7),
    'navigation.courseOverGroundTrue': p.cog,
    'navigation.speedOverGround': p.sog,
  });
}

/** Each distinct answer, with what it was asked of, and its budget. */
function answers(language: Language): Map<string, { scene: string; budget: number }> {
  const out = new Map<string, { scene: string; budget: number }>();
  for (const frame of FRAMES) {
    for (const place of PLACES) {
      for (const type of TYPES) {
        for (const name of NAMES) {
          const b = boat(language, frame);
          ship(b, 1, name, type, place);
          out.set(getAisTargets.run({}, b.ctx).display!, { scene: `${frame.label}, ${name}, type ${type}, ${place.miles} miles`, budget: BUDGET_S });
        }
      }
      const b = boat(language, frame);
      NAMES.slice(0, 3).forEach((name, i) => ship(b, i + 1, name, 51, place));
      out.set(getAisTargets.run({ limit: 3 }, b.ctx).display!, { scene: `${frame.label}, three ships asked for, ${place.miles} miles`, budget: COMPOUND_BUDGET_S });
    }
  }
  return out;
}

describe('traffic answers within their speaking budget whatever the names (espeak-ng)', { timeout: 600_000 }, () => {
  before(() => {
    assert.ok(espeakInstalled(), 'espeak-ng is not installed (Debian package espeak-ng; .ci/run installs it)');
  });

  for (const language of LANGUAGES) {
    it(language, async () => {
      const heard = answers(language);
      const texts = [...heard.keys()];
      for (const t of texts) {
        assert.deepEqual(ttsViolations(t, language), [], t);
        assert.doesNotMatch(t, COUNT_ONLY[language], `the ship not described: ${t}`);
      }
      const seconds = await speakingSeconds(texts, ESPEAK_VOICE[language]);
      const over = texts.filter((t, i) => seconds[i]! > heard.get(t)!.budget).map((t) => `${seconds[texts.indexOf(t)]!.toFixed(2)} s [${heard.get(t)!.scene}] ${t}`);
      const longest = texts.reduce((a, t, i) => (heard.get(t)!.budget === BUDGET_S && seconds[i]! > a.s ? { s: seconds[i]!, t } : a), { s: 0, t: '' });
      console.log(`# ${language}: ${texts.length} answers, longest of 8 s ${longest.s.toFixed(2)} s: ${longest.t}`);
      assert.deepEqual(over, [], `${language}: answers over their budget`);
    });
  }
});
