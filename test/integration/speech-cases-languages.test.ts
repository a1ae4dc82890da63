/**
 * Every case of test/cases/speech-cases.json in every supported language, the way the
 * file's `about` says and test/integration/speech-cases.test.ts does for English: a real SignalK server
 * with no sample data, each case's values injected on vessels.self as one delta (then_values as a
 * second), the tool called over MCP (stdio) through the SDK's client. The display must be exactly the
 * language's text in test/helpers/speech-languages.ts; fields, flags, alarm order and listed paths as
 * the case says; every display TTS-safe in its language.
 *
 * One SignalK server serves all languages; each language runs the cases in file order (values
 * accumulate as on a boat), with one signalk-assist per unit preset.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startSignalK, type SignalKServer } from '../helpers/signalk.js';
import { startAssist, until, type AssistProcess } from '../helpers/assist.js';
import { callCase, EXPECTED_DISPLAY, SPEECH_CASES, fieldsFor, type SpeechCase } from '../helpers/speech-languages.js';
import { ttsViolations } from '../../src/speech/safety.js';
import { LANGUAGES, type Language } from '../../src/speech/types.js';

async function runCase(assist: AssistProcess, signalk: SignalKServer, c: SpeechCase, language: Language): Promise<void> {
  const { r, display } = await callCase(assist, signalk, c);
  assert.equal(display, EXPECTED_DISPLAY[c.id]![language]);
  for (const s of c.excludes ?? []) assert.ok(!display?.includes(s), `display ${JSON.stringify(display)} excludes ${s}`);
  for (const [k, v] of Object.entries(fieldsFor(c, language))) assert.deepEqual(r.structured[k], v, `field ${k}`);
  if (c.alarms_order)
    assert.deepEqual(
      (r.structured.alarms as { path: string }[]).map((a) => a.path),
      c.alarms_order,
    );
  if (c.paths_include) {
    const paths = (r.structured.paths as { path: string }[]).map((p) => p.path);
    for (const p of c.paths_include) assert.ok(paths.includes(p), `paths include ${p}`);
  }
  if (typeof display === 'string') assert.deepEqual(ttsViolations(display, language), [], `TTS-safe (${language}): ${display}`);
  assert.ok(!JSON.stringify(r.structured).includes('NaN'));
}

describe('speech cases in every language against a real SignalK server', { timeout: 900_000 }, () => {
  let signalk: SignalKServer;
  before(async () => {
    signalk = await startSignalK();
  });
  after(async () => {
    await signalk?.stop();
  });

  for (const language of LANGUAGES) {
    for (const units of ['nautical-metric', 'nautical-imperial'] as const) {
      const cases = SPEECH_CASES.filter((c) => (c.units ?? 'nautical-metric') === units);
      describe(`${language}, ${units}`, () => {
        let assist: AssistProcess;
        before(async () => {
          assist = await startAssist({ transport: 'stdio', args: ['--signalk-url', signalk.url, '--language', language, '--units', units] });
          await until(async () => (await fetch(`${signalk.url}/signalk`)).ok, 10_000, 'SignalK');
        });
        after(async () => {
          await assist?.stop();
        });
        for (const c of cases) {
          it(c.id, async () => {
            await runCase(assist, signalk, c, language);
          });
        }
      });
    }
  }
});
