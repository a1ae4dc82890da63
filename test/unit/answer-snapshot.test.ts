/**
 * Every answer of every tool, in seven languages, on the demo boat (connected and not) and the N2K
 * sample, is what test/snapshot/answers.json holds, byte for byte (test/snapshot/answers.ts says what
 * is asked). A restructure must leave it unchanged; a change meant to change answers regenerates the
 * file in the same commit, and its diff shows each answer changed.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { buildSnapshot, REGENERATE, serialize, SNAPSHOT_FILE, type Snapshot } from '../snapshot/answers.js';

/** The answers that differ, one line each (boat, language, call, what the file says, what is said now), at most `max`. */
function differences(want: Snapshot, got: Snapshot, max: number): string[] {
  const out: string[] = [];
  const say = (x: unknown) => (x === undefined ? '(none)' : JSON.stringify(x));
  if (JSON.stringify(want.more_tools) !== JSON.stringify(got.more_tools)) out.push('more_tools listing differs');
  for (const boat of new Set([...Object.keys(want.boats), ...Object.keys(got.boats)])) {
    for (const language of new Set([...Object.keys(want.boats[boat] ?? {}), ...Object.keys(got.boats[boat] ?? {})])) {
      const a = want.boats[boat]?.[language] ?? [];
      const b = got.boats[boat]?.[language] ?? [];
      for (let i = 0; i < Math.max(a.length, b.length); i++) {
        if (JSON.stringify(a[i]) === JSON.stringify(b[i])) continue;
        const call = `${(b[i] ?? a[i])!.tool} ${JSON.stringify((b[i] ?? a[i])!.args)}`;
        const was = a[i]?.result.display;
        const now = b[i]?.result.display;
        out.push(was === now ? `${boat}, ${language}, ${call}: structured fields differ (display ${say(now)})` : `${boat}, ${language}, ${call}: was ${say(was)}, now ${say(now)}`);
        if (out.length >= max) return out;
      }
    }
  }
  return out;
}

describe('the answer snapshot: every answer of every tool, seven languages, demo and N2K sample', () => {
  let text = '';
  it('is unchanged, byte for byte', () => {
    text = serialize(buildSnapshot());
    const kept = readFileSync(SNAPSHOT_FILE, 'utf8');
    if (text === kept) return;
    const diff = differences(JSON.parse(kept) as Snapshot, JSON.parse(text) as Snapshot, 20);
    assert.fail(`answers differ from ${SNAPSHOT_FILE}:\n${diff.join('\n')}\nIf the change is meant, regenerate it in the same commit: ${REGENERATE}`);
  });

  it('is built the same way twice (nothing depends on the wall clock or the order of runs)', () => {
    assert.equal(serialize(buildSnapshot()), text);
  });

  it('asks every tool of the catalogue in every language, and tells a changed answer by name', async () => {
    const { QUERIES } = await import('../../src/questions/index.js');
    const { LANGUAGES } = await import('../../src/speech/types.js');
    const snapshot = JSON.parse(readFileSync(SNAPSHOT_FILE, 'utf8')) as Snapshot;
    for (const [boat, perLanguage] of Object.entries(snapshot.boats)) {
      assert.deepEqual(Object.keys(perLanguage), [...LANGUAGES], boat);
      for (const q of QUERIES)
        assert.ok(
          perLanguage.en!.some((a) => a.tool === q.name),
          `${boat}: ${q.name} not asked`,
        );
    }
    const changed = structuredClone(snapshot);
    changed.boats.demo!.de![0]!.result.display = 'anders';
    const diff = differences(snapshot, changed, 5);
    assert.equal(diff.length, 1);
    assert.match(diff[0]!, /^demo, de, battery_state \{\}: was ".+", now "anders"$/);
  });
});
