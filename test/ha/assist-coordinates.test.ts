/**
 * Assist's coordinates questions ("what are our coordinates", "latitude and longitude", "exact
 * position", "our position for a Mayday") answered with the exact position on a real Home Assistant
 * (HA_VERSION), in all seven languages: a real signalk-server holds a boat off Cascais, and
 * signalk-assist is a child process given --ha-url and a token. Each example phrasing of the
 * coordinates family goes through `POST /api/conversation/process` in its language, and the spoken
 * answer must be exactly the position with the minutes named as read on the radio.
 *
 * One Home Assistant start for the seven languages: HA's language is changed the way its general
 * settings do (`config/core/update`), and signalk-assist, which reads HA's language when it connects,
 * is started again; it then rewrites its automations with that language's sentences. HA's own
 * built-in grammar of each release is kept clear of these sentences by assist-sentences.test.ts.
 *
 * Needs `bash scripts/setup-ha.sh` (or the release's setup) and `bash scripts/install-signalk.sh`;
 * skipped without them, except under CI where it fails.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { converse, HA_LABEL, haUnavailableReason, startHomeAssistant, type HomeAssistant } from '../helpers/ha.js';
import { type FreshFeed, keepFresh, signalkInstalled, startSignalK, type SignalKServer } from '../helpers/signalk.js';
import { startAssist, until, type AssistProcess } from '../helpers/assist.js';
import { CASCAIS_EXACT as EXACT } from '../helpers/spoken-answers.js';
import { SENTENCES } from '../../src/assist/sentences/index.js';
import { LANGUAGES } from '../../src/speech/types.js';
import { ttsViolations } from '../../src/speech/safety.js';

const unavailable = haUnavailableReason() ?? (signalkInstalled() ? undefined : 'signalk-server is not installed: run `bash scripts/install-signalk.sh`');
const skip = unavailable && !process.env['CI'] ? unavailable : false;

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const DEG = Math.PI / 180;

/** Off Cascais, 38°41.2' N 9°24.9' W, under way. */
const BOAT: Record<string, unknown> = {
  'navigation.position': { latitude: 38.68667, longitude: -9.415 },
  'navigation.speedOverGround': 2.6,
  'navigation.courseOverGroundTrue': 57 * DEG,
  'navigation.headingTrue': 63 * DEG,
};

/** Whether HA's default agent matches each sentence with a sentence trigger (an automation of ours). */
async function triggerMatches(ha: HomeAssistant, sentences: readonly string[], language: string): Promise<boolean[]> {
  const socket = await ha.socket();
  try {
    const r = await socket.command<{ results: ({ source?: string; match?: boolean } | null)[] }>({ type: 'conversation/agent/homeassistant/debug', sentences, language });
    return r.results.map((x) => Boolean(x?.match) && x?.source === 'trigger');
  } finally {
    socket.close();
  }
}

describe(`Assist's coordinates questions against ${HA_LABEL}, in all seven languages`, { skip, timeout: 900_000 }, () => {
  let sk: SignalKServer;
  let ha: HomeAssistant;
  let assist: AssistProcess | null = null;
  let feeder: FreshFeed | undefined;
  const delta = () => ({ context: 'vessels.self', updates: [{ $source: 'coordtest.1', values: Object.entries(BOAT).map(([path, value]) => ({ path, value })) }] });

  before(async () => {
    [sk, ha] = await Promise.all([startSignalK(), startHomeAssistant({ language: 'en', timeZone: 'UTC' })]);
    await sk.sendDelta(delta());
    // Keep the position fresh: an old one would be said with its age.
    feeder = keepFresh(sk, () => [delta()]);
  });

  after(async () => {
    await feeder?.stop();
    await assist?.stop();
    await Promise.all([ha?.stop(), sk?.stop()]);
  });

  for (const language of LANGUAGES) {
    it(`answers every ${language} coordinates phrasing with the exact position`, async (t) => {
      const examples = SENTENCES[language]!.families.coordinates!.examples;
      assert.ok(examples.length >= 6, `${language} has ${examples.length} coordinates examples`);
      // HA's general settings change its language; signalk-assist reads it when it (re)connects.
      const socket = await ha.socket();
      try {
        await socket.command({ type: 'config/core/update', language });
      } finally {
        socket.close();
      }
      assert.equal((await ha.rest<{ language: string }>('GET', '/api/config')).language, language);
      await assist?.stop();
      assist = await startAssist({ transport: 'http', env: { HA_TOKEN: ha.token }, args: ['--signalk-url', sk.url, '--ha-url', ha.url, '--no-entities'], healthTimeoutMs: 60_000 });
      await until(async () => new RegExp(`Assist: sentence automations in Home Assistant \\(${language}\\)`).test(assist!.logs()), 60_000, `the ${language} sync`);
      await until(
        async () => {
          const attached = (await triggerMatches(ha, examples, language)).every(Boolean);
          if (!attached) await sleep(500);
          return attached;
        },
        60_000,
        `the ${language} coordinates triggers`,
      );
      await until(async () => (await assist!.call('navigation_state', { position: true })).structured?.['display'] === EXACT[language], 20_000, 'the boat to reach signalk-assist');

      for (const text of examples) {
        const r = await converse(ha, text, language);
        assert.equal(r.status, 200, `"${text}": HTTP ${r.status} ${r.error ?? ''}`);
        assert.equal(r.speech, EXACT[language], `"${text}" (${language})`);
      }
      assert.deepEqual(ttsViolations(EXACT[language], language), []);
      t.diagnostic(`${language}: ${examples.length} phrasings, e.g. "${examples[0]}" -> "${EXACT[language]}"`);
    });
  }
});
