/**
 * comparableAutomation: the automation HA 2024.3 stores (our body as posted) and the
 * one HA 2024.10+ stores (plural keys, `trigger: <platform>` items) compare equal; a real change does
 * not. test/ha/assist.test.ts proves the result against both real releases (no write on restarts).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { buildAutomation, comparableAutomation } from '../../src/assist/automations.js';
import { SENTENCES } from '../../src/assist/sentences/index.js';

describe('comparableAutomation', () => {
  const body = buildAutomation('battery', SENTENCES['en']!);
  const { trigger, action, ...rest } = body as { trigger: Record<string, unknown>[]; action: Record<string, unknown>[] };

  it('is the same for the posted body, the 2024.3 stored form and the 2025 stored form', () => {
    const stored2024 = { id: 'signalk_assist_battery', ...body };
    const stored2025 = { id: 'signalk_assist_battery', ...rest, triggers: trigger, actions: action };
    const ui2025 = { ...stored2025, triggers: trigger.map(({ platform, ...t }) => ({ trigger: platform, ...t })) };
    assert.deepEqual(comparableAutomation(stored2024), comparableAutomation(body));
    assert.deepEqual(comparableAutomation(stored2025), comparableAutomation(body));
    assert.deepEqual(comparableAutomation(ui2025), comparableAutomation(body));
    assert.deepEqual(Object.keys(comparableAutomation(body)).sort(), ['actions', 'alias', 'description', 'max', 'mode', 'triggers']);
  });

  it('differs when a sentence, the apology or the answer wait differs', () => {
    const other = buildAutomation('battery', SENTENCES['fr']!);
    assert.notDeepEqual(comparableAutomation(other), comparableAutomation(body));
    const fewer = { ...rest, triggers: [{ ...trigger[0], command: ['what is our battery'] }], actions: action };
    assert.notDeepEqual(comparableAutomation(fewer), comparableAutomation(body));
    const longer = { ...rest, triggers: trigger, actions: action.map((a) => ('timeout' in a ? { ...a, timeout: 9 } : a)) };
    assert.notDeepEqual(comparableAutomation(longer), comparableAutomation(body));
  });

  it('does not change its input', () => {
    const stored = { id: 'x', ...rest, triggers: trigger.map(({ platform, ...t }) => ({ trigger: platform, ...t })), actions: action };
    const copy = structuredClone(stored);
    comparableAutomation(stored);
    assert.deepEqual(stored, copy);
  });
});
