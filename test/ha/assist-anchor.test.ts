/**
 * The anchor question through Home Assistant Assist, end to end and all real: a
 * signalk-server fed the anchor-alarm plugin's paths (our position, the anchor 38 m North-East,
 * a 50 m circle, no currentRadius), a Home Assistant Core (HA_VERSION: 2024.3.3 or 2025.4.4), and
 * signalk-assist with `language: auto`. For each of our seven languages, Home Assistant's language is
 * switched (`config/core/update`) and signalk-assist started again, so that it registers that
 * language's sentences and answers in it; then every example of the anchor family is asked through
 * `POST /api/conversation/process` and must be answered with exactly the expected sentence, which is
 * also anchor_state's display over MCP.
 *
 * Needs `bash scripts/setup-ha.sh` (and the 2025.4.4 venv for that release) and
 * `bash scripts/install-signalk.sh`; skipped without them, except under CI where it fails.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { converse, HA_LABEL, sentenceSources, haUnavailableReason, startHomeAssistant, type HomeAssistant } from '../helpers/ha.js';
import { type FreshFeed, keepFresh, signalkInstalled, startSignalK, type SignalKServer } from '../helpers/signalk.js';
import { startAssist, until, type AssistProcess } from '../helpers/assist.js';
import { destination } from '../helpers/sphere.js';
import { SENTENCES } from '../../src/assist/sentences/index.js';
import { LANGUAGES, type Language } from '../../src/speech/types.js';

const unavailable = haUnavailableReason() ?? (signalkInstalled() ? undefined : 'signalk-server is not installed: run `bash scripts/install-signalk.sh`');
const skip = unavailable && !process.env['CI'] ? unavailable : false;

const BOAT = { latitude: 38.69, longitude: -9.42 };
const ANCHOR = destination(BOAT, 45, 38);

/** What each language says for the boat 38 m from its anchor, which lies North-East, inside a 50 m circle. */
const EXPECTED: Readonly<Record<Language, string>> = {
  en: 'Anchored; 38 meters from the anchor, bearing north-east; inside the 50 meter circle.',
  'pt-BR': 'Âncora a 38 metros, a nordeste; dentro do círculo de 50 metros.',
  pt: 'Âncora a 38 metros, a nordeste; dentro do círculo de 50 metros.',
  de: 'Anker 38 Meter entfernt, Peilung Nordost; im Kreis von 50 Metern.',
  fr: "Au mouillage ; à 38 mètres de l'ancre, relèvement nord-est ; dans le cercle de 50 mètres.",
  es: 'Ancla a 38 metros, al noreste; dentro del círculo de 50 metros.',
  nl: 'Anker op 38 meter, peiling noordoost; binnen de cirkel van 50 meter.',
};

const delta = (values: Record<string, unknown>) => ({
  context: 'vessels.self',
  updates: [{ $source: 'anchoralarm.test', values: Object.entries(values).map(([path, value]) => ({ path, value })) }],
});

describe(`the anchor question through Assist on ${HA_LABEL}, in all seven languages`, { skip, timeout: 1_800_000 }, () => {
  let sk: SignalKServer;
  let ha: HomeAssistant;
  let assist: AssistProcess | null = null;
  let feeder: FreshFeed | undefined;
  const values = { 'navigation.position': BOAT, 'navigation.anchor.position': ANCHOR, 'navigation.anchor.maxRadius': 50 };

  before(async () => {
    // One after the other, with room: both start slowly on a loaded machine.
    sk = await startSignalK({ readyTimeoutMs: 120_000 });
    ha = await startHomeAssistant({ language: 'en', timeZone: 'UTC' });
    await sk.sendDelta(delta(values));
    // Our position stays fresh (30 s limit): a stale answer would say its age.
    feeder = keepFresh(sk, () => [delta({ 'navigation.position': BOAT })]);
  });

  after(async () => {
    await feeder?.stop();
    await assist?.stop();
    await Promise.all([ha?.stop(), sk?.stop()]);
  });

  for (const language of LANGUAGES) {
    it(`${language}: every anchor example is answered "${EXPECTED[language]}"`, async (t) => {
      const socket = await ha.socket();
      try {
        await socket.command({ type: 'config/core/update', language });
      } finally {
        socket.close();
      }
      await assist?.stop();
      assist = await startAssist({ transport: 'http', env: { HA_TOKEN: ha.token }, args: ['--signalk-url', sk.url, '--ha-url', ha.url, '--no-entities', '--language', 'auto'] });
      const a = assist;
      await until(async () => new RegExp(`Assist: sentence automations in Home Assistant \\(${language}\\)`).test(a.logs()), 90_000, `the ${language} sentences to be registered`);
      const examples = SENTENCES[language]!.families.anchor!.examples;
      await until(async () => (await sentenceSources(ha, [examples[0]!], language))[0] === 'trigger', 60_000, `the ${language} anchor trigger`);
      // The MCP answer in HA's language, once the feed is up and the anchor known.
      await until(async () => (await a.call('anchor_state')).structured?.['display'] === EXPECTED[language], 30_000, `anchor_state in ${language}`);
      for (const text of examples) {
        const r = await converse(ha, text, language);
        assert.equal(r.status, 200, `"${text}": HTTP ${r.status} ${r.error ?? ''}`);
        assert.equal(r.speech, EXPECTED[language], `"${text}" (${language})`);
      }
      t.diagnostic(`${language}: ${examples.length} examples, "${examples[0]}" -> "${EXPECTED[language]}"`);
    });
  }
});
