/**
 * Every case of test/cases/speech-cases.json, run the
 * way its `about` says: a real SignalK server with no sample data; each case's values injected on
 * vessels.self as one delta (then_values as a second); the tool called over MCP through the SDK's
 * client, over stdio and over HTTP; display, fields and flags checked exactly, and every display
 * checked for TTS safety.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { startSignalK, type SignalKServer } from '../helpers/signalk.js';
import { startAssist, until, type AssistProcess } from '../helpers/assist.js';
import { callCase, type SpeechCase } from '../helpers/speech-languages.js';
import { ttsViolations } from '../../src/speech/safety.js';

const file = JSON.parse(readFileSync(new URL('../cases/speech-cases.json', import.meta.url), 'utf8')) as { cases: SpeechCase[] };
const groups = new Map<string, SpeechCase[]>();
for (const c of file.cases) {
  const key = `${c.language ?? 'en'}|${c.units ?? 'nautical-metric'}`;
  groups.set(key, [...(groups.get(key) ?? []), c]);
}

async function runCase(assist: AssistProcess, signalk: SignalKServer, c: SpeechCase): Promise<void> {
  const { r, display } = await callCase(assist, signalk, c);
  if (c.display !== undefined) assert.equal(display, c.display);
  for (const s of c.contains ?? []) assert.ok(display?.includes(s), `display ${JSON.stringify(display)} contains ${s}`);
  for (const s of c.excludes ?? []) assert.ok(!display?.includes(s), `display ${JSON.stringify(display)} excludes ${s}`);
  if (c.starts_with !== undefined) assert.ok(display?.startsWith(c.starts_with), `display ${JSON.stringify(display)} starts with ${c.starts_with}`);
  for (const [k, v] of Object.entries(c.fields ?? {})) assert.deepEqual(r.structured[k], v, `field ${k}`);
  if (c.alarms_order) {
    const paths = (r.structured.alarms as { path: string }[]).map((a) => a.path);
    assert.deepEqual(paths, c.alarms_order);
  }
  if (c.paths_include) {
    const paths = (r.structured.paths as { path: string }[]).map((p) => p.path);
    for (const p of c.paths_include) assert.ok(paths.includes(p), `paths include ${p}`);
  }
  if (typeof display === 'string' && c.call.tool !== 'get_active_alarms') {
    assert.deepEqual(ttsViolations(display, (c.language ?? 'en') as 'en'), [], `TTS-safe: ${display}`);
  }
  assert.ok(!JSON.stringify(r.structured).includes('NaN'));
}

describe('speech cases against a real SignalK server', { timeout: 300_000 }, () => {
  let signalk: SignalKServer;
  before(async () => {
    signalk = await startSignalK();
  });
  after(async () => {
    await signalk?.stop();
  });

  for (const transport of ['stdio', 'http'] as const) {
    for (const [key, cases] of groups) {
      const [language, units] = key.split('|') as [string, string];
      describe(`${transport}, ${language}, ${units}`, () => {
        let assist: AssistProcess;
        before(async () => {
          assist = await startAssist({ transport, args: ['--signalk-url', signalk.url, '--language', language, '--units', units] });
          await until(async () => (await fetch(`${signalk.url}/signalk`)).ok, 10_000, 'SignalK');
        });
        after(async () => {
          await assist?.stop();
        });
        for (const c of cases) {
          it(c.id, async () => {
            await runCase(assist, signalk, c);
          });
        }
      });
    }
  }
});
