/**
 * Every Home Assistant sensor planned on the snapshot boats, in seven languages and both unit
 * presets, with its discovery config and state message, is what test/snapshot/entities.json holds,
 * byte for byte (test/snapshot/entities.ts says which boats). A restructure of src/entities or of the
 * entity names in src/speech must leave it unchanged.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { buildEntitySnapshot, ENTITY_SNAPSHOT_FILE, type EntitySnapshot, REGENERATE_ENTITIES, serializeEntities } from '../snapshot/entities.js';

/** The sensors that differ, one line each (boat, setting, entity id, what differs), at most `max`. */
function differences(want: EntitySnapshot, got: EntitySnapshot, max: number): string[] {
  const out: string[] = [];
  for (const boat of new Set([...Object.keys(want.boats), ...Object.keys(got.boats)])) {
    for (const setting of new Set([...Object.keys(want.boats[boat] ?? {}), ...Object.keys(got.boats[boat] ?? {})])) {
      const a = want.boats[boat]?.[setting] ?? [];
      const b = got.boats[boat]?.[setting] ?? [];
      for (let i = 0; i < Math.max(a.length, b.length); i++) {
        if (JSON.stringify(a[i]) === JSON.stringify(b[i])) continue;
        const was = a[i] === undefined ? '(none)' : JSON.stringify(a[i]);
        const now = b[i] === undefined ? '(none)' : JSON.stringify(b[i]);
        out.push(`${boat}, ${setting}, #${i}: was ${was}\n  now ${now}`);
        if (out.length >= max) return out;
      }
    }
  }
  return out;
}

describe('the entities snapshot: every sensor, its discovery config and state message', () => {
  let text = '';
  it('is unchanged, byte for byte', () => {
    text = serializeEntities(buildEntitySnapshot());
    const kept = readFileSync(ENTITY_SNAPSHOT_FILE, 'utf8');
    if (text === kept) return;
    const diff = differences(JSON.parse(kept) as EntitySnapshot, JSON.parse(text) as EntitySnapshot, 10);
    assert.fail(`entities differ from ${ENTITY_SNAPSHOT_FILE}:\n${diff.join('\n')}\nIf the change is meant, regenerate it in the same commit: ${REGENERATE_ENTITIES}`);
  });

  it('is built the same way twice, and covers every family of sensor and every language', async () => {
    assert.equal(serializeEntities(buildEntitySnapshot()), text);
    const snapshot = JSON.parse(text) as EntitySnapshot;
    const kinds = new Set(Object.values(snapshot.boats).flatMap((perSetting) => Object.values(perSetting).flatMap((list) => list.map((e) => e.entity.kind))));
    assert.deepEqual([...kinds].sort(), ['ais', 'alarms', 'anchor', 'barometer', 'battery', 'depth', 'energy', 'engine', 'position', 'route', 'tank', 'wind']);
    const { LANGUAGES, UNIT_PRESETS } = await import('../../src/speech/types.js');
    for (const perSetting of Object.values(snapshot.boats)) assert.equal(Object.keys(perSetting).length, LANGUAGES.length * UNIT_PRESETS.length);
  });

  it('tells a changed sensor by boat, setting and position', () => {
    const snapshot = JSON.parse(text) as EntitySnapshot;
    const changed = structuredClone(snapshot);
    changed.boats.demo!['de nautical-metric']![0]!.entity.state = '1';
    const diff = differences(snapshot, changed, 5);
    assert.equal(diff.length, 1);
    assert.match(diff[0]!, /^demo, de nautical-metric, #0: was .+"state":"\d+".+\n {2}now .+"state":"1"/);
  });
});
